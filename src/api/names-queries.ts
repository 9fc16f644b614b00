import { queryOptions, skipToken } from '@tanstack/react-query';
import { type Address, getAddress } from 'viem';
import type { NetworkChain } from '../config/types';
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

/**
 * The ENS name of `address` on `chain` (a chain with ENS), or null. Its avatar is a query of its own
 * (`ensAvatarQuery`): a name is shown as soon as it is known, without waiting for a picture.
 */
export function ensNameQuery(chain: NetworkChain | undefined, address: Address | undefined) {
  const resolver = chain?.ensUniversalResolver;
  return queryOptions({
    queryKey: chain && address ? queryKeys.names.ens(chain.chainId, address) : queryKeys.idle('name-ens'),
    queryFn:
      chain && resolver && address
        ? async (): Promise<string | null> => {
            const { ensNameOf } = await import('./ens');
            return ensNameOf(chain, address, resolver);
          }
        : skipToken,
    staleTime: NAME_CACHE_MS,
    retry: 1,
  });
}

/** The avatar of the ENS name `name` on `chain`, or null; none asked before the name is known. */
export function ensAvatarQuery(chain: NetworkChain | undefined, name: string | null | undefined) {
  const resolver = chain?.ensUniversalResolver;
  return queryOptions({
    queryKey: chain && name ? queryKeys.names.ensAvatar(chain.chainId, name) : queryKeys.idle('name-ens-avatar'),
    queryFn:
      chain && resolver && name
        ? async (): Promise<string | null> => {
            const { ensAvatarOf } = await import('./ens');
            return (await ensAvatarOf(chain, name, resolver)) ?? null;
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

/** The address ENS gives an `.eth` name on `chain`, with its avatar, or null. */
async function resolveEnsName(chain: NetworkChain, resolver: Address, name: string): Promise<ResolvedName | null> {
  const { ensAddressOf } = await import('./ens');
  const found = await ensAddressOf(chain, name, resolver);
  return found ? { address: getAddress(found.address), name, avatar: found.avatar, source: 'ens' } : null;
}

/** The address of a marketplace domain named exactly `name`, or null. */
async function resolveDomainName(marketplace: MarketplaceClient | undefined, name: string) {
  if (!marketplace) return null;
  const found = (await marketplace.searchDomains(name)).find((domain) => domainIsNamed(domain, name));
  const shown = domainName(found);
  return found && shown ? ({ address: getAddress(found.address), ...shown, source: 'marketplace' } as const) : null;
}

/**
 * The address of `name` (docs/names.md): an `.eth` name through ENS only, never the marketplace; any other
 * name through a marketplace domain of exactly that name. Null when nobody knows it; a failed lookup fails
 * the query. Without ENS an `.eth` name has no lookup at all: `nameResolution` refuses it, and the recipient
 * field never asks (`nameToLookUp` in src/shared/names/names.ts).
 */
export function resolveNameQuery(
  marketplace: MarketplaceClient | undefined,
  ensChain: NetworkChain | undefined,
  name: string | undefined,
) {
  const resolver = ensChain?.ensUniversalResolver;
  const lookup = !name
    ? undefined
    : isEnsName(name)
      ? ensChain && resolver && (() => resolveEnsName(ensChain, resolver, name))
      : () => resolveDomainName(marketplace, name);
  return queryOptions({
    queryKey: name ? queryKeys.names.resolve(name) : queryKeys.idle('name-resolve'),
    queryFn: lookup ? async (): Promise<ResolvedName | null> => lookup() : skipToken,
    staleTime: NAME_CACHE_MS,
    retry: false,
  });
}
