import { type QueryClient, queryOptions, skipToken, useQueries, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TransactionReceiptNotFoundError } from 'viem';
import { publicClient } from '../../api/chain-clients';
import type { IndexerClient } from '../../api/indexer';
import { depositsQuery, INDEXER_INTERVAL_MS } from '../../api/indexer-queries';
import { queryKeys } from '../../api/query-keys';
import { useAppServices } from '../../api/services';
import { methodOf } from '../../bridge';
import { findOriginTransaction, minedOutcome } from '../../bridge/receipt';
import {
  replacementTaken,
  type SavedTransfer,
  type TransferId,
  transferId,
  transferLabel,
  unfinished,
} from '../../bridge/saved-transfers';
import { fireConfetti } from '../../components/confetti';
import { chainOf, type NetworkConfig } from '../../config';
import { startClock } from '../../lib/worker-clock';
import { invalidateAfterTransfer } from './after-transfer';
import { heardBy, heardChains } from './delivery-events';
import { deliveryTxUpdates, lackingDeliveryTx } from './delivery-transactions';
import { transferStore, useTransfers } from './transfer-store';

/**
 * How often delivery is read for a transfer just sent: a fixed second, not the chains' block time, which on
 * automining devnet chains says nothing of how soon a relayer delivers (docs/transfers.md, "Tracking").
 */
const TRACK_INTERVAL_MS = 1000;
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
 * A round that has not ended by then is left to finish on its own and the next one starts: TanStack does
 * not start an interval's round while one is in flight, so a single stuck read would end the tracking.
 */
const ROUND_LIMIT_MS = 15_000;

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

/** Held by the one tab that tracks and toasts, for as long as it is open; the next tab waiting takes over. */
const TRACKER_LOCK = 'treasure-bridge.tracker';

interface Tracking {
  readonly network: NetworkConfig;
  readonly indexer: IndexerClient;
  readonly queryClient: QueryClient;
  readonly t: TFunction;
}

type TrackState = 'tracking' | 'delivered';

/** A delivery heard from the destination Mailbox's `ProcessId` event, with the transaction it came in. */
interface HeardDelivery {
  readonly messageId: `0x${string}`;
  readonly transactionHash: `0x${string}` | undefined;
}

/**
 * One round for a transfer: without a message id, the origin receipt gives it (following a replacement),
 * as the method reads it; with one, the method looks past the origin, and for a delivery the indexer's
 * deposits (the query the history shows) lend the destination transaction and time when they have it.
 */
