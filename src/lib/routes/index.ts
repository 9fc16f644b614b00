/**
 * Bridge routes (docs/routes.md): built from the network's token configs, merged with the
 * marketplace's bridge-token records, and queried for a token and a pair of chains.
 * What the rest of the app imports; the modules' other exports serve each other and their tests.
 */
export { builtInRoutes } from './built-in';
export { type BridgeRoute, type RouteEndpoint, tokenKey } from './model';
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
export { mergeServerRoutes } from './server-records';
