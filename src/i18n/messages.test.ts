import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AmountError } from '../lib/amount';
import { NftNotOwnedError, TransactionError, WalletError } from '../lib/errors';
import type { RouteRefusal } from '../lib/routes';
import { changeLocale, initI18n } from '.';
import { amountErrorMessage, errorMessage, routeRefusalMessage } from './messages';

beforeAll(() => initI18n());

describe('messages', () => {
  it('give every refused amount its own message', () => {
    const errors: AmountError[] = [
      'empty',
      'not-a-number',
      'ambiguous-separator',
      'negative',
      'zero',
      'too-many-decimals',
      'over-balance',
    ];
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

  it('word failures as the catalogue does, in the reader’s language', async () => {
    const rejected = new WalletError('User rejected request', true);
    expect(errorMessage(i18next.t, rejected)).toBe('User rejected request');
    expect(errorMessage(i18next.t, new TransactionError('Transaction failed'))).toBe('Transaction failed');
    expect(errorMessage(i18next.t, new TransactionError('ERC721: invalid token ID'))).toBe('ERC721: invalid token ID');
    expect(errorMessage(i18next.t, new NftNotOwnedError('Smol Brain #2', 'Arbitrum One'))).toBe(
      'Smol Brain #2 is no longer in your wallet on Arbitrum One.',
    );
    expect(errorMessage(i18next.t, new Error('boom'))).toBe('Something went wrong. Please try again.');
    await changeLocale('de_DE', { remember: false });
    try {
      expect(errorMessage(i18next.t, rejected)).toBe('Anfrage vom Benutzer abgelehnt');
    } finally {
      await changeLocale('en_US', { remember: false });
    }
  });
});
