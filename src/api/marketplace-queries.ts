import { queryOptions, skipToken } from '@tanstack/react-query';
import type { NetworkConfig } from '../config/types';
import { PRICE_CACHE_MS } from '../lib/prices';
import type { CollectionTraits } from '../lib/traits';
import { getAllBridgingTokens, type MarketplaceClient } from './marketplace';
import { queryKeys } from './query-keys';

const TRAITS_STALE_MS = 10 * 60_000;
const BRIDGING_TOKENS_STALE_MS = 5 * 60_000;

/** `base` in `quote` from the price service; no query without a marketplace. */
export function priceQuery(marketplace: MarketplaceClient | undefined, base: 'ETH' | 'MAGIC', quote: 'ETH' | 'USD') {
  return queryOptions({
    queryKey: queryKeys.price(base, quote),
    queryFn: marketplace ? () => marketplace.getPrice(base, quote) : skipToken,
    staleTime: PRICE_CACHE_MS,
    refetchInterval: false,
  });
}

/** A collection's traits and their values; no query without a marketplace or a collection. */
export function traitsQuery(marketplace: MarketplaceClient | undefined, slug: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.traits(slug),
    queryFn: marketplace && slug ? (): Promise<CollectionTraits> => marketplace.getCollectionTraits(slug) : skipToken,
    staleTime: TRAITS_STALE_MS,
  });
}

/**
 * Every `/bridging-tokens` record and, where the network pins a signer for it, Treasure's signed route list
 * (`undefined` when it could not be had: the records then add no route), turned into what the caller makes of
 * them (`select`-like, but cached).
 */
export function bridgingTokensQuery<T>(
  network: Pick<NetworkConfig, 'name' | 'services'>,
  marketplace: MarketplaceClient | undefined,
  merge: (records: Awaited<ReturnType<typeof getAllBridgingTokens>>, routeList: unknown) => Promise<T>,
) {
  return queryOptions({
    queryKey: queryKeys.bridgingTokens(network.name),
    queryFn: async () => {
      if (!marketplace) return merge([], undefined);
      const [records, routeList] = await Promise.all([
        getAllBridgingTokens(marketplace),
        // A list that cannot be had attests nothing; the built-in routes and the records' names still count.
        network.services.routeListSigner
          ? marketplace.getBridgeRouteList(network.name).catch(() => undefined)
          : undefined,
      ]);
      return merge(records, routeList);
    },
    staleTime: BRIDGING_TOKENS_STALE_MS,
    retry: 1,
  });
}
