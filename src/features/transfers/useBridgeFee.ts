import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../api/services';
import type { RouteAnswer } from '../../lib/routes';
import { idleQuery, methodModule } from './methods';

/**
 * The bridge's fee for one message of a route, in the origin chain's native currency, as its method
 * quotes it; nothing is asked for a route whose method cannot be sent from here.
 */
export function useBridgeFee(answer: RouteAnswer | undefined) {
  const { network } = useAppServices();
  const route = answer?.ok ? answer : undefined;
  const module = route ? methodModule(route.method) : undefined;
  return useQuery(module ? module.feeQuery(network, route) : idleQuery<bigint>('bridge-fee'));
}
