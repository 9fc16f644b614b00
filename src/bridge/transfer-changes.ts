/**
 * Every change to a saved transfer, in one place (docs/transfers.md, "One home for every change"): its save at
 * the hash the wallet returned, its confirmation from the origin transaction, what tracking learns, a
 * reorganisation, and transfers found on chain. The executor and the tracker call these; nothing else writes
 * the records (the architecture test holds it).
 *
 * The confirmation (docs/transfers.md, "A hash is a transfer"): the executor waits for it right after the send;
 * the tracker looks once per round for a transfer whose send's wait is gone (a reload) or ran out. Either way
 * the chain is read the same, a replacement followed the same, and the same changes written: the nonce once the
 * chain has the transaction pending, then the outcome (`originUpdate`).
 */
import type { Hex, TransactionReceipt } from 'viem';
import type { ChainClient } from '../api/chain-clients';
import type { TrackUpdate } from './method';
import {
  findOriginTransaction,
  type MinedTransaction,
  originUpdate,
  ReceiptTimeoutError,
  waitForReceipt,
} from './receipt';
import { type SavedTransfer, type TransferId, transferOrigin } from './saved-transfers';

/** Where transfers are saved and changed: the app's transfer store. */
export interface TransferRecords {
  all(): readonly SavedTransfer[];
  save(transfer: SavedTransfer): void;
  update(id: TransferId, change: Partial<Omit<SavedTransfer, 'id'>>): void;
  /** The pending transfer `id` back to sent: its origin block was reorganised away. */
  reopen(id: TransferId): void;
}

const current = (records: TransferRecords, id: TransferId) => records.all().find((saved) => saved.id === id);

/** A send the wallet returned a hash for: saved before anything else is asked (docs/transfers.md). */
export function recordSent(records: TransferRecords, saved: SavedTransfer): void {
  records.save(saved);
}

/** A claim's transaction, on the transfer as the records have it now, not as it was when the claim was planned. */
export function recordClaimSent(records: TransferRecords, id: TransferId, hash: `0x${string}`): void {
  records.update(id, { destinationTxHash: hash });
}

/**
 * A claim whose transaction reverted: the transfer's destination transaction back to what it was before it was
 * sent (none, for a delivery yourself the relayer beat), so the history never links to a failed one.
 */
export function recordClaimReverted(records: TransferRecords, id: TransferId, before: `0x${string}` | undefined): void {
  records.update(id, { destinationTxHash: before });
}

/** A claim mined: the transfer delivered. A claim changes only what it did; the rest is the records'. */
export function recordClaimDone(records: TransferRecords, claimed: SavedTransfer): SavedTransfer {
  const done = { status: 'delivered', deliveredAt: Date.now(), destinationTxHash: claimed.destinationTxHash } as const;
  records.update(claimed.id, done);
  return { ...claimed, ...done };
}

/** What the indexer lends a delivery it lists: its time and transaction, better than the tracker's own. */
export interface IndexedDelivery {
  readonly deliveredAt?: number;
  readonly destinationTxHash?: `0x${string}`;
}

/**
 * What a tracking round learnt of transfer `id`, written unless the transfer is delivered already (two rounds
 * may overlap), and where that leaves it: `delivered-now` when this write delivered it, so the round that did
 * tells the user, once.
 */
export function recordTracked(
  records: TransferRecords,
  id: TransferId,
  update: TrackUpdate,
  indexed: IndexedDelivery = {},
): 'tracking' | 'delivered' | 'delivered-now' {
  const now = current(records, id);
  if (!now || now.status === 'delivered') return 'delivered';
  if (update.status !== 'delivered') {
    records.update(id, update);
    return 'tracking';
  }
  records.update(id, {
    ...update,
    ...(indexed.deliveredAt === undefined ? {} : { deliveredAt: indexed.deliveredAt }),
    ...(indexed.destinationTxHash ? { destinationTxHash: indexed.destinationTxHash } : {}),
  });
  return 'delivered-now';
}

/** The delivery transaction of a transfer delivered without one, once the indexer lists it. */
export function recordDeliveryTx(records: TransferRecords, id: TransferId, destinationTxHash: `0x${string}`): void {
  records.update(id, { destinationTxHash });
}

/** The origin block of pending transfer `id` was reorganised away: sent again, its confirmation read anew. */
export function recordReorg(records: TransferRecords, id: TransferId): void {
  records.reopen(id);
}

/**
 * Saves the transfers found on chain that the records do not hold; a saved transfer is never replaced by a
 * found one, known by its id or by the transaction it was mined in (a replacement the wallet made keeps the
 * first id). Returns those saved.
 */
export function recordFound(records: TransferRecords, found: readonly SavedTransfer[]): SavedTransfer[] {
  const saved = records.all();
  const known = new Set([...saved.map((transfer) => transfer.id), ...saved.map(transferOrigin)]);
  const added = found.filter((transfer) => !known.has(transfer.id) && !known.has(transferOrigin(transfer)));
  for (const transfer of added) records.save(transfer);
  return added;
}

/** What a transfer's confirmation needs: its origin chain's client, the records, and its method's reading. */
export interface Confirming {
  readonly client: ChainClient;
  readonly records: TransferRecords;
  /** The message id the transfer's method reads in its origin receipt. */
  readonly messageIdOf: (receipt: TransactionReceipt) => Hex | undefined;
}

/** The outcome of a mined origin transaction, written to the records, and the transfer as it now is. */
function recordMined(confirming: Confirming, transfer: SavedTransfer, mined: MinedTransaction): SavedTransfer {
  const change = originUpdate(confirming.records.all(), transfer, mined, confirming.messageIdOf);
  confirming.records.update(transfer.id, change);
  return { ...transfer, ...change };
}

/** The nonce of `transfer`'s pending transaction, written once: it finds a replacement after a reload. */
function recordNonce(confirming: Confirming, transfer: SavedTransfer, nonce: number): void {
  if (transfer.nonce === undefined) confirming.records.update(transfer.id, { nonce });
}

/**
 * Waits for `transfer`'s origin transaction (the send's own wait, `waitForReceipt`) and records what it made of
 * the transfer. Unchanged, so still tracked, when the wait ran out.
 */
export async function confirmWaiting(confirming: Confirming, transfer: SavedTransfer): Promise<SavedTransfer> {
  // The nonce the tracker may have read meanwhile (a plan's first send waits while the wallet signs the next).
  const now = current(confirming.records, transfer.id) ?? transfer;
  const known = now.nonce === undefined ? undefined : { sender: now.sender, nonce: now.nonce };
  try {
    const mined = await waitForReceipt(confirming.client, transfer.originTxHash, {
      pending: ({ nonce }) => recordNonce(confirming, now, nonce),
      known,
    });
    return recordMined(confirming, transfer, mined);
  } catch (error) {
    if (error instanceof ReceiptTimeoutError) return transfer;
    throw error;
  }
}

/** Looks once at `transfer`'s origin transaction (a tracking round) and records what it made of the transfer. */
export async function confirmOnce(confirming: Confirming, transfer: SavedTransfer): Promise<SavedTransfer> {
  const found = await findOriginTransaction(confirming.client, transfer);
  if (found.pending) recordNonce(confirming, transfer, found.pending.nonce);
  return found.mined ? recordMined(confirming, transfer, found.mined) : transfer;
}
