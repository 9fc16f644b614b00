import { chainOf, type NetworkConfig } from '../../config';
import { appError } from '../../lib/errors';
import type { BridgeRoute } from '../../lib/routes';
import type { OpenRoute } from '../method';
import type { PlannedContract, Trust } from '../plan';

/** The chains a Hyperlane transfer of `route` goes between, as the network knows them. */
export function routeChains(network: NetworkConfig, route: OpenRoute) {
  const origin = chainOf(network, route.from.chainId);
  const destination = chainOf(network, route.to.chainId);
  const router = route.from.router;
  if (!origin?.mailbox || !destination || !router) {
    throw appError('route-unsendable', 'This route cannot be sent from here');
  }
  return { origin, destination, router, mailbox: origin.mailbox };
}

/**
 * Why `route`'s router on `chainId` is trusted: a built-in route's is in the network's config; a server
 * route's owner was read on chain and is one the config trusts (docs/routes.md, "Anchoring a server route").
 * Nothing for a server route without that anchor: it must not be offered.
 */
export function routerTrust(route: BridgeRoute, chainId: number): Trust | undefined {
  if (route.origin === 'built-in') return 'built-in';
  const owner = chainId === route.l1.chainId ? route.anchor?.l1Owner : route.anchor?.l2Owner;
  return owner ? { owner } : undefined;
}

/** The origin router as a request names it, with its root. */
export function routerContract(route: OpenRoute, address: PlannedContract['address']): PlannedContract {
  const trust = routerTrust(route.route, route.from.chainId);
  if (!trust) throw appError('route-unsendable', 'This route is not anchored to a trusted owner');
  return { address, role: 'warp-route', chainId: route.from.chainId, trust };
}
