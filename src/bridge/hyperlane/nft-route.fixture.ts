/**
 * For unit tests: a Smol Brains-like NFT route from the marketplace, Arbitrum One to Base on mainnet, whose
 * Arbitrum end is a collateral router over its collection, attested by a signed route list (`attested: false`
 * strips the attestation, as a route no root vouches for would be).
 */
import type { Address } from 'viem';
import { MAINNET } from '../../config/mainnet';
import { warpRoute } from '../../config/warp-route';
import { type BridgeRoute, findRoute } from '../../lib/routes';
import { listAttesting } from '../../lib/routes/route-list.fixture';
import { mergeServerRoutes } from '../../lib/routes/server-records';
import type { ServerBridgeToken } from '../../lib/server-bridge-token';
import { builtInRoutes } from '..';

export const NFT_ROUTER: Address = '0x6666666666666666666666666666666666666666';
export const NFT_COLLECTION: Address = '0x4444444444444444444444444444444444444444';
const BASE_NFT_ROUTER: Address = '0x5555555555555555555555555555555555555555';

export function serverNftRoute({ attested = true } = {}) {
  const records: ServerBridgeToken[] = [
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
  ];
  const { routes } = mergeServerRoutes(MAINNET, builtInRoutes(MAINNET), records, listAttesting(records));
  const offered = attested ? routes : routes.map(({ attestation: _, ...route }: BridgeRoute) => route);
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
