import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateAfterDelivery } from '../../shared/transfers/after-transfer';
import { useClaimAlerts } from '../../shared/transfers/claim-alerts/useClaimAlerts';
import { useTransfers } from '../../shared/transfers/transfer-store';
import { useTransferTracker } from '../../shared/transfers/useTransferTracker';
import { TransferList } from './TransferList';

/**
 * Balances (and the NFT gallery) refresh on each delivery in every tab, on the chains the transfers left and
 * arrived on (the origin too: a send whose wait ran out was confirmed by the tracker, without a refresh): only
 * one tab tracks, and the others learn of deliveries through the store.
 */
function useRefreshOnDelivery(): void {
  const queryClient = useQueryClient();
  const delivered = useTransfers().filter((t) => t.status === 'delivered');
  const seen = useRef(new Set(delivered.map((transfer) => transfer.id)));
  // Those delivered since the last refresh; the effect runs once per new set of them, known by their ids.
  const arrived = useRef(delivered);
  arrived.current = delivered.filter((transfer) => !seen.current.has(transfer.id));
  const arrivedIds = arrived.current.map((transfer) => transfer.id).join(' ');
  useEffect(() => {
    if (!arrivedIds) return;
    for (const transfer of arrived.current) seen.current.add(transfer.id);
    void invalidateAfterDelivery(
      queryClient,
      arrived.current.flatMap((transfer) => [transfer.originChainId, transfer.destinationChainId]),
    );
  }, [arrivedIds, queryClient]);
}

/** The transfer history, the tracking that moves each transfer to delivered, and the claim-ready alerts. */
export default function Transfers() {
  useTransferTracker();
  useClaimAlerts();
  useRefreshOnDelivery();
  return <TransferList />;
}
