/** Which routes the form offers while the chains check the marketplace's, and when the offer changes. */
import { QueriesObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/query-keys';
import { builtInRoutes } from '../../bridge';
import type { RouteVerdict } from '../../bridge/hyperlane/route-trust';
import { MAINNET } from '../../config/mainnet';
import type { BridgeRoute, RouteAnchor } from '../../lib/routes';
import { type RouteOffer, routeOfferQueries } from './route-offer';

const builtIn = builtInRoutes(MAINNET);
const [first] = builtIn;
if (!first) throw new Error('mainnet has built-in routes');

/** A marketplace record's route: the first built-in route's shape at other routers. */
const serverRoute = (router: `0x${string}`): BridgeRoute => ({
  ...first,
  origin: 'server',
  l1: { ...first.l1, router },
  l2: { ...first.l2, router },
});
const GHOST = serverRoute('0x1111111111111111111111111111111111111111');
const SHADE = serverRoute('0x2222222222222222222222222222222222222222');
const owner = { chainId: 42161, address: '0x3333333333333333333333333333333333333333', name: 'Treasure' } as const;
const anchor: RouteAnchor = { l1Owner: owner, l2Owner: owner };

/**
 * The offer as `useQueries` computes it in a render, for the routes the marketplace's answer `merged` gives:
 * one observer across renders, as the hook keeps. No check is fetched here: the verdicts are put in the cache.
 */
function offerer() {
  const client = new QueryClient();
  const observer = new QueriesObserver(client, []);
  return {
    verdict: (route: BridgeRoute, verdict: RouteVerdict) =>
      client.setQueryData(queryKeys.routeTrust(MAINNET.name, route), verdict),
    offer: (merged: readonly BridgeRoute[]): RouteOffer => {
      const { queries, combine } = routeOfferQueries(MAINNET, merged);
      const defaulted = queries.map((query) => client.defaultQueryOptions(query));
      const [, combined] = observer.getOptimisticResult(defaulted, combine);
      return combined();
    },
  };
}

describe('routeOfferQueries', () => {
  it('offers a marketplace route only once the chains vouch for it, with its anchor', () => {
    const { verdict, offer } = offerer();
    expect(offer([...builtIn, GHOST])).toEqual({ routes: builtIn, checking: true });
    verdict(GHOST, { anchor });
    expect(offer([...builtIn, GHOST])).toEqual({ routes: [...builtIn, { ...GHOST, anchor }], checking: false });
  });

  it('never offers a route the chains refuse', () => {
    const { verdict, offer } = offerer();
    verdict(GHOST, { failure: 'no-code' });
    verdict(SHADE, { anchor });
    expect(offer([...builtIn, GHOST, SHADE])).toEqual({ routes: [...builtIn, { ...SHADE, anchor }], checking: false });
  });

  it('keeps its identity, routes and all, through answers that add or drop no route', () => {
    const { verdict, offer } = offerer();
    const before = offer(builtIn);
    // The marketplace's answer, its route still being checked: the same routes are offered.
    const checking = offer([...builtIn, GHOST]);
    expect(checking.routes).toBe(before.routes);
    verdict(GHOST, { anchor });
    const vouched = offer([...builtIn, GHOST]);
    expect(vouched.routes).not.toBe(before.routes);
    expect(vouched.routes.slice(0, builtIn.length)).toEqual(builtIn);
    // The marketplace answering again with an equal list (a refetch): nothing changes, to the route objects.
    const again = offer([...builtIn.map((route) => ({ ...route })), { ...GHOST }]);
    expect(again).toBe(vouched);
    expect(again.routes[0]).toBe(vouched.routes[0]);
  });
});
