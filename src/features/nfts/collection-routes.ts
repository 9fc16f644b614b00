/**
 * Which route an NFT send goes over (docs/nfts.md, "Which route"): every offered route that carries the
 * selection's collection out of its chain, the destinations they open, and, for the chosen destination,
 * the routes to choose from and the one chosen. Pure, so the choice is tested on its own.
 *
 * A route is chosen by its identity, never by its token's key: `findRoute` over all the routes prefers a
 * built-in route for a key, so a server route under the same key would be shown and another one planned.
 */
import { type BridgeRoute, findRoute, type RouteAnswer, type RouteEndpoint, tokenKey } from '../../lib/routes';

/** What a route is known by across renders: its method, token, and each end's chain, token and router. */
export function routeId(route: BridgeRoute): string {
  const end = (e: RouteEndpoint) => `${e.chainId}:${e.address?.toLowerCase() ?? '-'}:${e.router?.toLowerCase() ?? '-'}`;
  return [route.origin, route.bridge, tokenKey(route.token), route.token.tokenName, end(route.l1), end(route.l2)].join(
    '|',
  );
}

/** The route's end on `chainId` (the origin of a send from there). */
export function endOn(route: BridgeRoute, chainId: number): RouteEndpoint {
  return route.l1.chainId === chainId ? route.l1 : route.l2;
}

/** The other end's chain. */
const otherChain = (route: BridgeRoute, chainId: number) =>
  route.l1.chainId === chainId ? route.l2.chainId : route.l1.chainId;

/**
 * The NFT routes whose end on `chainId` holds `collection`: built-in routes first, then the others in the
 * order they are offered.
 */
export function collectionRoutes(routes: readonly BridgeRoute[], chainId: number, collection: string): BridgeRoute[] {
  const address = collection.toLowerCase();
  const carrying = routes.filter(
    (r) =>
      r.token.isNft &&
      r.l1.chainId !== r.l2.chainId &&
      [r.l1, r.l2].some((end) => end.chainId === chainId && end.address?.toLowerCase() === address),
  );
  // A stable sort: the order among built-in routes, and among server ones, is the list's.
  return carrying.sort((a, b) => (a.origin === b.origin ? 0 : a.origin === 'built-in' ? -1 : 1));
}

/** How `route` alone answers a send from `fromChainId` to `toChainId`: open, or why not. */
export function answerOver(route: BridgeRoute, fromChainId: number, toChainId: number): RouteAnswer {
  return findRoute([route], { token: tokenKey(route.token), fromChainId, toChainId });
}

/** The send's route as the bar shows it. */
export interface CollectionSend {
  /** Some offered route carries the collection out of its chain (else the bar says it cannot leave). */
  readonly carried: boolean;
  /** The chains a route open from the selection's chain reaches, in the order of the routes. */
  readonly destinations: readonly number[];
  /** The destination: the one asked for if a route reaches it, else the first. */
  readonly toChainId: number | undefined;
  /** The routes open to the destination, default first: the choice the bar shows when there are several. */
  readonly choices: readonly BridgeRoute[];
  /** The route the send goes over: the one asked for if it is a choice, else the first choice. */
  readonly chosen: BridgeRoute | undefined;
  /** The chosen route's answer for this send, which the quote and the plan use; absent with no destination. */
  readonly answer: RouteAnswer | undefined;
}

/**
 * The route of a send of `collection` from `fromChainId`, given what the user asked for (a destination, a
 * route by `routeId`). The default route is a built-in one, then the first offered.
 */
export function collectionSend(
  routes: readonly BridgeRoute[],
  selection: { readonly chainId: number; readonly collection: string },
  wanted: { readonly toChainId?: number | undefined; readonly routeId?: string | undefined } = {},
): CollectionSend {
  const fromChainId = selection.chainId;
  const carrying = collectionRoutes(routes, fromChainId, selection.collection);
  const open = (route: BridgeRoute, toChainId: number) => answerOver(route, fromChainId, toChainId).ok;
  const destinations = [...new Set(carrying.map((r) => otherChain(r, fromChainId)))].filter((to) =>
    carrying.some((r) => open(r, to)),
  );
  const toChainId =
    wanted.toChainId !== undefined && destinations.includes(wanted.toChainId) ? wanted.toChainId : destinations[0];
  const choices =
    toChainId === undefined
      ? []
      : carrying.filter((r) => otherChain(r, fromChainId) === toChainId && open(r, toChainId));
  const chosen = choices.find((r) => wanted.routeId !== undefined && routeId(r) === wanted.routeId) ?? choices[0];
  return {
    carried: carrying.length > 0,
    destinations,
    toChainId,
    choices,
    chosen,
    answer: chosen && toChainId !== undefined ? answerOver(chosen, fromChainId, toChainId) : undefined,
  };
}