async function trackOnce(id: TransferId, tracking: Tracking, heard?: HeardDelivery): Promise<TrackState> {
  const { network, queryClient } = tracking;
  // The store, not the render that started this round, has the transfer as it is now.
  const transfer = transferStore.all().find((saved) => transferId(saved) === id);
  if (!transfer || transfer.status === 'delivered') return 'delivered';
  const origin = chainOf(network, transfer.originChainId);
  const method = methodOf(transfer.method);
  if (!origin) return 'tracking';
  if (!transfer.messageId) {
    const found = await findOriginTransaction(publicClient(origin), transfer);
    if (found.pending && transfer.nonce === undefined) {
      transferStore.update(id, { nonce: found.pending.nonce });
    }
    if (!found.mined) return 'tracking';
    const outcome = minedOutcome(transfer.originTxHash, found.mined, (receipt) =>
      method.messageId(network, transfer, receipt),
    );
    // A replacement that is already a transfer of its own (the wallet reused the nonce for another send)
    // is not this one's: this one was cancelled.
    const taken =
      outcome.originTxHash !== undefined && replacementTaken(transferStore.all(), transfer, outcome.originTxHash);
    transferStore.update(id, taken ? { status: 'failed', errorCode: 'transaction-replaced' } : outcome);
    // Mined with its message id under the same hash: delivery is read in this round, not a round later,
    // as a message the relayer was quick with may already be delivered.
    if (taken || !outcome.messageId || outcome.originTxHash !== undefined) return 'tracking';
    return trackOnce(id, tracking);
  }
  const messageId = transfer.messageId;
  // The destination Mailbox's own ProcessId for this message says what `delivered` would: not read again,
  // and its log names the delivery transaction before the indexer does.
  const update =
    heard && heard.messageId.toLowerCase() === messageId.toLowerCase()
      ? ({
          status: 'delivered',
          deliveredAt: Date.now(),
          ...(heard.transactionHash ? { destinationTxHash: heard.transactionHash } : {}),
        } as const)
      : await method.track(network, transfer);
  if (!update) return 'tracking';
  // A round started by a delivery event may have overlapped one started by the interval: one toast only.
  const now = transferStore.all().find((saved) => transferId(saved) === id);
  if (!now || now.status === 'delivered') return 'delivered';
  if (update.status !== 'delivered') {
    transferStore.update(id, update);
    return 'tracking';
  }
  const fromIndexer = queryClient
    .getQueryData(depositsQuery(tracking.indexer, network, transfer.sender).queryKey)
    ?.find((row) => row.msgId === messageId.toLowerCase());
  transferStore.update(id, {
    ...update,
    ...(fromIndexer?.isDelivered && fromIndexer.deliveryOccurredAt
      ? { deliveredAt: fromIndexer.deliveryOccurredAt.getTime() }
      : {}),
    ...(fromIndexer?.destinationTxHash ? { destinationTxHash: fromIndexer.destinationTxHash } : {}),
  });
  toast.success(tracking.t('bridge.delivered', { symbol: transferLabel(transfer) }));
  fireConfetti();
  void invalidateAfterTransfer(queryClient);
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
function trackQuery(transfer: SavedTransfer, tracking: Tracking | undefined) {
  return queryOptions({
    queryKey: queryKeys.track(transferId(transfer)),
    queryFn: tracking
      ? () =>
          withinRoundLimit(trackOnce(transferId(transfer), tracking)).catch((error: unknown): TrackState => {
            console.warn('transfer tracking', error);
            return 'tracking';
          })
      : skipToken,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Starts the watched transfers' rounds from a worker's clock (`startClock`) while this tab holds the lock:
 * the tab may be in the background, and it still tracks for every tab, at the pace it would in front.
 */
function useTrackingClock(locked: boolean, watching: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!locked || !watching) return;
    const started = new Map<TransferId, number>();
    return startClock(TRACK_INTERVAL_MS, () => {
      const now = Date.now();
      for (const transfer of unfinished(transferStore.all())) {
        const id = transferId(transfer);
        const queryKey = queryKeys.track(id);
        const state = queryClient.getQueryState<TrackState>(queryKey);
        if (!state) continue;
        const round = {
          startedAt: started.get(id) ?? (state.dataUpdatedAt || undefined),
          running: state.fetchStatus === 'fetching',
          delivered: state.data === 'delivered',
        };
        if (round.delivered) started.delete(id);
        if (!roundDue(transfer, round, now)) continue;
        started.set(id, now);
        void queryClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false });
      }
    });
  }, [locked, watching, queryClient]);
}

/**
 * Now and then a pending transfer's origin receipt is read again: a reorganisation may have taken its
 * block away, and then the chain must be asked again where the transaction went.
 */
