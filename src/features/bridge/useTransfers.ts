import { useSyncExternalStore } from 'react';
import {
  parseSavedTransfers,
  type SavedTransfer,
  TRANSFERS_STORAGE_KEY,
  updateTransfer,
  upsertTransfer,
} from './transfers';

const listeners = new Set<() => void>();
let cache: { text: string | null; list: SavedTransfer[] } = { text: null, list: [] };

function read(): SavedTransfer[] {
  const text = localStorage.getItem(TRANSFERS_STORAGE_KEY);
  if (text !== cache.text) cache = { text, list: parseSavedTransfers(text) };
  return cache.list;
}

function write(list: SavedTransfer[]): void {
  localStorage.setItem(TRANSFERS_STORAGE_KEY, JSON.stringify(list));
  for (const listener of listeners) listener();
}

export const transferStore = {
  save(transfer: SavedTransfer) {
    write(upsertTransfer(read(), transfer));
  },
  update(originTxHash: string, change: Partial<SavedTransfer>) {
    write(updateTransfer(read(), originTxHash, change));
  },
  all: read,
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === TRANSFERS_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The transfers saved in this browser, newest first, kept in step across tabs. */
export function useTransfers(): SavedTransfer[] {
  return useSyncExternalStore(subscribe, read, () => []);
}
