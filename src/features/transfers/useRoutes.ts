import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { publicClient } from '../../api/chain-clients';
import { getAllBridgingTokens } from '../../api/marketplace';
import { useAppServices } from '../../api/services';
import { type BridgeRoute, builtInRoutes, mergeServerRoutes } from '../../lib/routes';
import { verifyRoute } from './route-trust';

export interface Routes {
  readonly routes: readonly BridgeRoute[];
  /** The marketplace could not be asked for its routes: only the built-in ones are offered. */
  readonly serverUnavailable: boolean;
}

const routeLabel = (route: BridgeRoute) =>
  `${route.token.symbol} ${route.l1.chainId} -> ${route.l2.chainId} (${route.l1.router} -> ${route.l2.router})`;

/**
 * The network's routes, with the marketplace's records added only where the chains vouch for them: a
 * record that fails the rules or the on-chain checks is dropped with one console line saying why, and one
 * still being checked is not offered yet. The built-in routes alone when the marketplace is down.
 */
export function useRoutes(): Routes {
  const { network, marketplace } = useAppServices();
  // The form re-renders on every keystroke: the routes are worked out once per network and server answer.
  const builtIn = useMemo(() => builtInRoutes(network), [network]);
  const server = useQuery({
    queryKey: ['bridging-tokens', network.name],
    queryFn: async () => {
      const records = marketplace ? await getAllBridgingTokens(marketplace) : [];
      const { routes, rejected } = mergeServerRoutes(network, builtIn, records);
      for (const { record, reason } of rejected) {
        console.warn(`Bridge record ${record.name} ${record.srcChainId} -> ${record.destChainId} dropped: ${reason}`);
      }
      return routes;
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });
  const merged = server.data ?? builtIn;
  const candidates = useMemo(() => merged.filter((route) => route.origin === 'server'), [merged]);
  // One flag per candidate, as a string so that it only changes when a verification result does.
  const trustFlags = useQueries({
    queries: candidates.map((route) => ({
      queryKey: [
        'route-trust',
        network.name,
        route.token.symbol,
        route.token.decimals,
        route.l1.chainId,
        route.l1.router,
        route.l1.address,
        route.l2.chainId,
        route.l2.router,
        route.destinationCollateral === true,
      ],
      queryFn: async () => {
        const failure = await verifyRoute(
          route,
          (chainId) => network.chains.find((c) => c.chainId === chainId),
          publicClient,
        );
        if (failure) console.warn(`Bridge route ${routeLabel(route)} dropped: ${failure}`);
        return failure ?? 'trusted';
      },
      staleTime: 10 * 60_000,
      retry: 2,
    })),
    combine: (results) => results.map((result) => (result.data === 'trusted' ? 'y' : 'n')).join(''),
  });
  const routes = useMemo(() => {
    const trusted = new Set(candidates.filter((_, i) => trustFlags[i] === 'y'));
    return merged.filter((route) => route.origin === 'built-in' || trusted.has(route));
  }, [merged, candidates, trustFlags]);
  return { routes, serverUnavailable: server.isError };
}
