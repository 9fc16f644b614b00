import { useTranslation } from 'react-i18next';
import { useWalletState } from '../../wallet/wallet-state';
import { useTransfers } from '../transfer-store';
import { readyToClaim } from './claim-alerts';
import { focusClaim } from './focus-claim';
import './claim-alerts.css';

/**
 * How many withdrawals of the connected account are ready to claim, and a button to the first one's Claim
 * in the history (docs/transfers.md, "Claim-ready alerts"). Nothing without a wallet or a ready withdrawal.
 */
export function ClaimReadyBanner() {
  const { t } = useTranslation();
  const { address } = useWalletState();
  const ready = readyToClaim(useTransfers(), address);
  const first = ready[0];
  if (!first) return null;
  return (
    <section className="claim-banner" aria-labelledby="claim-banner-text" data-testid="claim-banner">
      <p id="claim-banner-text" className="claim-count" role="status">
        {t('claimAlerts.banner', { count: ready.length })}
      </p>
      <button type="button" className="button primary" onClick={() => focusClaim(first.originTxHash)}>
        {t('claimAlerts.goToClaim')}
      </button>
    </section>
  );
}
