import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { publicClient } from '../../api/chain-clients';
import { bridgingTokensQuery } from '../../api/marketplace-queries';
import { queryKeys } from '../../api/query-keys';
import { useAppServices } from '../../api/services';
import { builtInRoutes } from '../../bridge';
import { verifyRoute } from '../../bridge/hyperlane/route-trust';
import { chainOf, type NetworkConfig } from '../../config';
import { type BridgeRoute, mergeServerRoutes } from '../../lib/routes';

export interface Routes {
  readonly routes: readonly BridgeRoute[];
  /** The marketplace could not be asked for its routes: only the built-in ones are offered. */
  readonly serverUnavailable: boolean;
  /** The marketplace's routes, or the chains' checks of them, are still on their way: more may come. */
  readonly pending: boolean;
}

const routeLabel = (route: BridgeRoute) =>
  `${route.token.symbol} ${route.l1.chainId} -> ${route.l2.chainId} (${route.l1.router} -> ${route.l2.router})`;

const ROUTE_TRUST_STALE_MS = 10 * 60_000;

/** 'trusted', or why the chains do not vouch for a server route (one console line says so). */
function routeTrustQuery(network: NetworkConfig, route: BridgeRoute) {
  return queryOptions({
    queryKey: queryKeys.routeTrust(network.name, route),
    queryFn: async () => {
      const failure = await verifyRoute(route, (chainId) => chainOf(network, chainId), publicClient);
      if (failure) console.warn(`Bridge route ${routeLabel(route)} dropped: ${failure}`);
      return failure ?? 'trusted';
    },
    staleTime: ROUTE_TRUST_STALE_MS,
    retry: 2,
  });
}

/**
 * The network's routes, with the marketplace's records added only where the chains vouch for them: a
 * record that fails the rules or the on-chain checks is dropped with one console line saying why, and one
 * still being checked is not offered yet. The built-in routes alone when the marketplace is down.
 */
export function useRoutes(): Routes {
  const { network, marketplace } = useAppServices();
  // The form re-renders on every keystroke: the routes are worked out once per network and server answer.
  const builtIn = useMemo(() => builtInRoutes(network), [network]);
  const server = useQuery(
    bridgingTokensQuery(network.name, marketplace, (records) => {
      const { routes, rejected } = mergeServerRoutes(network, builtIn, records);
      for (const { record, reason } of rejected) {
        console.warn(`Bridge record ${record.name} ${record.srcChainId} -> ${record.destChainId} dropped: ${reason}`);
      }
      return routes;
    }),
  );
  const merged = server.data ?? builtIn;
  const candidates = useMemo(() => merged.filter((route) => route.origin === 'server'), [merged]);
  // One flag per candidate (trusted, not, still checking), as a string so that it only changes when a
  // verification result does.
  const trustFlags = useQueries({
    queries: candidates.map((route) => routeTrustQuery(network, route)),
    combine: (results) =>
      results.map((result) => (result.isPending ? 'p' : result.data === 'trusted' ? 'y' : 'n')).join(''),
  });
  const routes = useMemo(() => {
    const trusted = new Set(candidates.filter((_, i) => trustFlags[i] === 'y'));
    return merged.filter((route) => route.origin === 'built-in' || trusted.has(route));
  }, [merged, candidates, trustFlags]);
  return { routes, serverUnavailable: server.isError, pending: server.isLoading || trustFlags.includes('p') };
}
