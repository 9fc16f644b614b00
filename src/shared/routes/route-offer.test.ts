/** Which routes the form offers while the chains check the marketplace's, and when the offer changes. */
import {
  QueriesObserver,
  type QueriesObserverOptions,
  QueryClient,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/query-keys';
import { builtInRoutes } from '../../bridge';
import type { RouteVerdict } from '../../bridge/hyperlane/route-trust';
import { MAINNET } from '../../config/mainnet';
import type { BridgeRoute } from '../../lib/routes';
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
const consistent = { consistent: true } as const;

/**
 * `useRoutes`' `useQueries` played without React: one subscribed observer; per render, the options of that
 * render's list (one `combine` per list, as the hook keeps), the optimistic result the render returns, then the
 * effect that hands the options to the observer. No check is fetched: the tests answer them in the cache.
 */
function routeChecks() {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const observer = new QueriesObserver<RouteOffer>(client, []);
  observer.subscribe(() => {});
  const optionsOf = new WeakMap<readonly BridgeRoute[], ReturnType<typeof routeOfferQueries>>();
  const key = (route: BridgeRoute) => queryKeys.routeTrust(MAINNET.name, route);
  return {
    answer: (route: BridgeRoute, verdict: RouteVerdict) => client.setQueryData(key(route), verdict),
    fail: (route: BridgeRoute) =>
      client
        .getQueryCache()
        .build(client, { queryKey: key(route) })
        .setState({ status: 'error', error: new Error('the RPC is down'), fetchStatus: 'idle' }),
    render: (merged: readonly BridgeRoute[]): RouteOffer => {
      const options = optionsOf.get(merged) ?? routeOfferQueries(MAINNET, merged);
      optionsOf.set(merged, options);
      // The observer's options are untyped, as `useQueries` hands them over.
      const queries = options.queries.map((query) => client.defaultQueryOptions(query)) as QueryObserverOptions[];
      const combine = options.combine as QueriesObserverOptions<RouteOffer>['combine'];
      const [, combined, tracked] = observer.getOptimisticResult(queries, combine);
      const offer = combined(tracked());
      observer.setQueries(queries, { combine });
      return offer;
    },
  };
}

describe('routeOfferQueries', () => {
  it('offers a marketplace route only once the chains agree with it', () => {
    const checks = routeChecks();
    const merged = [...builtIn, GHOST];
    expect(checks.render(merged)).toEqual({ routes: builtIn, checking: true });
    checks.answer(GHOST, consistent);
    expect(checks.render(merged)).toEqual({ routes: [...builtIn, GHOST], checking: false });
  });

  it('never offers a route the chains refuse, or that could not be checked', () => {
    const checks = routeChecks();
    checks.answer(GHOST, { failure: 'no-code' });
    checks.fail(SHADE);
    expect(checks.render([...builtIn, GHOST, SHADE])).toEqual({ routes: builtIn, checking: false });
  });

  it('drops a checked route the marketplace no longer lists, and one the chains stop agreeing with', () => {
    const checks = routeChecks();
    checks.answer(GHOST, consistent);
    expect(checks.render([...builtIn, GHOST]).routes).toContainEqual(GHOST);
    // Its check's answer is still cached: the marketplace's list decides what may be offered at all.
    expect(checks.render(builtIn).routes).toEqual(builtIn);
    checks.answer(GHOST, { failure: 'untrusted-ism' });
    expect(checks.render([...builtIn, GHOST]).routes).toEqual(builtIn);
  });

  it('keeps the routes’ identity through answers that add, drop or change none', () => {
    const checks = routeChecks();
    const before = checks.render(builtIn);
    // The marketplace's answer, its route still being checked: the same routes are offered.
    const merged = [...builtIn, GHOST];
    expect(checks.render(merged).routes).toBe(before.routes);
    // The check's answer comes through the observer's subscription, with the same list.
    checks.answer(GHOST, consistent);
    const vouched = checks.render(merged);
    expect(vouched.routes).not.toBe(before.routes);
    // An equal list, new objects all (the marketplace asked again): nothing changes.
    expect(checks.render([...builtIn.map((route) => ({ ...route })), { ...GHOST }])).toBe(vouched);
  });
});
