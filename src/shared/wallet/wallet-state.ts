/**
 * The connected wallet as the rest of the app sees it, without loading thirdweb: the wallet runtime
 * (loaded after the first screen) keeps this store up to date and provides the actions.
 */
import { useSyncExternalStore } from 'react';
import type { WalletState } from '../../bridge/wallet';

let state: WalletState = {};
const listeners = new Set<() => void>();

export function setWalletState(next: WalletState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getWalletState(): WalletState {
  return state;
}

export function useWalletState(): WalletState {
  return useSyncExternalStore(subscribe, getWalletState, getWalletState);
}
