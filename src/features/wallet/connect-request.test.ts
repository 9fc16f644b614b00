import { afterEach, describe, expect, it } from 'vitest';
import {
  clearConnectRequest,
  connectRequest,
  handOverFocus,
  REMEMBERED_WALLET_KEY,
  remembersWallet,
  requestConnect,
} from './connect-request';

const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('a wallet thirdweb will reconnect', () => {
  it('is remembered when thirdweb stored the last active wallet', () => {
    expect(remembersWallet(storageWith({ [REMEMBERED_WALLET_KEY]: 'io.metamask' }))).toBe(true);
    expect(remembersWallet(storageWith({ 'thirdweb:last-used-wallet-id': 'io.metamask' }))).toBe(false);
    expect(remembersWallet(storageWith({}))).toBe(false);
    expect(remembersWallet(undefined)).toBe(false);
  });

  it('is not remembered when storage refuses to be read', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(remembersWallet(refusing)).toBe(false);
  });
});

describe('a click on the stand-in connect button', () => {
  afterEach(clearConnectRequest);

  it('is kept for the real button, with the focus, until carried out', () => {
    expect(connectRequest()).toEqual({ open: false, focus: false });
    requestConnect();
    handOverFocus(true);
    expect(connectRequest()).toEqual({ open: true, focus: true });
    // Read twice (a remount), still there.
    expect(connectRequest()).toEqual({ open: true, focus: true });
    clearConnectRequest();
    expect(connectRequest()).toEqual({ open: false, focus: false });
  });

  it('hands over the focus alone when the stand-in was focused but not clicked', () => {
    handOverFocus(true);
    expect(connectRequest()).toEqual({ open: false, focus: true });
    handOverFocus(false);
    expect(connectRequest()).toEqual({ open: false, focus: false });
  });
});
