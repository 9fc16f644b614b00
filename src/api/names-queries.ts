import { queryOptions, skipToken } from '@tanstack/react-query';
import { type Address, getAddress } from 'viem';
import type { NetworkChain } from '../config/types';
import { AppError } from '../lib/errors';
import type { MarketplaceClient } from './marketplace';
import { type AccountName, type DomainLookup, domainIsNamed, domainName, isEnsName } from './names';
import { queryKeys } from './query-keys';

/** The spec's name lookup cache: a name or avatar is asked again after a minute at the soonest. */
export const NAME_CACHE_MS = 60_000;

/** The marketplace's name of `address`, or null; no query without a marketplace or an address. */
export function domainNameQuery(lookup: DomainLookup | undefined, address: Address | undefined) {
  return queryOptions({
    queryKey: address ? queryKeys.names.domain(address) : queryKeys.idle('name-domain'),
    queryFn: lookup && address ? async () => domainName(await lookup(address)) ?? null : skipToken,
    staleTime: NAME_CACHE_MS,
    retry: 1,
  });
}

/** The ENS name of `address` and its avatar on `chain` (a chain with ENS), or null. */
export function ensNameQuery(chain: NetworkChain | undefined, address: Address | undefined) {
  const resolver = chain?.ensUniversalResolver;
  return queryOptions({
    queryKey: chain && address ? queryKeys.names.ens(chain.chainId, address) : queryKeys.idle('name-ens'),
    queryFn:
      chain && resolver && address
        ? async (): Promise<AccountName | null> => {
            const { ensNameOf } = await import('./ens');
            return ensNameOf(chain, address, resolver);
          }
        : skipToken,
    staleTime: NAME_CACHE_MS,
    retry: 1,
  });
}

/**
 * Where a name typed as a recipient leads: its address, the name and avatar it is shown with (raw: the
 * page escapes it), and who said so: ENS on chain, or the marketplace, which the chain does not vouch for.
 */
export interface ResolvedName extends AccountName {
  readonly address: Address;
  readonly source: 'ens' | 'marketplace';
}

/**
 * The address of `name` (docs/names.md): an `.eth` name through ENS only (on a network without ENS it is
 * refused: the marketplace is never asked for one); any other name through a marketplace domain of exactly
 * that name. Null when nobody knows it; a failed lookup fails the query.
 */
export function resolveNameQuery(
  marketplace: MarketplaceClient | undefined,
  ensChain: NetworkChain | undefined,
  name: string | undefined,
) {
  const resolver = ensChain?.ensUniversalResolver;
  return queryOptions({
    queryKey: name ? queryKeys.names.resolve(name) : queryKeys.idle('name-resolve'),
    queryFn: name
      ? async (): Promise<ResolvedName | null> => {
          if (isEnsName(name)) {
            if (!ensChain || !resolver)
              throw new AppError('name-refused', { name, reason: 'no-ens' }, `${name}: no ENS on this network`);
            const { ensAddressOf } = await import('./ens');
            const found = await ensAddressOf(ensChain, name, resolver);
            return found ? { address: getAddress(found.address), name, avatar: found.avatar, source: 'ens' } : null;
          }
          if (!marketplace) return null;
          const found = (await marketplace.searchDomains(name)).find((domain) => domainIsNamed(domain, name));
          const shown = domainName(found);
          return found && shown ? { address: getAddress(found.address), ...shown, source: 'marketplace' } : null;
        }
      : skipToken,
    staleTime: NAME_CACHE_MS,
    retry: false,
  });
}
