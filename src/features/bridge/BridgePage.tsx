import { lazy, type ReactNode } from 'react';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { BridgeForm } from './BridgeForm';

// History and delivery tracking (the indexer client among them) load once the form is painted; so does the
// claim-ready banner, which has nothing to say before the wallet runtime (itself on demand) names an account.
const Transfers = lazy(() => import('./Transfers'));
const ClaimReadyBanner = lazy(async () => ({
  default: (await import('../../shared/transfers/claim-alerts/ClaimReadyBanner')).ClaimReadyBanner,
}));

/**
 * The form, and beside it `aside` (other panels) above the transfer history; above both, withdrawals ready
 * to claim.
 */
export function BridgePage({ aside }: { aside?: ReactNode }) {
  return (
    <div className="bridge-page">
      <AfterFirstPaint>
        <ClaimReadyBanner />
      </AfterFirstPaint>
      <BridgeForm />
      <div className="side">
        {aside}
        <AfterFirstPaint>
          <Transfers />
        </AfterFirstPaint>
      </div>
    </div>
  );
}
