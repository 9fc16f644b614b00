import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { bridgingTokensQuery } from '../../api/marketplace-queries';
import { useAppServices } from '../../api/services';
import { builtInRoutes } from '../../bridge';
import type { BridgeRoute } from '../../lib/routes';
import { routeOfferQueries } from './route-offer';

export interface Routes {
  readonly routes: readonly BridgeRoute[];
  /** The marketplace could not be asked for its routes: only the built-in ones are offered. */
  readonly serverUnavailable: boolean;
  /** The marketplace's routes, or the chains' checks of them, are still on their way: more may come. */
  readonly pending: boolean;
}

/**
 * The network's routes, with the marketplace's records added only where Treasure's signed route list attests
 * them and the chains agree: a record that fails the rules, the list or the on-chain checks is dropped with one
 * console line saying why, and one still being checked is not offered yet. The built-in routes alone when the
 * marketplace is down or the network pins no list signer.
 */
export function useRoutes(): Routes {
  const { network, marketplace } = useAppServices();
  // The form re-renders on every keystroke: the routes are worked out once per network and server answer.
  const builtIn = useMemo(() => builtInRoutes(network), [network]);
  const server = useQuery(
    bridgingTokensQuery(network, marketplace, async (records, routeList) => {
      if (records.length === 0) return builtIn;
      const { vetServerRoutes } = await import('../../lib/routes/vetting');
      const vetted = await vetServerRoutes(network, builtIn, records, routeList, Math.floor(Date.now() / 1000));
      if (vetted.listProblem && vetted.listProblem !== 'no-signer') {
        console.warn(`Bridge route list ignored: ${vetted.listProblem}`);
      }
      for (const { record, reason } of vetted.rejected) {
        console.warn(`Bridge record ${record.name} ${record.srcChainId} -> ${record.destChainId} dropped: ${reason}`);
      }
      return vetted.routes;
    }),
  );
  const merged = server.data ?? builtIn;
  // One `combine` per network and list, so that Query runs it again only when a check's answer or the list
  // changes (its structural sharing keeps the routes' identity either way).
  const offer = useQueries(useMemo(() => routeOfferQueries(network, merged), [network, merged]));
  return { routes: offer.routes, serverUnavailable: server.isError, pending: server.isLoading || offer.checking };
}
