/**
 * How the search for an address's transfers on the chains stands (docs/transfers.md, "From any browser"),
 * per network and address: whether it runs, and per chain how far back it has searched and whether it stopped
 * before its end. What the history shows while the search runs and after it.
 */
import { useSyncExternalStore } from 'react';
import type { Address } from 'viem';

export interface ChainSearchStatus {
  /** The time (ms) back to which every block was searched. */
  readonly searchedBackTo?: number;
  /** The search stopped before its end: some withdrawals may be missing. */
  readonly incomplete: boolean;
}

export interface FindStatus {
  readonly running: boolean;
  readonly chains: Readonly<Record<number, ChainSearchStatus>>;
}

const IDLE: FindStatus = { running: false, chains: {} };
const statuses = new Map<string, FindStatus>();
const listeners = new Set<() => void>();

const keyOf = (network: string, address: Address) => `${network}:${address.toLowerCase()}`;

export function setFindStatus(network: string, address: Address, update: (status: FindStatus) => FindStatus): void {
  const key = keyOf(network, address);
  statuses.set(key, update(statuses.get(key) ?? IDLE));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFindStatus(network: string, address: Address | undefined): FindStatus {
  return useSyncExternalStore(subscribe, () => (address ? (statuses.get(keyOf(network, address)) ?? IDLE) : IDLE));
}
