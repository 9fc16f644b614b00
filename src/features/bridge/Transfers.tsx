import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { transferId } from '../../bridge/saved-transfers';
import { invalidateAfterTransfer } from '../../shared/transfers/after-transfer';
import { useClaimAlerts } from '../../shared/transfers/claim-alerts/useClaimAlerts';
import { useTransfers } from '../../shared/transfers/transfer-store';
import { useTransferTracker } from '../../shared/transfers/useTransferTracker';
import { TransferList } from './TransferList';

/**
 * Balances (and the NFT gallery) refresh on each delivery in every tab: only one tab tracks, and the
 * others learn of deliveries through the store.
 */
function useRefreshOnDelivery(): void {
  const queryClient = useQueryClient();
  const delivered = useTransfers()
    .filter((t) => t.status === 'delivered')
    .map(transferId)
    .join();
  const seen = useRef(delivered);
  useEffect(() => {
    if (delivered === seen.current) return;
    seen.current = delivered;
    void invalidateAfterTransfer(queryClient);
  }, [delivered, queryClient]);
}

/** The transfer history, the tracking that moves each transfer to delivered, and the claim-ready alerts. */
export default function Transfers() {
  useTransferTracker();
  useClaimAlerts();
  useRefreshOnDelivery();
  return <TransferList />;
}
