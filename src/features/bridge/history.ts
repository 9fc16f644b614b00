/**
 * The history shown: this browser's saved transfers, and the connected address's deposits the indexer
 * knows of (sent from anywhere), merged by message id; the saved entry wins, it knows the amount.
 */
import type { BridgeDepositMessage } from '../../api/indexer';
import type { SavedNft, SavedTransfer } from '../../bridge/saved-transfers';

export interface HistoryEntry {
  readonly key: string;
  readonly originChainId: number;
  readonly destinationChainId: number;
  readonly originTxHash: `0x${string}`;
  readonly destinationTxHash?: `0x${string}`;
  readonly status: SavedTransfer['status'];
  readonly sentAt: number;
  /** Milliseconds from dispatch to delivery, when the indexer knows it. */
  readonly latencyMs?: number;
  /** Known for transfers sent from this browser only. */
  readonly amount?: { readonly value: bigint; readonly decimals: number; readonly symbol: string };
  /** The NFTs moved, for NFT transfers sent from this browser. */
  readonly nfts?: readonly SavedNft[];
  /** Who sent it: saved with the transfer, or the origin transaction's sender the indexer knows. */
  readonly sender?: `0x${string}`;
  /** Who receives on the destination chain: saved with the transfer, or read from its origin transaction. */
  readonly recipient?: `0x${string}`;
  /** The message of an entry only the indexer knows: which of its transaction's sends it is. */
  readonly messageId?: `0x${string}`;
  /** The saved transfer behind the entry, when this browser has one: what a claim acts on. */
  readonly transfer?: SavedTransfer;
}

/** Where a transfer is, as the history words it (docs/transfers.md, "Claims"). */
export type TransferStage =
  | 'sent'
  | 'pending'
  | 'waiting-for-batch'
  | 'ready-to-claim'
  | 'claimed'
  | 'delivered'
  | 'failed'
  | 'deposit-failed'
  | 'refunded';

/**
 * The stage of a transfer: one its method completes by itself goes sent, pending, delivered; one that
 * waits for the user's claim (a zk withdrawal) goes sent, waiting for the batch, ready to claim, claimed.
 * A zk ETH deposit that failed on its destination is refunded there.
 */
export function transferStage(
  transfer: Pick<SavedTransfer, 'status' | 'errorCode'>,
  needsClaim: boolean,
): TransferStage {
  switch (transfer.status) {
    case 'pending':
      return needsClaim ? 'waiting-for-batch' : 'pending';
    case 'claimable':
      return 'ready-to-claim';
    case 'delivered':
      return needsClaim ? 'claimed' : 'delivered';
    case 'failed':
      return transfer.errorCode === 'deposit-failed' ? 'deposit-failed' : 'failed';
    default:
      return transfer.status;
  }
}

/** Whole seconds until `readyAt`, at least one; nothing once it has passed. */
export function secondsLeft(readyAt: number | undefined, now: number): number | undefined {
  if (readyAt === undefined || readyAt <= now) return undefined;
  return Math.max(1, Math.ceil((readyAt - now) / 1000));
}

export function mergeHistory(
  saved: readonly SavedTransfer[],
  indexed: readonly BridgeDepositMessage[],
): HistoryEntry[] {
  const byMessage = new Map(indexed.map((d) => [d.msgId.toLowerCase(), d]));
  const savedMessages = new Set(saved.flatMap((t) => (t.messageId ? [t.messageId.toLowerCase()] : [])));
  // A saved transfer without a message id (not confirmed yet, or sent back by a reorganisation the indexer
  // has not seen) speaks for its transaction: the indexer's rows of that transaction are not shown apart,
  // but for those a saved sibling (another send of the same transaction) already knows as its own.
  for (const t of saved) {
    if (t.messageId) continue;
    for (const [id, d] of byMessage) {
      if (d.originTxHash.toLowerCase() === t.originTxHash.toLowerCase() && !savedMessages.has(id)) byMessage.delete(id);
    }
  }
  const entries: HistoryEntry[] = saved.map((t) => {
    const deposit = t.messageId ? byMessage.get(t.messageId.toLowerCase()) : undefined;
    if (deposit) byMessage.delete(deposit.msgId.toLowerCase());
    const destinationTxHash = t.destinationTxHash ?? deposit?.destinationTxHash ?? undefined;
    return {
      key: t.id,
      originChainId: t.originChainId,
      destinationChainId: t.destinationChainId,
      originTxHash: t.originTxHash,
      ...(destinationTxHash ? { destinationTxHash } : {}),
      status: deposit?.isDelivered ? 'delivered' : t.status,
      sentAt: t.sentAt,
      ...(deposit?.deliveryLatencyMs != null ? { latencyMs: deposit.deliveryLatencyMs } : {}),
      amount: { value: BigInt(t.amount), decimals: t.decimals, symbol: t.symbol },
      ...(t.nfts ? { nfts: t.nfts } : {}),
      sender: t.sender,
      recipient: t.recipient,
      transfer: t,
    };
  });
  for (const d of byMessage.values()) {
    entries.push({
      key: d.msgId,
      messageId: d.msgId,
      originChainId: d.originChainId,
      destinationChainId: d.destinationChainId,
      originTxHash: d.originTxHash,
      ...(d.destinationTxHash ? { destinationTxHash: d.destinationTxHash } : {}),
      status: d.isDelivered ? 'delivered' : 'pending',
      sentAt: d.sendOccurredAt.getTime(),
      ...(d.deliveryLatencyMs != null ? { latencyMs: d.deliveryLatencyMs } : {}),
      sender: d.originTxSender,
    });
  }
  return entries.sort((a, b) => b.sentAt - a.sentAt);
}

/** What a history entry moved, when only its origin transaction is known (sent from elsewhere). */
export type SentWhat = Pick<HistoryEntry, 'amount' | 'nfts' | 'recipient'>;
