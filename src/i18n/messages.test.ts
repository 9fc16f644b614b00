import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AmountError } from '../lib/amount';
import type { RouteRefusal } from '../lib/routes';
import { initI18n } from './index';
import { amountErrorMessage, routeRefusalMessage } from './messages';

beforeAll(() => initI18n());

describe('messages', () => {
  it('give every refused amount its own message', () => {
    const errors: AmountError[] = ['empty', 'not-a-number', 'negative', 'zero', 'too-many-decimals', 'over-balance'];
    const messages = errors.map((e) => amountErrorMessage(i18next.t, e, 18));
    expect(new Set(messages).size).toBe(errors.length);
    expect(amountErrorMessage(i18next.t, 'too-many-decimals', 6)).toBe('This token has at most 6 decimals.');
    for (const m of messages) expect(m).not.toMatch(/^amount\./);
  });

  it('give every route refusal its own message', () => {
    const reasons: RouteRefusal[] = [
      'same-chain',
      'no-route',
      'withdraw-only',
      'deposit-deprecated',
      'deposit-only',
      'withdraw-disabled',
    ];
    const messages = reasons.map((r) => routeRefusalMessage(i18next.t, r));
    expect(new Set(messages).size).toBe(reasons.length);
    for (const m of messages) expect(m).not.toMatch(/^route\./);
  });
});
