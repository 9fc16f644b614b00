import { describe, expect, it } from 'vitest';
import { builtInRoutes } from '../../bridge';
import { MAINNET } from '../../config/mainnet';
import { validateAmount } from '../../lib/amount';
import { findRoute } from '../../lib/routes';
import { type BridgeFormState, bridgeBlocker } from './blocker';

const routes = builtInRoutes(MAINNET);
const open = findRoute(routes, { token: 'MAGIC', fromChainId: 42161, toChainId: 2741 });

/** A form ready to send: every test changes one thing. */
const ready: BridgeFormState = {
  connected: true,
  answer: open,
  sendable: true,
  amountText: '1',
  amount: validateAmount('1', 18, 10n ** 19n, 'en-US'),
  recipient: undefined,
  fee: 100n,
  feeUnavailable: false,
  sourceGas: { cost: 50n },
  nativeBalance: 1000n,
  nativeAmount: 0n,
};

describe('bridgeBlocker', () => {
  it('lets a ready form send', () => {
    expect(bridgeBlocker(ready)).toBeUndefined();
  });

  it('asks for a wallet before anything else', () => {
    expect(bridgeBlocker({ ...ready, connected: false, amountText: '' })).toEqual({ kind: 'connect' });
  });

  it('asks for a route, or says why there is none', () => {
    expect(bridgeBlocker({ ...ready, answer: undefined })).toEqual({ kind: 'choose-route' });
    expect(bridgeBlocker({ ...ready, answer: { ok: false, reason: 'withdraw-only' } })).toEqual({
      kind: 'refused',
      reason: 'withdraw-only',
    });
  });

  it('refuses a route whose method has no module instead of quoting forever', () => {
    expect(bridgeBlocker({ ...ready, sendable: false, fee: undefined })).toEqual({
      kind: 'method-unavailable',
    });
  });

  it('asks for an amount, then says what is wrong with it', () => {
    expect(bridgeBlocker({ ...ready, amountText: ' ' })).toEqual({ kind: 'enter-amount' });
    const tooMuch = validateAmount('100', 18, 10n ** 19n, 'en-US');
    expect(bridgeBlocker({ ...ready, amountText: '100', amount: tooMuch })).toMatchObject({ kind: 'amount' });
  });

  it('names a bad recipient before the quote, a missing confirmation after it', () => {
    expect(bridgeBlocker({ ...ready, recipient: 'refused', fee: undefined })).toEqual({
      kind: 'recipient',
      blocker: 'refused',
    });
    for (const blocker of ['resolving', 'unknown-name', 'name-failed'] as const) {
      expect(bridgeBlocker({ ...ready, recipient: blocker, fee: undefined })).toEqual({ kind: 'recipient', blocker });
    }
    expect(bridgeBlocker({ ...ready, recipient: 'unconfirmed', fee: undefined })).toEqual({
      kind: 'quoting',
    });
    expect(bridgeBlocker({ ...ready, recipient: 'unconfirmed' })).toEqual({
      kind: 'recipient',
      blocker: 'unconfirmed',
    });
  });

  it('waits for both quotes, and says when the origin chain refuses the transfer', () => {
    expect(bridgeBlocker({ ...ready, fee: undefined })).toEqual({ kind: 'quoting' });
    expect(bridgeBlocker({ ...ready, sourceGas: undefined })).toEqual({ kind: 'quoting' });
    const error = new Error('reverted');
    expect(bridgeBlocker({ ...ready, sourceGas: { error } })).toEqual({ kind: 'would-fail', error });
  });

  it('says the quote cannot be read when the fee failed, instead of quoting forever', () => {
    expect(bridgeBlocker({ ...ready, fee: undefined, feeUnavailable: true })).toEqual({ kind: 'quote-unavailable' });
    // Said only once an amount is there to quote.
    expect(bridgeBlocker({ ...ready, amountText: '', fee: undefined, feeUnavailable: true })).toEqual({
      kind: 'enter-amount',
    });
  });

  it('refuses when the native balance cannot pay both gases', () => {
    expect(bridgeBlocker({ ...ready, nativeBalance: 149n })).toEqual({ kind: 'insufficient-gas' });
    expect(bridgeBlocker({ ...ready, nativeBalance: 150n })).toBeUndefined();
    expect(bridgeBlocker({ ...ready, nativeBalance: undefined })).toBeUndefined();
  });

  it('counts the amount too when the send moves the native currency itself (zk ETH)', () => {
    expect(bridgeBlocker({ ...ready, nativeAmount: 850n, nativeBalance: 999n })).toEqual({ kind: 'insufficient-gas' });
    expect(bridgeBlocker({ ...ready, nativeAmount: 850n, nativeBalance: 1000n })).toBeUndefined();
  });
});
