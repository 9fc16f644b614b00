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
 * Why `route`'s routers are trusted, by the root the build ships: the Hyperlane registry's routes the config
 * carries, the config's own, or Treasure's route list signed by the key the config pins (docs/routes.md, "The
 * signed route list"). Nothing for a server route without that: it must not be offered.
 */
export function routerTrust(route: BridgeRoute): Trust | undefined {
  if (route.origin === 'built-in') return route.fromRegistry ? 'registry' : 'built-in';
  return route.attestation ? { signedList: route.attestation } : undefined;
}

/** The origin router as a request names it, with its root. */
export function routerContract(route: OpenRoute, address: PlannedContract['address']): PlannedContract {
  const trust = routerTrust(route.route);
  if (!trust) throw appError('route-unsendable', 'This route is not attested by a root the build ships');
  return { address, role: 'warp-route', chainId: route.from.chainId, trust };
}
