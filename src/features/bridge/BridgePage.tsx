import { lazy, type ReactNode, Suspense } from 'react';
import { ClaimReadyBanner } from '../../shared/transfers/claim-alerts/ClaimReadyBanner';
import { BridgeForm } from './BridgeForm';

// History and delivery tracking (the indexer client among them) load after the form.
const Transfers = lazy(() => import('./Transfers'));

/**
 * The form, and beside it `aside` (other panels) above the transfer history; above both, withdrawals ready
 * to claim.
 */
export function BridgePage({ aside }: { aside?: ReactNode }) {
  return (
    <div className="bridge-page">
      <ClaimReadyBanner />
      <BridgeForm />
      <div className="side">
        {aside}
        <Suspense fallback={null}>
          <Transfers />
        </Suspense>
      </div>
    </div>
  );
}
