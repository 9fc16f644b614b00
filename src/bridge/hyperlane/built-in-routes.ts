/**
 * Hyperlane's built-in routes (docs/routes.md, "Built-in routes"): every pair of connected warp route legs
 * of the network's config. A direction is open only where the origin leg lists the destination among its
 * connections (the registry's): a deposit the L1 leg does not send is withdraw-only, a withdrawal the L2 leg
 * does not send is disabled.
 */
import type { HyperlaneTokenConfig, NetworkConfig } from '../../config/types';
import { type BridgeRoute, builtInFlags, type RouteEndpoint, sameAddress, tokenKey } from '../../lib/routes';

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

/** Whether `from` sends to `to`: `to`'s router is one of `from`'s connections. */
function sendsTo(from: HyperlaneTokenConfig, to: HyperlaneTokenConfig): boolean {
  return from.connections.some((c) => c.chainName === to.chainName && sameAddress(c.address, to.address));
}

export function hyperlaneRoutes(network: NetworkConfig): BridgeRoute[] {
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
      // The configs write these addresses checksummed (the devnet's through getAddress; routes-query.test.ts
      // checks the built-in ones): checksumming them again here cost a phone's CPU tens of milliseconds in the
      // first render (docs/performance.md, "On a phone").
      const endpoint = (end: (typeof ends)['a']): RouteEndpoint => ({
        chainId: end.chainId,
        address: end.config.collateralAddress ?? end.config.address,
        router: end.config.address,
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
        // A batch only where both legs have the same batch function: either may be the origin.
        ...(leg.nftBatchSignature && leg.nftBatchSignature === other.nftBatchSignature
          ? { nftBatchSignature: leg.nftBatchSignature }
          : {}),
        l1,
        l2,
        estimatedDepositTime: network.hyperlaneDeliverySeconds,
        ...flags,
        ...(network.hyperlaneRegistry ? { fromRegistry: true as const } : {}),
        widthdrawOnly: flags.widthdrawOnly || !sendsTo(ends[l1Key].config, ends[l2Key].config),
        withdrawDisabled: flags.withdrawDisabled || !sendsTo(ends[l2Key].config, ends[l1Key].config),
      });
    }
  }
  return routes;
}
