import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '../../lib/routes';
import { gasBlocker, routeBlocker } from './send-blocker';

describe('what stops every send form', () => {
  const open = { ok: true } as RouteAnswer;

  it("is the route's refusal first, then a method that cannot send it here", () => {
    expect(routeBlocker({ ok: false, reason: 'deposit-only' }, true)).toEqual({
      kind: 'refused',
      reason: 'deposit-only',
    });
    expect(routeBlocker(open, false)).toEqual({ kind: 'method-unavailable' });
    expect(routeBlocker(open, true)).toBeUndefined();
  });

  it('is gas only once the native balance is known and short of what the send takes', () => {
    expect(gasBlocker(undefined, 10n)).toBeUndefined();
    expect(gasBlocker(9n, 10n)).toEqual({ kind: 'insufficient-gas' });
    expect(gasBlocker(10n, 10n)).toBeUndefined();
  });
});
