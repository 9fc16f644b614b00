/**
 * For unit tests: a Smol Brains-like NFT route from the marketplace, Arbitrum One to Base on mainnet, whose
 * Arbitrum end is a collateral router over its collection. Anchored as the chains would anchor it: both routers owned by mainnet's trusted owners (`anchored: false`
 * leaves it as the marketplace gave it, before any check).
 */
import type { Address } from 'viem';
import { MAINNET } from '../../config/mainnet';
import { warpRoute } from '../../config/warp-route';
import { findRoute, mergeServerRoutes } from '../../lib/routes';
import { builtInRoutes } from '..';

export const NFT_ROUTER: Address = '0x6666666666666666666666666666666666666666';
export const NFT_COLLECTION: Address = '0x4444444444444444444444444444444444444444';
const BASE_NFT_ROUTER: Address = '0x5555555555555555555555555555555555555555';

export const ARBITRUM_OWNER = ownerOn(42161);

function ownerOn(chainId: number) {
  const owner = MAINNET.trustedRouterOwners.find((o) => o.chainId === chainId);
  if (!owner) throw new Error(`no trusted owner on ${chainId}`);
  return owner;
}

export function serverNftRoute({ anchored = true } = {}) {
  const { routes } = mergeServerRoutes(MAINNET, builtInRoutes(MAINNET), [
    {
      name: 'BRAINS',
      srcChainId: 42161,
      destChainId: 8453,
      srcTokenAddress: NFT_ROUTER,
      destTokenAddress: BASE_NFT_ROUTER,
      underlyingTokenAddress: NFT_COLLECTION,
      isCollateral: true,
      isNft: true,
      nftStandard: 'ERC721',
      method: 'hyperlane',
    },
  ]);
  const offered = anchored
    ? routes.map((route) => ({ ...route, anchor: { l1Owner: ARBITRUM_OWNER, l2Owner: ownerOn(8453) } }))
    : routes;
  const found = findRoute(offered, { token: 'BRAINS', fromChainId: 42161, toChainId: 8453 });
  if (!found.ok) throw new Error('no route');
  return found;
}

/** The same collection as a warp route of the network's config whose legs name `batch`: only a config can. */
export function configuredNftRoute(batch: string) {
  const leg = { decimals: 0, symbol: 'BRAINS', name: 'Brains', isNft: true, nftBatchSignature: batch } as const;
  const network = {
    ...MAINNET,
    hyperlaneTokens: [
      ...MAINNET.hyperlaneTokens,
      ...warpRoute([
        {
          ...leg,
          chainName: 'arbitrum',
          standard: 'collateral',
          address: NFT_ROUTER,
          collateralAddress: NFT_COLLECTION,
        },
        { ...leg, chainName: 'base', standard: 'synthetic', address: BASE_NFT_ROUTER },
      ]),
    ],
  };
  const found = findRoute(builtInRoutes(network), { token: 'BRAINS', fromChainId: 42161, toChainId: 8453 });
  if (!found.ok) throw new Error('no route');
  return found;
}
