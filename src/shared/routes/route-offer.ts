import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { allMethods, type ServerRouteVerdict } from '../../bridge';
import type { NetworkConfig } from '../../config';
import type { BridgeRoute } from '../../lib/routes';

/** The routes the form may offer, and whether the chains are still checking some of the marketplace's. */
export interface RouteOffer {
  readonly routes: readonly BridgeRoute[];
  readonly checking: boolean;
}

const routeLabel = (route: BridgeRoute) =>
  `${route.token.symbol} ${route.l1.chainId} -> ${route.l2.chainId} (${route.l1.router} -> ${route.l2.router})`;

const ROUTE_TRUST_STALE_MS = 10 * 60_000;

/** Whether the chains agree with a listed server route, or why not (one console line says so). */
function routeTrustQuery(network: NetworkConfig, route: BridgeRoute) {
  return queryOptions({
    queryKey: queryKeys.routeTrust(network.name, route),
    queryFn: async () => {
      // The marketplace's routes are the method's that says it vets them (Hyperlane's warp routes).
      const method = allMethods().find((each) => each.verifyServerRoute);
      const verdict: ServerRouteVerdict = method?.verifyServerRoute
        ? await method.verifyServerRoute(network, route)
        : { failure: 'no-method' };
      if ('failure' in verdict) console.warn(`Bridge route ${routeLabel(route)} dropped: ${verdict.failure}`);
      return verdict;
    },
    staleTime: ROUTE_TRUST_STALE_MS,
    retry: 2,
  });
}

/**
 * `useQueries`' options for the routes to offer out of `merged` (the built-in routes with the marketplace's
 * records added, each server route attested by the signed list): a check of each server route, and a `combine`
 * that keeps the built-in routes and the server routes the chains agree with. A server route still being checked, or refused, is not
 * offered. Query shares what `combine` returns structurally: the list of routes keeps its identity until a route
 * is added, dropped or changed, and a route that does not change keeps its own, so an answer that changes none
 * (the marketplace's list before its checks come back) does not render the form again (docs/performance.md,
 * "Sixth round").
 */
export function routeOfferQueries(network: NetworkConfig, merged: readonly BridgeRoute[]) {
  const candidates = merged.filter((route) => route.origin === 'server');
  return {
    queries: candidates.map((route) => routeTrustQuery(network, route)),
    combine: (results: readonly { readonly isPending: boolean; readonly data?: ServerRouteVerdict }[]): RouteOffer => {
      const checkOf = new Map(candidates.map((route, i) => [route, results[i]]));
      const routes = merged.flatMap((route) => {
        if (route.origin === 'built-in') return [route];
        const data = checkOf.get(route)?.data;
        return data && 'consistent' in data ? [route] : [];
      });
      return { routes, checking: results.some((result) => result.isPending) };
    },
  };
}
