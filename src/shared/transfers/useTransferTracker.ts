import { queryOptions, skipToken, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransactionReceiptNotFoundError } from 'viem';
import { publicClient } from '../../api/chain-clients';
import type { IndexerClient } from '../../api/indexer';
import { depositsQuery, INDEXER_INTERVAL_MS } from '../../api/indexer-queries';
import { queryKeys } from '../../api/query-keys';
import { useAppServices } from '../../api/services';
import { allMethods, methodOf } from '../../bridge';
import { type SavedTransfer, type TransferId, unfinished } from '../../bridge/saved-transfers';
import { recordDeliveryTx, recordReorg } from '../../bridge/transfer-changes';
import { type BridgeMethod, chainOf, type NetworkConfig } from '../../config';
import { startClock } from '../../lib/worker-clock';
import { heardBy, heardChains } from './delivery-events';
import { deliveryTxUpdates, lackingDeliveryTx } from './delivery-transactions';
import { roundDue, TRACK_INTERVAL_MS } from './track-pace';
import {
  type HeardDelivery,
  rememberHeard,
  type Tracking,
  type TrackState,
  trackOnce,
  trackQuery,
} from './track-round';
import { transferStore, useTransfers } from './transfer-store';

/** Held by the one tab that tracks and toasts, for as long as it is open; the next tab waiting takes over. */
const TRACKER_LOCK = 'treasure-bridge.tracker';

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
        const id = transfer.id;
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
 * A transfer whose message id has just become known (the send's own wait confirmed it) has its delivery read
 * at once rather than at its next round: a relayer may be that quick. A round that is still running (one that
 * confirmed it itself and reads delivery next) is not started again.
 */
function useConfirmedRounds(locked: boolean, watched: readonly SavedTransfer[]): void {
  const queryClient = useQueryClient();
  const confirmed = watched
    .filter((transfer) => transfer.messageId)
    .map((transfer) => transfer.id)
    .join(' ');
  const seen = useRef(new Set<TransferId>());
  useEffect(() => {
    if (!locked) return;
    const ids = confirmed ? confirmed.split(' ') : [];
    for (const id of ids) {
      if (seen.current.has(id)) continue;
      void queryClient.refetchQueries({ queryKey: queryKeys.track(id), exact: true }, { cancelRefetch: false });
    }
    // Only the transfers still watched are remembered: a delivered one leaves the list, and the set with it.
    seen.current = new Set(ids);
  }, [locked, confirmed, queryClient]);
}

/**
 * Now and then a pending transfer's origin receipt is read again: a reorganisation may have taken its
 * block away, and then the chain must be asked again where the transaction went. The first read comes one
 * interval after the transfer is watched, not at once: its receipt was just read to confirm it.
 */
function reorgQuery(transfer: SavedTransfer, network: NetworkConfig, tracking: boolean) {
  const origin = chainOf(network, transfer.originChainId);
  return queryOptions({
    queryKey: queryKeys.trackReceipt(transfer.id),
    queryFn:
      tracking && origin
        ? async () => {
            const gone = await publicClient(origin)
              .getTransactionReceipt({ hash: transfer.originTxHash })
              .then(() => false)
              .catch((error: unknown) => error instanceof TransactionReceiptNotFoundError);
            if (gone) recordReorg(transferStore, transfer.id);
            return gone;
          }
        : skipToken,
    initialData: false,
    initialDataUpdatedAt: Date.now,
    staleTime: INDEXER_INTERVAL_MS,
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
 * While transfers are on their way to chains where their method hears deliveries (Hyperlane's Mailbox
 * `ProcessId` over a WebSocket RPC), the tab holding the lock listens there (docs/transfers.md, "Tracking"):
 * the transfer whose message was delivered is delivered at once, with no read, and one whose message id is
 * not known yet has its round started, rather than at their next poll. A method's listener loads once the
 * network has a chain it can hear on, so it is ready before the first transfer is sent.
 */
function useDeliveryEvents(network: NetworkConfig, watched: readonly SavedTransfer[], tracking?: Tracking): void {
  const queryClient = useQueryClient();
  const locked = tracking !== undefined;
  const latest = useRef(tracking);
  latest.current = tracking;
  useEffect(() => {
    for (const method of allMethods()) {
      const events = method.deliveryEvents;
      if (events && network.chains.some((chain) => events.heardOn(chain))) void events.load().catch(() => {});
    }
  }, [network]);
  const heard = locked ? heardChains(network, watched) : [];
  const heardKeys = heard.map(({ method, chain }) => `${method}:${chain.chainId}`).join(',');
  useEffect(() => {
    if (!heardKeys) return;
    const read = (where: { method: BridgeMethod; chainId: number }, delivery?: HeardDelivery) => {
      // The rounds start in one tick, so their reads leave in one JSON-RPC batch per chain.
      for (const id of heardBy(transferStore.all(), where, delivery?.messageId)) {
        const known = transferStore.all().find((saved) => saved.id === id)?.messageId;
        const current = latest.current;
        if (delivery && known && current)
          void trackOnce(id, current, delivery)
            .then((state) => queryClient.setQueryData(queryKeys.track(id), state))
            .catch((error: unknown) => console.warn('transfer tracking', error));
        else {
          if (delivery) rememberHeard(where.chainId, delivery);
          void queryClient.refetchQueries({ queryKey: queryKeys.track(id), exact: true });
        }
      }
    };
    const stops: (() => void)[] = [];
    let ended = false;
    for (const key of heardKeys.split(',')) {
      const [method, chainId] = key.split(':') as [BridgeMethod, string];
      const chain = chainOf(network, Number(chainId));
      const events = methodOf(method).deliveryEvents;
      if (!chain || !events) continue;
      const where = { method, chainId: chain.chainId };
      events
        .load()
        .then((watch) => {
          if (ended) return;
          stops.push(
            watch(chain, {
              onLive: () => read(where),
              onProcessed: (messageId, transactionHash) => read(where, { messageId, transactionHash }),
            }),
          );
        })
        .catch((error: unknown) => console.warn('delivery events', error));
    }
    return () => {
      ended = true;
      for (const stop of stops) stop();
    };
  }, [heardKeys, network, queryClient]);
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
      recordDeliveryTx(transferStore, update.id, update.destinationTxHash);
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
  useConfirmedRounds(locked, watched);
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
