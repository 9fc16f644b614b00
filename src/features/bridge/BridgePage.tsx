import { lazy, type ReactNode, Suspense } from 'react';
import { BridgeForm } from './BridgeForm';

// History and delivery tracking (the indexer client among them) load after the form; so does the claim-ready
// banner, which has nothing to say before the wallet runtime (itself on demand) names an account.
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
      <Suspense fallback={null}>
        <ClaimReadyBanner />
      </Suspense>
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
