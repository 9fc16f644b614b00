/** The network's built-in routes: each registered method's, checked against the network's restrictions. */
import type { NetworkConfig } from '../config';
import { type BridgeRoute, builtInRoutesOf } from '../lib/routes';
import { allMethods } from './registry';

export function builtInRoutes(network: NetworkConfig): BridgeRoute[] {
  return builtInRoutesOf(
    network,
    allMethods().map((method) => method.builtInRoutes),
  );
}
