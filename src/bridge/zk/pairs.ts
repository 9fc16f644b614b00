/** The configured zk chain pairs a route or transfer goes over (docs/routes.md, "Methods"). */
import type { NetworkChain, NetworkConfig, ZkChainConfig } from '../../config';
import { appError } from '../../lib/errors';
import type { OpenRoute } from '../method';

/** A configured zk chain pair with both its chains, and which way a transfer between them goes. */
export interface ZkPair {
  readonly config: ZkChainConfig;
  readonly l1: NetworkChain;
  readonly l2: NetworkChain;
  readonly direction: 'deposit' | 'withdraw';
}

/** The configured zk pair joining `fromChainId` and `toChainId`, either way, with both chains known. */
export function zkPairOf(network: NetworkConfig, fromChainId: number, toChainId: number): ZkPair | undefined {
  for (const config of network.zkChains) {
    const deposit = config.l1ChainId === fromChainId && config.l2ChainId === toChainId;
    const withdraw = config.l2ChainId === fromChainId && config.l1ChainId === toChainId;
    if (!deposit && !withdraw) continue;
    const l1 = network.chains.find((c) => c.chainId === config.l1ChainId);
    const l2 = network.chains.find((c) => c.chainId === config.l2ChainId);
    if (l1 && l2) return { config, l1, l2, direction: deposit ? 'deposit' : 'withdraw' };
  }
  return undefined;
}

/** The pair a route or transfer goes over; a route this network does not configure cannot be sent. */
export function pairOf(network: NetworkConfig, fromChainId: number, toChainId: number): ZkPair {
  const pair = zkPairOf(network, fromChainId, toChainId);
  if (!pair) throw appError('route-unsendable', 'This route cannot be sent from here');
  return pair;
}

/**
 * The pair of a route the app sends over zk, which moves ETH only (docs/routes.md, "Methods"): ETH native at
 * both ends, the ZK chain's base token. Any other route is refused before anything is read or asked, so that
 * no token address (the zero address least of all, which viem takes for ETH) ever reaches viem's actions.
 */
export function ethPairOf(network: NetworkConfig, route: OpenRoute): ZkPair {
  const native = (end: OpenRoute['from']) => end.isNative === true && end.address === undefined;
  if (!native(route.from) || !native(route.to)) {
    throw appError('zk-token-unsupported', 'Only ETH moves over the zk bridge');
  }
  return pairOf(network, route.from.chainId, route.to.chainId);
}
