/**
 * One tracking round of a transfer and the query that runs it (docs/transfers.md, "Tracking"): what the chains
 * and the indexer say of it now, written to the store. The hooks in `useTransferTracker.ts` start the rounds.
 */
import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import { publicClient } from '../../api/chain-clients';
import type { IndexerClient } from '../../api/indexer';
import { depositsQuery } from '../../api/indexer-queries';
import { queryKeys } from '../../api/query-keys';
import { methodOf } from '../../bridge';
import { deliveryByUserUnderWay } from '../../bridge/deliveries-under-way';
import { receiptAwaited } from '../../bridge/receipt';
import { type SavedTransfer, type TransferId, transferLabel } from '../../bridge/saved-transfers';
import { confirmOnce, recordTracked } from '../../bridge/transfer-changes';
import { fireConfetti } from '../../components/confetti';
import { chainOf, type NetworkConfig } from '../../config';
import { TRACK_INTERVAL_MS } from './track-pace';
import { transferStore } from './transfer-store';

export interface Tracking {
  readonly network: NetworkConfig;
  readonly indexer: IndexerClient;
  readonly queryClient: QueryClient;
  readonly t: TFunction;
}

export type TrackState = 'tracking' | 'delivered';

/** A delivery heard from the destination Mailbox's `ProcessId` event, with the transaction it came in. */
export interface HeardDelivery {
  readonly messageId: `0x${string}`;
  readonly transactionHash: `0x${string}` | undefined;
}

/** Deliveries heard for messages no transfer knew yet, by destination chain and message id, the latest 100. */
const heardEarly = new Map<string, HeardDelivery>();
const HEARD_EARLY_KEPT = 100;
const heardKey = (chainId: number, messageId: string) => `${chainId}:${messageId.toLowerCase()}`;

/**
 * Keeps a delivery heard before its transfer's message id was known (its origin receipt was still being
 * confirmed): the round that learns the id takes the delivery from here rather than reading it.
 */
export function rememberHeard(chainId: number, delivery: HeardDelivery): void {
  heardEarly.set(heardKey(chainId, delivery.messageId), delivery);
  for (const key of heardEarly.keys()) {
    if (heardEarly.size <= HEARD_EARLY_KEPT) break;
    heardEarly.delete(key);
  }
}

/**
 * A round that has not ended by then is left to finish on its own and the next one starts: TanStack does
 * not start an interval's round while one is in flight, so a single stuck read would end the tracking.
 */
const ROUND_LIMIT_MS = 15_000;

/**
 * A transfer's chains are read for it about a second apart at least, whatever started its rounds (docs/rpc.md,
 * "Budget"); a tenth of a second less, so the clock's tick that comes a little early is not put off a whole one.
 */
const READ_GAP_MS = TRACK_INTERVAL_MS - 100;
const lastReads = new Map<TransferId, number>();

/** Whether a round may read the chains for `id` now; if so, the read is counted from now. */
function readDue(id: TransferId): boolean {
  const now = Date.now();
  const last = lastReads.get(id);
  if (last !== undefined && now - last < READ_GAP_MS) return false;
  lastReads.set(id, now);
  return true;
}

/**
 * One round for a transfer: without a message id, the origin receipt gives it (following a replacement),
 * as the method reads it; with one, the method looks past the origin, and for a delivery the indexer's
 * deposits (the query the history shows) lend the destination transaction and time when they have it.
 */
