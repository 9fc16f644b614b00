import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../api/services';
import type { RouteAnswer } from '../../lib/routes';
import { feeQuery } from './bridge-queries';

/** The bridge's fee for one message of a route, in the origin chain's native currency, as its method quotes it. */
export function useBridgeFee(answer: RouteAnswer | undefined) {
  const { network } = useAppServices();
  return useQuery(feeQuery(network, answer?.ok ? answer : undefined));
}
