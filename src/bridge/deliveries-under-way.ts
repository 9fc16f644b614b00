/**
 * The transfers whose delivery this tab's user is sending right now (a claim, a delivery yourself), from before
 * the wallet is asked until the send is confirmed: the tracker that hears such a delivery (its destination
 * event can arrive before the wallet returns the hash) leaves telling it to the send's own toast.
 */
import type { TransferId } from './saved-transfers';

const underWay = new Map<TransferId, number>();

/** Marks `ids` as delivered by the user's send while `run` runs. */
export async function deliveringByUser<T>(ids: readonly TransferId[], run: () => Promise<T>): Promise<T> {
  for (const id of ids) underWay.set(id, (underWay.get(id) ?? 0) + 1);
  try {
    return await run();
  } finally {
    for (const id of ids) {
      const left = (underWay.get(id) ?? 1) - 1;
      if (left > 0) underWay.set(id, left);
      else underWay.delete(id);
    }
  }
}

/** Whether the user is sending the delivery of transfer `id` in this tab now. */
export const deliveryByUserUnderWay = (id: TransferId): boolean => underWay.has(id);
