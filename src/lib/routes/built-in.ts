/** The network's own routes, built from its token configs and route restrictions (docs/routes.md). */
import { getAddress } from 'viem';
import type { HyperlaneTokenConfig, NetworkConfig, RouteRestriction } from '../../config/types';
import {
  type BridgeRoute,
  HYPERLANE_DEPOSIT_SECONDS,
  type RouteEndpoint,
  sameAddress,
  tokenKey,
  ZK_DEPOSIT_SECONDS,
  ZK_WITHDRAWAL_SECONDS,
} from './model';

function orientation(
  network: NetworkConfig,
  a: { chainId: number; collateral: boolean },
  b: { chainId: number; collateral: boolean },
): ['a' | 'b', 'a' | 'b'] {
  // The home chain is the L2 end; otherwise the token's collateral (home) chain is the L1 end; otherwise
  // the network's chain order decides.
  if (b.chainId === network.homeChainId) return ['a', 'b'];
  if (a.chainId === network.homeChainId) return ['b', 'a'];
  if (a.collateral !== b.collateral) return a.collateral ? ['a', 'b'] : ['b', 'a'];
  const order = (id: number) => network.chains.findIndex((c) => c.chainId === id);
  return order(a.chainId) <= order(b.chainId) ? ['a', 'b'] : ['b', 'a'];
}

type RouteFlags = Pick<
  BridgeRoute,
  'depositOnly' | 'widthdrawOnly' | 'depositDeprecated' | 'withdrawDisabled' | 'origin'
>;

/** A built-in route's direction flags, from the network's restriction on it if there is one. */
function builtInFlags(restrictions: readonly RouteRestriction[], symbol: string, l1: number, l2: number): RouteFlags {
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

/** Whether `from` sends to `to`: `to`'s router is one of `from`'s connections. */
function sendsTo(from: HyperlaneTokenConfig, to: HyperlaneTokenConfig): boolean {
  return from.connections.some((c) => c.chainName === to.chainName && sameAddress(c.address, to.address));
}

/**
 * The network's own routes: every pair of connected warp route legs, and ETH over each zk chain pair. A direction is open
 * only where the origin leg lists the destination among its connections (the registry's, docs/routes.md):
 * a deposit the L1 leg does not send is withdraw-only, a withdrawal the L2 leg does not send is disabled.
 */
export function builtInRoutes(network: NetworkConfig): BridgeRoute[] {
  const chainIdOf = (hyperlaneName: string) => network.chains.find((c) => c.hyperlaneName === hyperlaneName)?.chainId;
  const routes: BridgeRoute[] = [];
  const seen = new Set<string>();
  for (const leg of network.hyperlaneTokens) {
    for (const connection of leg.connections) {
      const other = network.hyperlaneTokens.find(
        (t) => t.chainName === connection.chainName && t.address.toLowerCase() === connection.address.toLowerCase(),
      );
      const legChain = chainIdOf(leg.chainName);
      const otherChain = chainIdOf(connection.chainName);
      if (!other || legChain === undefined || otherChain === undefined) continue;
      const pairKey = `${tokenKey(leg)}:${[legChain, otherChain].sort((x, y) => x - y).join('-')}`;
      if (seen.has(pairKey)) continue;
      seen.add(pairKey);

      const ends = {
        a: { chainId: legChain, collateral: leg.standard === 'collateral', config: leg },
        b: { chainId: otherChain, collateral: other.standard === 'collateral', config: other },
      };
      const [l1Key, l2Key] = orientation(network, ends.a, ends.b);
      const endpoint = (end: (typeof ends)['a']): RouteEndpoint => ({
        chainId: end.chainId,
        address: getAddress(end.config.collateralAddress ?? end.config.address),
        router: getAddress(end.config.address),
      });
      const l1 = endpoint(ends[l1Key]);
      const l2 = endpoint(ends[l2Key]);
      const flags = builtInFlags(network.routeRestrictions, leg.symbol, l1.chainId, l2.chainId);
      routes.push({
        bridge: 'hyperlane',
        token: {
          tokenName: leg.name,
          symbol: leg.symbol,
          decimals: leg.decimals,
          isNft: leg.isNft,
          ...(leg.collectionSlug ? { collectionSlug: leg.collectionSlug } : {}),
          ...(leg.isNft ? { nftStandard: 'ERC721' as const } : {}),
        },
        l1,
        l2,
        estimatedDepositTime: HYPERLANE_DEPOSIT_SECONDS,
        ...flags,
        widthdrawOnly: flags.widthdrawOnly || !sendsTo(ends[l1Key].config, ends[l2Key].config),
        withdrawDisabled: flags.withdrawDisabled || !sendsTo(ends[l2Key].config, ends[l1Key].config),
      });
    }
  }
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
