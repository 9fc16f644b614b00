/**
 * The pace at which a transfer in flight is read (docs/transfers.md, "Tracking"; docs/rpc.md, "Budget"): plain
 * arithmetic of its status and age, apart from the hooks that schedule the rounds.
 */
import type { SavedTransfer } from '../../bridge/saved-transfers';

/**
 * How often delivery is read for a transfer just sent: a fixed second, not the chains' block time, which on
 * automining devnet chains says nothing of how soon a relayer delivers (docs/transfers.md, "Tracking").
 */
export const TRACK_INTERVAL_MS = 1000;
/**
 * Later, a tenth of the time since it was sent, up to 15 s: most public RPCs have no WebSocket, and a
 * Hyperlane transfer's minutes read every second would spend their rate limits (docs/rpc.md, "Budget").
 */
const PACE_SHARE = 10;
const PACED_MAX_MS = 15_000;
/** Slow reads, as the ZK Stack's own portal reads withdrawals (docs/transfers.md, "zk transfers"). */
const SLOW_INTERVAL_MS = 30_000;
/** A withdrawal is read every second only in the last minute before it should become claimable. */
const READY_SOON_MS = 60_000;

/**
 * How often a transfer in flight is read: every second at first, then a tenth of the time since it was sent
 * (up to 15 s; a WebSocket, where a chain has one, still starts a round at once on a delivery); slowly
 * (every 30 s) while it waits for its owner's claim, or while it should not be claimable for more than a
 * minute yet (a zk withdrawal's 24 hours are not read every second), and every second in that last minute.
 */
export function trackInterval(
  transfer: Pick<SavedTransfer, 'status' | 'readyAt'> & Partial<Pick<SavedTransfer, 'sentAt'>>,
  now: number,
): number {
  if (transfer.status === 'claimable') return SLOW_INTERVAL_MS;
  if (transfer.readyAt !== undefined) {
    return transfer.readyAt - now > READY_SOON_MS ? SLOW_INTERVAL_MS : TRACK_INTERVAL_MS;
  }
  const sinceSent = transfer.sentAt === undefined ? 0 : now - transfer.sentAt;
  return Math.min(PACED_MAX_MS, Math.max(TRACK_INTERVAL_MS, sinceSent / PACE_SHARE));
}
/** What a transfer's tracking query has done so far, as the clock that starts its rounds sees it. */
export interface RoundState {
  /** When its last round started, if one has. */
  readonly startedAt: number | undefined;
  readonly running: boolean;
  readonly delivered: boolean;
}

/**
 * Whether the clock's tick at `now` starts the transfer's next round: none while one runs or once
 * delivered, else once `trackInterval` has passed since the last one started (half a tick early, so
 * a round that started a little after a tick is not put off by a whole one).
 */
export function roundDue(transfer: Parameters<typeof trackInterval>[0], round: RoundState, now: number): boolean {
  if (round.running || round.delivered) return false;
  if (round.startedAt === undefined) return true;
  return now - round.startedAt >= trackInterval(transfer, now) - TRACK_INTERVAL_MS / 2;
}
