/**
 * The confirmation of a sent transfer from its origin transaction, in one place (docs/transfers.md, "A hash
 * is a transfer"): the executor waits for it right after the send; the tracker looks once per round for a
 * transfer whose send's wait is gone (a reload) or ran out. Either way the chain is read the same, a
 * replacement followed the same, and the same changes written: the nonce once the chain has the transaction
 * pending, then the outcome (`originUpdate`).
 */
import type { Hex, TransactionReceipt } from 'viem';
import type { ChainClient } from '../api/chain-clients';
import {
  findOriginTransaction,
  type MinedTransaction,
  originUpdate,
  ReceiptTimeoutError,
  waitForReceipt,
} from './receipt';
import type { SavedTransfer, TransferId } from './saved-transfers';

/** Where transfers are saved and changed: the app's transfer store. */
export interface TransferRecords {
  all(): readonly SavedTransfer[];
  save(transfer: SavedTransfer): void;
  update(id: TransferId, change: Partial<Omit<SavedTransfer, 'id'>>): void;
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
  const current = confirming.records.all().find((saved) => saved.id === transfer.id) ?? transfer;
  const known = current.nonce === undefined ? undefined : { sender: current.sender, nonce: current.nonce };
  try {
    const mined = await waitForReceipt(confirming.client, transfer.originTxHash, {
      pending: ({ nonce }) => recordNonce(confirming, current, nonce),
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
