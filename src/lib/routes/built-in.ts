/**
 * The network's own routes (docs/routes.md, "Built-in routes"): what each method builds from its config
 * section (`MethodModule.builtInRoutes`), with the direction flags the network's route restrictions set.
 */
import type { NetworkConfig, RouteRestriction } from '../../config/types';
import { type BridgeRoute, tokenKey } from './model';

type RouteFlags = Pick<
  BridgeRoute,
  'depositOnly' | 'widthdrawOnly' | 'depositDeprecated' | 'withdrawDisabled' | 'origin'
>;

/** A built-in route's direction flags, from the network's restriction on it if there is one. */
export function builtInFlags(
  restrictions: readonly RouteRestriction[],
  symbol: string,
  l1: number,
  l2: number,
): RouteFlags {
  const restriction = restrictions.find(
    (r) => r.symbol.toUpperCase() === symbol.toUpperCase() && r.l1ChainId === l1 && r.l2ChainId === l2,
  );
  return {
    depositOnly: false,
    widthdrawOnly: restriction?.withdrawOnly ?? false,
    depositDeprecated: restriction?.depositDeprecated ?? false,
    withdrawDisabled: restriction?.withdrawDisabled ?? false,
    origin: 'built-in',
  };
}

/**
 * The routes `builders` make of `network` (one per method), checked against the network's restrictions: a
 * restriction that matches no route is a config error, not a silent no-op.
 */
export function builtInRoutesOf(
  network: NetworkConfig,
  builders: readonly ((network: NetworkConfig) => BridgeRoute[])[],
): BridgeRoute[] {
  const routes = builders.flatMap((build) => build(network));
  for (const restriction of network.routeRestrictions) {
    const matched = routes.some(
      (r) =>
        tokenKey(r.token) === restriction.symbol.toUpperCase() &&
        r.l1.chainId === restriction.l1ChainId &&
        r.l2.chainId === restriction.l2ChainId,
    );
    if (!matched) {
      throw new Error(
        `The ${network.name} route restriction on ${restriction.symbol} ${restriction.l1ChainId} -> ${restriction.l2ChainId} matches no route`,
      );
    }
  }
  return routes;
}