function reorgQuery(transfer: SavedTransfer, network: NetworkConfig, tracking: boolean) {
  const origin = chainOf(network, transfer.originChainId);
  return queryOptions({
    queryKey: queryKeys.trackReceipt(transferId(transfer)),
    queryFn:
      tracking && origin
        ? async () => {
            const gone = await publicClient(origin)
              .getTransactionReceipt({ hash: transfer.originTxHash })
              .then(() => false)
              .catch((error: unknown) => error instanceof TransactionReceiptNotFoundError);
            if (gone) transferStore.reopen(transferId(transfer));
            return gone;
          }
        : skipToken,
    refetchInterval: INDEXER_INTERVAL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}

/** Whether this tab holds the tracker's Web Lock; every tab does without Web Locks. */
function useTrackerLock(): boolean {
  const [held, setHeld] = useState(() => !navigator.locks);
  useEffect(() => {
    if (!navigator.locks) return;
    const waiting = new AbortController();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The lock is held until this effect is cleaned up or the tab closes.
    navigator.locks
      .request(TRACKER_LOCK, { signal: waiting.signal }, () => {
        setHeld(true);
        return released;
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('transfer tracking', error);
      });
    return () => {
      waiting.abort();
      release();
      setHeld(false);
    };
  }, []);
  return held;
}

/**
 * While transfers are on their way to chains with a WebSocket RPC, the tab holding the lock listens to
 * their Mailboxes' `ProcessId` (docs/transfers.md, "Tracking"): the transfer whose message was processed
 * is delivered at once, with no read, and one whose message id is not known yet has its round started,
 * rather than at their next poll. The socket code loads once the network has such a chain, so it is
 * ready before the first transfer is sent.
 */
function useDeliveryEvents(network: NetworkConfig, watched: readonly SavedTransfer[], tracking?: Tracking): void {
  const queryClient = useQueryClient();
  const locked = tracking !== undefined;
  const latest = useRef(tracking);
  latest.current = tracking;
  const listening = network.chains.some((chain) => chain.wsUrl && chain.mailbox);
  useEffect(() => {
    if (listening) void import('../../api/chain-sockets').catch(() => {});
  }, [listening]);
  const heard = locked ? heardChains(network, watched) : [];
  const chainIds = heard.map((chain) => chain.chainId).join(',');
  useEffect(() => {
    if (!chainIds) return;
    const chains = chainIds.split(',').flatMap((id) => chainOf(network, Number(id)) ?? []);
    const read = (chainId: number, delivery?: HeardDelivery) => {
      // The rounds start in one tick, so their reads leave in one JSON-RPC batch per chain.
      for (const id of heardBy(transferStore.all(), chainId, delivery?.messageId)) {
        const known = transferStore.all().find((saved) => transferId(saved) === id)?.messageId;
        const current = latest.current;
        if (delivery && known && current)
          void trackOnce(id, current, delivery)
            .then((state) => queryClient.setQueryData(queryKeys.track(id), state))
            .catch((error: unknown) => console.warn('transfer tracking', error));
        else void queryClient.refetchQueries({ queryKey: queryKeys.track(id), exact: true });
      }
    };
    let stops: (() => void)[] = [];
    let ended = false;
    import('../../api/chain-sockets')
      .then(({ watchProcessed }) => {
        if (ended) return;
        stops = chains.map((chain) =>
          watchProcessed(chain, {
            onLive: () => read(chain.chainId),
            onProcessed: (messageId, transactionHash) => read(chain.chainId, { messageId, transactionHash }),
          }),
        );
      })
      .catch((error: unknown) => console.warn('delivery events', error));
    return () => {
      ended = true;
      for (const stop of stops) stop();
    };
  }, [chainIds, network, queryClient]);
}

/**
 * Saves the delivery transaction of a transfer delivered without one (the poll, not the Mailbox's event,
 * saw it first) once the indexer lists it: its senders' deposits are read every 10 s until then, for an
 * hour at most.
 */
function useDeliveryTransactions(transfers: readonly SavedTransfer[], indexer: IndexerClient, network: NetworkConfig) {
  const lacking = lackingDeliveryTx(transfers, Date.now());
  const senders = [...new Set(lacking.map((transfer) => transfer.sender.toLowerCase() as `0x${string}`))];
  const indexed = useQueries({
    queries: senders.map((sender) => ({
      ...depositsQuery(indexer, network, sender),
      refetchIntervalInBackground: true,
    })),
    combine: (results) => results.flatMap((result) => result.data ?? []),
  });
  const updates = deliveryTxUpdates(lacking, indexed);
  const key = updates.map((update) => `${update.id}:${update.destinationTxHash}`).join();
  useEffect(() => {
    if (!key) return;
    for (const update of deliveryTxUpdates(lackingDeliveryTx(transferStore.all(), Date.now()), indexed))
      transferStore.update(update.id, { destinationTxHash: update.destinationTxHash });
  }, [key, indexed]);
}

/**
 * Watches every unfinished transfer until it is delivered (docs/transfers.md, "Tracking"): one query per
 * transfer reads delivery every second (its rounds started by a worker's clock) and stops once delivered; pending ones have their origin receipt
 * read again every 10 s; the senders' deposits (the history's query) come from the indexer every 10 s.
 * Only the tab holding the tracker's Web Lock runs these queries, so one tab toasts each delivery; the
 * others see it through the store.
 */
export function useTransferTracker(): void {
  const { network, indexer } = useAppServices();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const locked = useTrackerLock();
  const transfers = useTransfers();
  const watched = unfinished(transfers);
  const tracking = locked ? { network, indexer, queryClient, t } : undefined;
  const senders = [...new Set(watched.map((transfer) => transfer.sender.toLowerCase() as `0x${string}`))];
  useDeliveryEvents(network, watched, tracking);
  useTrackingClock(locked, watched.length > 0);
  useDeliveryTransactions(locked ? transfers : [], indexer, network);
  useQueries({
    queries: [
      ...watched.map((transfer) => trackQuery(transfer, tracking)),
      ...watched
        .filter((transfer) => transfer.status === 'pending' && transfer.messageId)
        .map((transfer) => reorgQuery(transfer, network, locked)),
      ...(locked
        ? senders.map((sender) => ({ ...depositsQuery(indexer, network, sender), refetchIntervalInBackground: true }))
        : []),
    ],
  });
}
