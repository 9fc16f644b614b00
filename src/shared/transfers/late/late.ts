/**
 * When a transfer is late, and the query that asks its method why (docs/transfers.md, "Late transfers"): a
 * transfer on its way (sent or pending) with a message id, past the estimated time its method gives, is
 * diagnosed every 15 s until it arrives; nothing is read for any other.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { methodOf } from '../../../bridge';
import type { SavedTransfer } from '../../../bridge/saved-transfers';
import type { NetworkConfig } from '../../../config';

/** How often a late transfer's chains are read again: often enough to follow it, modest on public RPCs. */
const LATE_DIAGNOSIS_INTERVAL_MS = 15_000;

type Watched = Pick<SavedTransfer, 'method' | 'status' | 'sentAt' | 'messageId'>;

/**
 * The moment (ms) `transfer` is late if it has not arrived, or nothing: a method that cannot tell why, a
 * transfer no longer on its way, or one whose message is not known yet.
 */
export function lateAt(network: NetworkConfig, transfer: Watched): number | undefined {
  const late = methodOf(transfer.method).late;
  if (!late || !transfer.messageId) return undefined;
  if (transfer.status !== 'sent' && transfer.status !== 'pending') return undefined;
  return transfer.sentAt + late.afterSeconds(network) * 1000;
}

/** Why `transfer` is late, read by its method; idle while it is not. */
export function lateDiagnosisQuery(network: NetworkConfig, transfer: SavedTransfer, late: boolean) {
  const diagnose = methodOf(transfer.method).late?.diagnose;
  return queryOptions({
    queryKey: queryKeys.lateDiagnosis(transfer.id),
    queryFn: late && diagnose ? () => diagnose(network, transfer) : skipToken,
    refetchInterval: LATE_DIAGNOSIS_INTERVAL_MS,
    // Each failed read is already "could not check"; the next round is the retry.
    retry: false,
  });
}
