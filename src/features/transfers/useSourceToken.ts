import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useAppServices } from '../../api/services';
import type { OpenRoute } from '../../lib/routes';
import { idleQuery, methodModule } from './methods';

/**
 * The token a route's origin end moves, for its balance (docs/routes.md, "A route's fields"): the native
 * currency (no address), the configured token, or the one the route's method resolves at run time (a zk L2
 * token). Not `ready` while it is being resolved, so that the native balance is never shown in its place.
 */
export function useSourceToken(route: OpenRoute | undefined): { readonly ready: boolean; readonly address?: Address } {
  const { network } = useAppServices();
  const module = route ? methodModule(route.method) : undefined;
  const resolves = route !== undefined && !route.from.isNative && route.from.address === undefined;
  const resolved = useQuery(
    resolves && module?.sourceTokenQuery ? module.sourceTokenQuery(network, route) : idleQuery<Address>('source-token'),
  );
  if (!route) return { ready: false };
  if (route.from.isNative) return { ready: true };
  const address = route.from.address ?? resolved.data;
  return address ? { ready: true, address } : { ready: false };
}
