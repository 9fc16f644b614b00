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
  // Those delivered since the last refresh, each with its chains: `id@originChainId@destinationChainId`.
  const arrived = delivered
    .filter((transfer) => !seen.current.has(transfer.id))
    .map((transfer) => `${transfer.id}@${transfer.originChainId}@${transfer.destinationChainId}`)
    .join(' ');
  useEffect(() => {
    if (!arrived) return;
    const entries = arrived.split(' ').map((entry) => entry.split('@'));
    for (const [id] of entries) if (id) seen.current.add(id);
    void invalidateAfterDelivery(
      queryClient,
      entries.flatMap(([, ...chainIds]) => chainIds.map(Number)),
    );
  }, [arrived, queryClient]);
}

/** The transfer history, the tracking that moves each transfer to delivered, and the claim-ready alerts. */
export default function Transfers() {
  useTransferTracker();
  useClaimAlerts();
  useRefreshOnDelivery();
  return <TransferList />;
}