export async function trackOnce(
  id: TransferId,
  tracking: Tracking,
  heard?: HeardDelivery,
  continued = false,
): Promise<TrackState> {
  const { network, queryClient } = tracking;
  // The store, not the render that started this round, has the transfer as it is now.
  const transfer = transferStore.all().find((saved) => saved.id === id);
  if (!transfer || transfer.status === 'delivered') {
    lastReads.delete(id);
    return 'delivered';
  }
  const origin = chainOf(network, transfer.originChainId);
  const method = methodOf(transfer.method);
  if (!origin) return 'tracking';
  if (!transfer.messageId) {
    // The send's own wait in this tab reads it (and confirms it) already.
    if (receiptAwaited(transfer.originTxHash) || (!continued && !readDue(id))) return 'tracking';
    const confirmed = await confirmOnce(
      {
        client: publicClient(origin),
        records: transferStore,
        messageIdOf: (receipt) => method.messageId(network, transfer, receipt),
      },
      transfer,
    );
    if (confirmed.status === 'failed') lastReads.delete(id);
    // Mined with its message id (under its hash or a replacement's, the id stays): delivery is read in this
    // round, not a round later, as a message the relayer was quick with may already be delivered.
    if (confirmed.status !== 'pending' || !confirmed.messageId) return 'tracking';
    return trackOnce(id, tracking, undefined, true);
  }
  const messageId = transfer.messageId;
  // The destination Mailbox's own ProcessId for this message says what `delivered` would: not read again,
  // and its log names the delivery transaction before the indexer does.
  const delivery =
    heard && heard.messageId.toLowerCase() === messageId.toLowerCase()
      ? heard
      : heardEarly.get(heardKey(transfer.destinationChainId, messageId));
  if (!delivery && !continued && !readDue(id)) return 'tracking';
  const update = delivery
    ? ({
        status: 'delivered',
        deliveredAt: Date.now(),
        ...(delivery.transactionHash ? { destinationTxHash: delivery.transactionHash } : {}),
      } as const)
    : await method.track(network, transfer);
  if (!update) return 'tracking';
  const fromIndexer = queryClient
    .getQueryData(depositsQuery(tracking.indexer, network, transfer.sender).queryKey)
    ?.find((row) => row.msgId === messageId.toLowerCase() && row.isDelivered);
  // A delivery the user sends (a claim, a delivery yourself): under way in this tab, or, from another tab, its
  // transaction saved the moment the wallet returned it, as the store has the transfer now.
  const sentByUser =
    deliveryByUserUnderWay(id) || transferStore.all().find((saved) => saved.id === id)?.destinationTxHash !== undefined;
  const state = recordTracked(transferStore, id, update, {
    ...(fromIndexer?.deliveryOccurredAt ? { deliveredAt: fromIndexer.deliveryOccurredAt.getTime() } : {}),
    ...(fromIndexer?.destinationTxHash ? { destinationTxHash: fromIndexer.destinationTxHash } : {}),
  });
  // A transfer no longer watched is no longer paced.
  if (state !== 'tracking' || update.status === 'failed') lastReads.delete(id);
  // A round started by a delivery event may have overlapped one started by the interval: one toast only.
  if (state !== 'delivered-now') return state;
  // That send's own toast tells it; otherwise only a finished transfer carries a destination transaction.
  if (!sentByUser) toast.success(tracking.t('bridge.delivered', { symbol: transferLabel(transfer) }));
  fireConfetti();
  return 'delivered';
}

function withinRoundLimit(round: Promise<TrackState>): Promise<TrackState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`tracking round still running after ${ROUND_LIMIT_MS} ms`)),
      ROUND_LIMIT_MS,
    );
  });
  return Promise.race([round, limit]).finally(() => clearTimeout(timer));
}

/**
 * Asked once when it mounts, then by the tracking clock as `trackInterval` says until the transfer is
 * delivered; a failed round is tried again at the next one.
 */
export function trackQuery(transfer: SavedTransfer, tracking: Tracking | undefined) {
  return queryOptions({
    queryKey: queryKeys.track(transfer.id),
    queryFn: tracking
      ? () =>
          withinRoundLimit(trackOnce(transfer.id, tracking)).catch((error: unknown): TrackState => {
            console.warn('transfer tracking', error);
            return 'tracking';
          })
      : skipToken,
    staleTime: 0,
    gcTime: 0,
  });
}
