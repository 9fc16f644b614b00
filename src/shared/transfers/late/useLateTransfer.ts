import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAppServices } from '../../../api/services';
import type { LateCheck, SelfDeliveryState } from '../../../bridge/method';
import type { SavedTransfer } from '../../../bridge/saved-transfers';
import { lateAt, lateDiagnosisQuery } from './late';

/** A late transfer's diagnosis as the user sees it: being read, read (each check), or not readable at all. */
export type LateView =
  | { readonly state: 'checking' }
  | { readonly state: 'failed' }
  | {
      readonly state: 'read';
      readonly checks: readonly LateCheck[];
      /** Whether the user can deliver it from their wallet, where its method has the way. */
      readonly selfDelivery: SelfDeliveryState | undefined;
    };

/**
 * Whether `transfer` is late now (re-rendered the moment it becomes so) and what its method found; nothing
 * while it is not late.
 */
export function useLateTransfer(transfer: SavedTransfer): LateView | undefined {
  const { network } = useAppServices();
  const at = lateAt(network, transfer);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === undefined || now >= at) return;
    const timer = setTimeout(() => setNow(Date.now()), at - now);
    return () => clearTimeout(timer);
  }, [at, now]);
  const late = at !== undefined && now >= at;
  const diagnosis = useQuery(lateDiagnosisQuery(network, transfer, late));
  if (!late) return undefined;
  if (diagnosis.data) {
    const { checks, selfDelivery } = diagnosis.data;
    return { state: 'read', checks, selfDelivery };
  }
  return { state: diagnosis.isError ? 'failed' : 'checking' };
}
