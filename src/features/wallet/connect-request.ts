/**
 * The hand-over from the connect button shown before the wallet runtime has loaded to thirdweb's own
 * (docs/wallet.md, "Before the wallet has loaded"): a click on the first is kept, not lost, and carried out
 * on the second; focus on the first moves to the second.
 */

/** thirdweb's record of the wallet it reconnects on the next load (the key its wallet manager stores). */
export const REMEMBERED_WALLET_KEY = 'thirdweb:active-wallet-id';

/**
 * Whether thirdweb will reconnect a wallet once it loads: then "Connect wallet" would be the wrong thing to
 * show until it has.
 */
export function remembersWallet(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return Boolean(storage?.getItem(REMEMBERED_WALLET_KEY));
  } catch {
    // Storage refused (privacy settings): thirdweb cannot reconnect from it either.
    return false;
  }
}

let wantRuntime: () => void = () => {};

/**
 * Resolves once the wallet runtime is wanted (docs/performance.md, "On a phone"): thirdweb is the largest code
 * the app runs, and a visitor who does not connect has no use for it, so it is not loaded with the page.
 */
export const walletRuntimeWanted = new Promise<void>((resolve) => {
  wantRuntime = resolve;
});

/**
 * The wallet runtime is wanted: the visitor reached for the connect button (pointer over it, a touch, focus,
 * a click), or thirdweb will reconnect a remembered wallet. Calling it again does nothing.
 */
export function wantWalletRuntime(): void {
  wantRuntime();
}

export interface ConnectRequest {
  /** The stand-in was clicked: open the connect modal. */
  readonly open: boolean;
  /** The stand-in had focus when it went: focus the real button. */
  readonly focus: boolean;
}

const NONE: ConnectRequest = { open: false, focus: false };
let request: ConnectRequest = NONE;

export function requestConnect(): void {
  request = { ...request, open: true };
}

export function handOverFocus(focused: boolean): void {
  request = { ...request, focus: focused };
}

/** What the real button has to carry out; it stays until `clearConnectRequest` (a remount may read it again). */
export function connectRequest(): ConnectRequest {
  return request;
}

export function clearConnectRequest(): void {
  request = NONE;
}
