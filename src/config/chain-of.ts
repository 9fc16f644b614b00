import type { NetworkChain, NetworkConfig } from './types';

/** The network's chain with this id; undefined when the network has none (a record's or a saved transfer's). */
export function chainOf(network: Pick<NetworkConfig, 'chains'>, chainId: number | undefined): NetworkChain | undefined {
  return chainId === undefined ? undefined : network.chains.find((c) => c.chainId === chainId);
}
