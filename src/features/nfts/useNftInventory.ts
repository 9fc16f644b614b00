import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { isAddressEqual } from 'viem';
import { publicClient } from '../../api/chain-clients';
import type { MarketplaceClient } from '../../api/marketplace';
import { queryKeys } from '../../api/query-keys';
import { useAppServices } from '../../api/services';
import { chainOf, type NetworkConfig } from '../../config';
import { erc721Abi } from '../../lib/abis';
import type { BridgeRoute } from '../../lib/routes';
import { itemFromMarketplace, type NftItem, nftEndpoints } from './inventory';

interface NftInventory {
  readonly items: readonly NftItem[];
  /** Where the list came from: the marketplace (names, images, traits) or, when it is down, the chains. */
  readonly source: 'marketplace' | 'chain';
}

/** The NFTs `owner` holds in every bridgeable collection on every chain of the network. */
export function useNftInventory(owner: `0x${string}` | undefined, routes: readonly BridgeRoute[]) {
  const { network, marketplace } = useAppServices();
  return useQuery(nftInventoryQuery(network, marketplace, owner, nftEndpoints(routes)));
}

function nftInventoryQuery(
  network: NetworkConfig,
  marketplace: MarketplaceClient | undefined,
  owner: `0x${string}` | undefined,
  endpoints: readonly Endpoint[],
) {
  return queryOptions({
    queryKey: queryKeys.nftInventory.of(
      network.name,
      owner ?? '0x',
      endpoints.map((e) => `${e.chainId}:${e.address}`),
    ),
    queryFn:
      owner && endpoints.length > 0
        ? async (): Promise<NftInventory> => {
            if (marketplace) {
              const fromMarketplace = await fromServer(marketplace, owner, endpoints).catch((error: unknown) => {
                console.warn('NFTs from the marketplace', error);
                return undefined;
              });
              if (fromMarketplace) return { items: fromMarketplace, source: 'marketplace' };
            }
            return { items: await fromChains(network, owner, endpoints), source: 'chain' };
          }
        : skipToken,
  });
}

type Endpoint = ReturnType<typeof nftEndpoints>[number];

async function fromServer(marketplace: MarketplaceClient, owner: `0x${string}`, endpoints: readonly Endpoint[]) {
  const tokens = await marketplace.getTokensForUser({ userAddress: owner });
  return tokens
    .filter((t) =>
      endpoints.some((e) => e.chainId === t.chainId && isAddressEqual(e.address, t.collectionAddress as `0x${string}`)),
    )
    .map(itemFromMarketplace);
}

/** Enumerable collections read straight from each chain: one batch for the counts, one for the ids. */
async function fromChains(network: NetworkConfig, owner: `0x${string}`, endpoints: readonly Endpoint[]) {
  const lists = await Promise.all(
    endpoints.map(async (endpoint) => {
      const chain = chainOf(network, endpoint.chainId);
      if (!chain) return [];
      const client = publicClient(chain);
      const count = await client.readContract({
        address: endpoint.address,
        abi: erc721Abi,
        functionName: 'balanceOf',
        args: [owner],
      });
      const ids = await Promise.all(
        Array.from({ length: Number(count) }, (_, index) =>
          client.readContract({
            address: endpoint.address,
            abi: erc721Abi,
            functionName: 'tokenOfOwnerByIndex',
            args: [owner, BigInt(index)],
          }),
        ),
      );
      return ids.map(
        (id): NftItem => ({
          chainId: endpoint.chainId,
          collection: endpoint.address,
          tokenId: id.toString(),
          name: `${endpoint.name} #${id}`,
          attributes: [],
        }),
      );
    }),
  );
  return lists.flat();
}
