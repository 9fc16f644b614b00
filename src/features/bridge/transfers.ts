/**
 * Transfers sent from this browser, saved the moment the wallet returns the hash, so a reload or a crash
 * never loses one. Plain data and pure updates; the hook around it persists to local storage.
 */
export const TRANSFERS_STORAGE_KEY = 'treasure-bridge.transfers';

export type TransferStatus = 'sent' | 'pending' | 'delivered' | 'failed';

export interface SavedTransfer {
  /** The origin transaction's hash: one transfer per transaction. */
  readonly originTxHash: `0x${string}`;
  readonly originChainId: number;
  readonly destinationChainId: number;
  readonly sender: `0x${string}`;
  readonly recipient: `0x${string}`;
  readonly symbol: string;
  readonly decimals: number;
  /** Base units, as a decimal string (JSON has no bigint). */
  readonly amount: string;
  /** NFT transfers: the tokens moved, with what the gallery showed of them; `amount` is their count. */
  readonly nfts?: readonly SavedNft[];
  readonly method: 'hyperlane' | 'zk';
  /** Known once the origin receipt is in. */
  readonly messageId?: `0x${string}`;
  readonly destinationTxHash?: `0x${string}`;
  readonly status: TransferStatus;
  readonly error?: string;
  readonly sentAt: number;
  readonly deliveredAt?: number;
}

export interface SavedNft {
  readonly tokenId: string;
  readonly name: string;
  readonly image?: string;
}

/** What a transfer moved, for a toast or a row: the NFTs' names, or the token's symbol. */
export function transferLabel(transfer: Pick<SavedTransfer, 'symbol' | 'nfts'>): string {
  return transfer.nfts?.length ? transfer.nfts.map((n) => n.name).join(', ') : transfer.symbol;
}

export function upsertTransfer(list: readonly SavedTransfer[], next: SavedTransfer): SavedTransfer[] {
  const rest = list.filter((t) => t.originTxHash !== next.originTxHash);
  return [next, ...rest].sort((a, b) => b.sentAt - a.sentAt);
}

const STATUS_ORDER: Readonly<Record<TransferStatus, number>> = { sent: 0, pending: 1, delivered: 2, failed: 2 };

/**
 * `change` applied to one transfer. A status never moves backwards: the tracker may see a delivery
 * before the sender has finished with the receipt, and that late 'pending' must not undo it.
 */
export function updateTransfer(
  list: readonly SavedTransfer[],
  originTxHash: string,
  change: Partial<SavedTransfer>,
): SavedTransfer[] {
  return list.map((t) => {
    if (t.originTxHash !== originTxHash) return t;
    const backwards = change.status !== undefined && STATUS_ORDER[change.status] < STATUS_ORDER[t.status];
    return { ...t, ...change, status: backwards ? t.status : (change.status ?? t.status) };
  });
}

export function parseSavedTransfers(text: string | null): SavedTransfer[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter(
          (t): t is SavedTransfer => typeof t === 'object' && t !== null && typeof t.originTxHash === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Transfers still to watch: sent or pending. */
export function unfinished(list: readonly SavedTransfer[]): SavedTransfer[] {
  return list.filter((t) => t.status === 'sent' || t.status === 'pending');
}
