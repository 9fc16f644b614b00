import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../api/services';
import type { SavedTransfer } from '../../../bridge/saved-transfers';
import { chainOf } from '../../../config';
import { formatTokenAmount } from '../../../lib/format';
import { useTransfers } from '../transfer-store';
import { firstAnnouncement, notifyOptedIn } from './alert-store';
import { newlyReady, notifies } from './claim-alerts';
import { focusClaim } from './focus-claim';

/** A ready withdrawal stays in view a while: the user may be looking elsewhere in the page. */
const READY_TOAST_MS = 10_000;

/**
 * Says, once per withdrawal in this browser, that it is ready to claim: a toast and, when the user asked
 * for it, a browser notification whose click brings the app and that withdrawal's Claim button to front.
 */
async function alertReady(transfer: SavedTransfer, t: TFunction, language: string, chain: string | undefined) {
  if (!(await firstAnnouncement(transfer.id))) return;
  const text = t('claimAlerts.ready', {
    amount: formatTokenAmount(BigInt(transfer.amount), transfer.decimals, language),
    symbol: transfer.symbol,
  });
  toast.success(text, { duration: READY_TOAST_MS });
  const permission = typeof Notification === 'undefined' ? undefined : Notification.permission;
  if (!notifies(notifyOptedIn(), permission)) return;
  try {
    const notification = new Notification(text, {
      body: t('claimAlerts.notificationBody', { chain }),
      tag: transfer.id,
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
      focusClaim(transfer.originTxHash);
    };
  } catch (error) {
    // Some mobile browsers notify only from a service worker: the toast has said it.
    console.warn('claim-ready notification', error);
  }
}

/**
 * Watches the saved transfers for withdrawals that become ready while the app is open (docs/transfers.md,
 * "Claim-ready alerts"); every tab watches, and the first to claim the announcement raises it.
 */
export function useClaimAlerts(): void {
  const transfers = useTransfers();
  const { t, i18n } = useTranslation();
  const { network } = useAppServices();
  const before = useRef<readonly SavedTransfer[] | undefined>(undefined);
  const openedAt = useRef(Date.now());
  useEffect(() => {
    const ready = newlyReady(before.current, transfers, openedAt.current);
    before.current = transfers;
    for (const transfer of ready) {
      const chain = chainOf(network, transfer.destinationChainId)?.chainName;
      void alertReady(transfer, t, i18n.language, chain).catch((error: unknown) =>
        console.warn('claim-ready alert', error),
      );
    }
  }, [transfers, network, t, i18n.language]);
}
