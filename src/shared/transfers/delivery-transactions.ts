/**
 * A delivered transfer's delivery transaction, when the moment of delivery did not name it (docs/transfers.md,
 * "Tracking"): the indexer lists it a little later, and the saved transfer takes it from there, so its
 * stepper and history link to it.
 */
import type { BridgeDepositMessage } from '../../api/indexer';
import type { SavedTransfer, TransferId } from '../../bridge/saved-transfers';

/** How long after delivery the indexer is asked for a delivery transaction it has not listed yet. */
export const DELIVERY_TX_WAIT_MS = 60 * 60_000;

type Delivered = Pick<SavedTransfer, 'id' | 'status' | 'messageId' | 'destinationTxHash' | 'deliveredAt'>;

/** Delivered within the last hour, with a message id, and no delivery transaction saved yet. */
export function lackingDeliveryTx<T extends Delivered>(transfers: readonly T[], now: number): T[] {
  return transfers.filter(
    (t) =>
      t.status === 'delivered' &&
      t.messageId !== undefined &&
      t.destinationTxHash === undefined &&
      t.deliveredAt !== undefined &&
      now - t.deliveredAt < DELIVERY_TX_WAIT_MS,
  );
}

/** The delivery transactions the indexer's rows give `transfers`, by their message ids. */
export function deliveryTxUpdates(
  transfers: readonly Delivered[],
  indexed: readonly Pick<BridgeDepositMessage, 'msgId' | 'destinationTxHash'>[],
): { readonly id: TransferId; readonly destinationTxHash: `0x${string}` }[] {
  return transfers.flatMap((transfer) => {
    const id = transfer.messageId?.toLowerCase();
    const row = indexed.find((d) => d.msgId.toLowerCase() === id && d.destinationTxHash);
    return row?.destinationTxHash ? [{ id: transfer.id, destinationTxHash: row.destinationTxHash }] : [];
  });
}
