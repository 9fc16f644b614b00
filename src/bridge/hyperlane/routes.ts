import { chainOf, type NetworkConfig } from '../../config';
import { appError } from '../../lib/errors';
import type { OpenRoute } from '../method';
import { type PlannedContract, routeTrust } from '../plan';

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

/** The origin router as a request names it, with its root. */
export function routerContract(route: OpenRoute, address: PlannedContract['address']): PlannedContract {
  const trust = routeTrust(route.route);
  if (!trust) throw appError('route-unsendable', 'This route is not attested by a root the build ships');
  return { address, role: 'warp-route', chainId: route.from.chainId, trust };
}
