import { describe, expect, it } from 'vitest';
import { builtInRoutes } from '../../bridge';
import { MAINNET } from '../../config/mainnet';
import { findRoute } from '../../lib/routes';
import { type NftSendState, nftBlocker } from './blocker';

const open = findRoute(builtInRoutes(MAINNET), { token: 'MAGIC', fromChainId: 42161, toChainId: 2741 });

/** A selection ready to send: every test changes one thing. */
const ready: NftSendState = {
  selected: 2,
  hasRoute: true,
  answer: open,
  sendable: true,
  recipient: undefined,
  fee: 200n,
  nativeBalance: 1000n,
};

describe('nftBlocker', () => {
  it('lets a ready selection send', () => {
    expect(nftBlocker(ready)).toBeUndefined();
  });

  it('asks for a selection first', () => {
    expect(nftBlocker({ ...ready, selected: 0, hasRoute: false })).toEqual({ kind: 'select' });
  });

  it('says when the collection has no route, or why the route is refused', () => {
    expect(nftBlocker({ ...ready, hasRoute: false })).toEqual({ kind: 'no-route' });
    expect(nftBlocker({ ...ready, answer: undefined })).toEqual({ kind: 'no-route' });
    expect(nftBlocker({ ...ready, answer: { ok: false, reason: 'deposit-only' } })).toEqual({
      kind: 'refused',
      reason: 'deposit-only',
    });
  });

  it('refuses a route whose method has no module', () => {
    expect(nftBlocker({ ...ready, sendable: false, fee: undefined })).toEqual({ kind: 'method-unavailable' });
  });

  it('names the recipient before the quote', () => {
    expect(nftBlocker({ ...ready, recipient: 'checking', fee: undefined })).toEqual({
      kind: 'recipient',
      blocker: 'checking',
    });
    expect(nftBlocker({ ...ready, fee: undefined })).toEqual({ kind: 'quoting' });
  });

  it('refuses when the native balance cannot pay the fee', () => {
    expect(nftBlocker({ ...ready, nativeBalance: 199n })).toEqual({ kind: 'insufficient-gas' });
    expect(nftBlocker({ ...ready, nativeBalance: 200n })).toBeUndefined();
  });
});
