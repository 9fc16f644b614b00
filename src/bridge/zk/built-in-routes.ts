/**
 * The zk method's built-in routes (docs/routes.md, "Methods"): ETH, native at both ends, over each zk chain
 * pair the network configures.
 */
import type { NetworkConfig } from '../../config/types';
import { type BridgeRoute, builtInFlags } from '../../lib/routes';

/**
 * A ZK Stack deposit's and withdrawal's times when the chain's config gives none (docs/routes.md, "zk
 * routes"): minutes for L1 -> L2, the execution delay of a day for a withdrawal to become claimable.
 */
export const ZK_DEPOSIT_SECONDS = 12 * 60;
export const ZK_WITHDRAWAL_SECONDS = 24 * 60 * 60;

export function zkRoutes(network: NetworkConfig): BridgeRoute[] {
  const routes: BridgeRoute[] = [];
  for (const zk of network.zkTokens) {
    const chain = network.zkChains.find((c) => c.l1ChainId === zk.l1ChainId && c.l2ChainId === zk.l2ChainId);
    // A token no configured zk chain carries cannot be sent: it is not offered.
    if (!chain) continue;
    routes.push({
      bridge: 'zk',
      token: { tokenName: zk.name, symbol: zk.symbol, decimals: zk.decimals, isNft: false },
      // The L1's native currency, which is the ZK chain's base token too: the only thing zk moves here.
      l1: { chainId: zk.l1ChainId, isNative: true },
      l2: { chainId: zk.l2ChainId, isNative: true },
      estimatedDepositTime: chain.depositSeconds ?? ZK_DEPOSIT_SECONDS,
      estimatedWithdrawalTime: chain.withdrawalSeconds ?? ZK_WITHDRAWAL_SECONDS,
      ...builtInFlags(network.routeRestrictions, zk.symbol, zk.l1ChainId, zk.l2ChainId),
    });
  }
  return routes;
}
