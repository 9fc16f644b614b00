/**
 * For unit tests: a Smol Brains-like NFT route from the marketplace, Arbitrum One to Base on mainnet, whose
 * Arbitrum end is a collateral router over its collection; `batch` names its batch function, if it has one.
 */
import type { Address } from 'viem';
import { MAINNET } from '../../config/mainnet';
import { findRoute, mergeServerRoutes } from '../../lib/routes';
import { builtInRoutes } from '..';

export const NFT_ROUTER: Address = '0x6666666666666666666666666666666666666666';
export const NFT_COLLECTION: Address = '0x4444444444444444444444444444444444444444';

export function serverNftRoute(batch?: string) {
  const { routes } = mergeServerRoutes(MAINNET, builtInRoutes(MAINNET), [
    {
      name: 'BRAINS',
      srcChainId: 42161,
      destChainId: 8453,
      srcTokenAddress: NFT_ROUTER,
      destTokenAddress: '0x5555555555555555555555555555555555555555',
      underlyingTokenAddress: NFT_COLLECTION,
      isCollateral: true,
      isNft: true,
      nftStandard: 'ERC721',
      method: 'hyperlane',
      ...(batch ? { nftBatchSignature: batch } : {}),
    },
  ]);
  const found = findRoute(routes, { token: 'BRAINS', fromChainId: 42161, toChainId: 8453 });
  if (!found.ok) throw new Error('no route');
  return found;
}
