import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getAllBridgingTokens } from '../../api/marketplace';
import { useAppServices } from '../../app/services';
import { type BridgeRoute, builtInRoutes, mergeServerRoutes } from '../../lib/routes';

export interface Routes {
  readonly routes: readonly BridgeRoute[];
  /** The marketplace could not be asked for its routes: only the built-in ones are offered. */
  readonly serverUnavailable: boolean;
}

/** The network's routes, merged with the marketplace's records; the built-in ones alone when it is down. */
export function useRoutes(): Routes {
  const { network, marketplace } = useAppServices();
  // The form re-renders on every keystroke: the routes are worked out once per network and server answer.
  const builtIn = useMemo(() => builtInRoutes(network), [network]);
  const server = useQuery({
    queryKey: ['bridging-tokens', network.name],
    queryFn: () => (marketplace ? getAllBridgingTokens(marketplace) : Promise.resolve([])),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  const routes = useMemo(
    () => (server.data ? mergeServerRoutes(network, builtIn, server.data) : builtIn),
    [network, builtIn, server.data],
  );
  return { routes, serverUnavailable: server.isError };
}
