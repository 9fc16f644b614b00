/**
 * The store of saved transfers: local storage (`treasure-bridge.transfers`), kept in step across tabs by
 * `storage` events. It never throws: when storage refuses a read or a write (full, disabled), the transfers
 * it did not take are kept in this tab's memory, shared with the other tabs by a BroadcastChannel, and
 * the history says they last only while the tab is open.
 */
import { useSyncExternalStore } from 'react';
import {
  mergeTransfers,
  parseSavedTransfers,
  reopenTransfer,
  type SavedTransfer,
  savedTransferSchema,
  serializeTransfers,
  TRANSFERS_STORAGE_KEY,
  type TransferId,
  updateTransfer,
  upsertTransfer,
  validTransfers,
} from '../../bridge/saved-transfers';

interface TransfersState {
  /** Newest first: what storage holds, with what this tab keeps in memory over it. */
  readonly transfers: SavedTransfer[];
  /** Storage refused a read or a write: some transfers last only while this tab is open. */
  readonly keptInMemory: boolean;
}

/** Between the tabs of this browser: a new tab says hello, and tabs holding transfers in memory answer. */
type TabMessage = { readonly type: 'hello' } | { readonly type: 'kept'; readonly transfers: readonly unknown[] };

const listeners = new Set<() => void>();
/** Transfers local storage did not take, by their id. */
let kept = new Map<TransferId, SavedTransfer>();
/** NFT images given as `data:` URIs, which are never stored (see `storableImage`): shown in this tab only. */
const images = new Map<string, string>();
let readFailed = false;
/** Bumped whenever `kept` or `images` change, so the snapshot is rebuilt. */
let changes = 0;
let cache: { text: string | null; changes: number; readFailed: boolean; state: TransfersState } | undefined;
let channel: BroadcastChannel | undefined;

const imageKey = (id: TransferId, tokenId: string) => `${id}:${tokenId}`;

function storedText(): string | null {
  try {
    const text = localStorage.getItem(TRANSFERS_STORAGE_KEY);
    readFailed = false;
    return text;
  } catch {
    // Storage disabled by a privacy setting or a sandbox: even reaching `localStorage` may throw.
    readFailed = true;
    return null;
  }
}

function withImages(transfer: SavedTransfer): SavedTransfer {
  const { nfts } = transfer;
  const id = transfer.id;
  if (!nfts?.some((nft) => !nft.image && images.has(imageKey(id, nft.tokenId)))) return transfer;
  return {
    ...transfer,
    nfts: nfts.map((nft) => {
      const image = nft.image ?? images.get(imageKey(id, nft.tokenId));
      return image ? { ...nft, image } : nft;
    }),
  };
}

function snapshot(): TransfersState {
  const text = storedText();
  if (!cache || cache.text !== text || cache.changes !== changes || cache.readFailed !== readFailed) {
    const transfers = mergeTransfers(parseSavedTransfers(text), [...kept.values()]).map(withImages);
    cache = { text, changes, readFailed, state: { transfers, keptInMemory: readFailed || kept.size > 0 } };
  }
  return cache.state;
}

function rememberImages(id: TransferId, nfts: SavedTransfer['nfts']): void {
  for (const nft of nfts ?? []) if (nft.image?.startsWith('data:')) images.set(imageKey(id, nft.tokenId), nft.image);
}

const storable = (transfer: SavedTransfer) => savedTransferSchema.safeParse(transfer).success;

function changed(): void {
  changes++;
  for (const listener of listeners) listener();
}

function broadcastKept(): void {
  if (kept.size > 0) channel?.postMessage({ type: 'kept', transfers: [...kept.values()] } satisfies TabMessage);
}

/** Writes `next`; `touched`, the transfer just saved or updated, stays in memory if storage does not take it. */
function write(next: readonly SavedTransfer[], touched: SavedTransfer | undefined): void {
  let stored = false;
  try {
    localStorage.setItem(TRANSFERS_STORAGE_KEY, serializeTransfers(next));
    stored = true;
  } catch (error) {
    // QuotaExceededError, SecurityError: nothing the user can fix from here, and no reason to lose the transfer.
    console.warn('saved transfers: local storage refused the write', error);
  }
  // One that fails the schema would be dropped when read back: it can only live in memory.
  if (stored) for (const [id, transfer] of kept) if (storable(transfer)) kept.delete(id);
  if (touched && !(stored && storable(touched))) {
    if (stored) console.error('saved transfers: kept in memory, it does not match the schema', touched);
    kept.set(touched.id, touched);
  }
  changed();
  broadcastKept();
}

function onTabMessage(event: MessageEvent<TabMessage | null>): void {
  const message = event.data;
  if (message?.type === 'hello') {
    broadcastKept();
    return;
  }
  if (message?.type !== 'kept' || !Array.isArray(message.transfers)) return;
  const merged = mergeTransfers([...kept.values()], validTransfers(message.transfers));
  kept = new Map(merged.map((t) => [t.id, t]));
  changed();
}

export const transferStore = {
  /** Adds or replaces a transfer. Never throws. */
  save(transfer: SavedTransfer): void {
    rememberImages(transfer.id, transfer.nfts);
    write(upsertTransfer(snapshot().transfers, transfer), transfer);
  },
  /**
   * Applies `change` to the transfer `id` (its status never moves backwards). Never throws. The id stays when
   * `originTxHash` changes (the wallet replaced the transaction).
   */
  update(id: TransferId, change: Partial<Omit<SavedTransfer, 'id'>>): void {
    rememberImages(id, change.nfts);
    const next = updateTransfer(snapshot().transfers, id, change);
    write(
      next,
      next.find((t) => t.id === id),
    );
  },
  /** The pending transfer `id` back to sent: its origin block was reorganised away. */
  reopen(id: TransferId): void {
    const next = reopenTransfer(snapshot().transfers, id);
    write(
      next,
      next.find((t) => t.id === id),
    );
  },
  all: (): SavedTransfer[] => snapshot().transfers,
  /** True when storage refused a read or a write and some transfers last only while this tab is open. */
  keptInMemory: (): boolean => snapshot().keptInMemory,
  /** Calls `listener` on every change, from this tab or another; returns the unsubscribe. */
  subscribe,
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(TRANSFERS_STORAGE_KEY);
    channel.onmessage = onTabMessage;
    channel.postMessage({ type: 'hello' } satisfies TabMessage);
  }
  // `key` is null when another tab cleared the whole storage.
  const onStorage = (event: StorageEvent) => (event.key === TRANSFERS_STORAGE_KEY || event.key === null) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    if (listeners.size === 0) {
      channel?.close();
      channel = undefined;
    }
  };
}

const NONE: SavedTransfer[] = [];

/** The transfers saved in this browser, newest first, kept in step across tabs. */
export function useTransfers(): SavedTransfer[] {
  return useSyncExternalStore(transferStore.subscribe, transferStore.all, () => NONE);
}

/** True when some transfers are kept only in this tab's memory: storage is full or blocked. */
export function useTransfersKeptInMemory(): boolean {
  return useSyncExternalStore(transferStore.subscribe, transferStore.keptInMemory, () => false);
}
