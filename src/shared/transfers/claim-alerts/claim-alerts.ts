/**
 * What the claim-ready alerts decide (docs/transfers.md, "Claim-ready alerts"): which withdrawals of an
 * account wait for its claim, which ones just became ready, whether one was announced already (in this tab
 * or another), and whether a browser notification is raised.
 */
import { type SavedTransfer, type TransferId, transfersOfAccount } from '../../../bridge/saved-transfers';

/** How many announced withdrawals are remembered: far more than a browser holds at once. */
export const MAX_ANNOUNCED = 200;

/** A withdrawal of `account` (sent by it, or to it: the history's rows) that waits for a claim. */
export function readyToClaim(transfers: readonly SavedTransfer[], account: string | undefined): SavedTransfer[] {
  return account ? transfersOfAccount(transfers, account).filter((transfer) => transfer.status === 'claimable') : [];
}

/**
 * A withdrawal whose batch L1 executed this long before the app opened was ready already: the banner says
 * so, not a toast. Within it, the user may have closed the tab a moment before, and it is still news.
 */
export const STALE_READY_MS = 10 * 60 * 1000;

/**
 * The withdrawals `after` has claimable that `before` still had waiting (sent or pending): those that became
 * ready between two looks at the store. None on the first look (`before` unknown), nor one whose batch L1
 * executed well before the app opened (`openedAt`; a withdrawal found from the chain, say): what was ready
 * already when the app opened is the banner's, not a toast's.
 */
export function newlyReady(
  before: readonly SavedTransfer[] | undefined,
  after: readonly SavedTransfer[],
  openedAt: number,
): SavedTransfer[] {
  if (!before) return [];
  const waiting = new Set(before.filter((t) => t.status === 'sent' || t.status === 'pending').map((t) => t.id));
  return after.filter(
    (t) =>
      t.status === 'claimable' &&
      waiting.has(t.id) &&
      (t.batchExecutedAt === undefined || t.batchExecutedAt >= openedAt - STALE_READY_MS),
  );
}

/** The announced withdrawals' ids as stored (their origin hashes, as versions before 4 keyed them); anything else reads as none. */
function parseAnnounced(text: string | null): string[] {
  try {
    const list: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The withdrawal `id` announced against the stored list `text`: whether this is its first announcement (every
 * tab asks the same list, so only one of them toasts), and the list to store, the newest `MAX_ANNOUNCED`.
 */
export function announce(text: string | null, id: TransferId): { first: boolean; next: string } {
  const list = parseAnnounced(text);
  if (list.includes(id)) return { first: false, next: JSON.stringify(list) };
  return { first: true, next: JSON.stringify([...list, id].slice(-MAX_ANNOUNCED)) };
}

/**
 * Whether a withdrawal that became ready raises a browser notification: only when the user asked for it
 * when sending a withdrawal (`optedIn`) and the browser grants it. Never asked for here: only that click asks.
 */
export function notifies(optedIn: boolean, permission: NotificationPermission | undefined): boolean {
  return optedIn && permission === 'granted';
}
