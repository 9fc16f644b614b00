import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { publicClient } from '../../api/chain-clients';
import { bridgingTokensQuery } from '../../api/marketplace-queries';
import { queryKeys } from '../../api/query-keys';
import { useAppServices } from '../../api/services';
import { builtInRoutes } from '../../bridge';
import { verifyRoute } from '../../bridge/hyperlane/route-trust';
import type { NetworkConfig } from '../../config';
import { type BridgeRoute, mergeServerRoutes, type RouteAnchor } from '../../lib/routes';

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

/** The root that vouches for a server route, or why the chains do not (one console line says so). */
function routeTrustQuery(network: NetworkConfig, route: BridgeRoute) {
  return queryOptions({
    queryKey: queryKeys.routeTrust(network.name, route),
    queryFn: async () => {
      const verdict = await verifyRoute(route, network, publicClient);
      if ('failure' in verdict) console.warn(`Bridge route ${routeLabel(route)} dropped: ${verdict.failure}`);
      return verdict;
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
  // Each candidate's anchor, 'checking', or undefined when refused. Query shares what `combine` returns
  // structurally, so the list keeps its identity until a verdict changes.
  const anchors = useQueries({
    queries: candidates.map((route) => routeTrustQuery(network, route)),
    combine: (results) =>
      results.map(({ isPending, data }) =>
        isPending ? ('checking' as const) : data && 'anchor' in data ? data.anchor : undefined,
      ),
  });
  const routes = useMemo(() => {
    const anchored = new Map<BridgeRoute, RouteAnchor>();
    candidates.forEach((route, i) => {
      const anchor = anchors[i];
      if (anchor && anchor !== 'checking') anchored.set(route, anchor);
    });
    return merged.flatMap((route) => {
      if (route.origin === 'built-in') return [route];
      const anchor = anchored.get(route);
      return anchor ? [{ ...route, anchor }] : [];
    });
  }, [merged, candidates, anchors]);
  return { routes, serverUnavailable: server.isError, pending: server.isLoading || anchors.includes('checking') };
}
