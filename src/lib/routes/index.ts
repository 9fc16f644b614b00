/**
 * Bridge routes (docs/routes.md): built by each method from the network's config, merged with the
 * marketplace's bridge-token records, and queried for a token and a pair of chains.
 * What the rest of the app imports; the modules' other exports serve each other and their tests.
 */
export { builtInFlags, builtInRoutesOf } from './built-in';
export {
  type BridgeRoute,
  type RouteAttestation,
  type RouteEndpoint,
  sameAddress,
  tokenKey,
} from './model';
export {
  destinationsFrom,
  findRoute,
  isCollateralEnd,
  type OpenRoute,
  openingSelection,
  type RouteAnswer,
  type RouteRefusal,
  sourcesOf,
} from './query';
