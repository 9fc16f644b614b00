import { lazy, Suspense } from 'react';
import { BridgeForm } from './BridgeForm';

// History and delivery tracking (the indexer client among them) load after the form.
const Transfers = lazy(() => import('./Transfers'));

export function BridgePage() {
  return (
    <div className="bridge-page">
      <BridgeForm />
      <Suspense fallback={null}>
        <Transfers />
      </Suspense>
    </div>
  );
}
