import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { MarketplaceClient } from '../../api/marketplace';
import { batchedDomainLookup, type DomainLookup } from '../../api/names';
import { domainNameQuery, ensNameQuery } from '../../api/names-queries';
import { useAppServices } from '../../api/services';
import { chooseName, ensChainOf } from './names';

/** One batcher per marketplace client: every name on screen shares its `/batch-domains` call. */
const lookups = new WeakMap<MarketplaceClient, DomainLookup>();

function domainLookupFor(marketplace: MarketplaceClient | undefined): DomainLookup | undefined {
  if (!marketplace) return undefined;
  let lookup = lookups.get(marketplace);
  if (!lookup) {
    lookup = batchedDomainLookup(marketplace);
    lookups.set(marketplace, lookup);
  }
  return lookup;
}

interface ShownName {
  readonly name: string | undefined;
  readonly avatar: string | undefined;
}

/**
 * The name and avatar `address` is shown with: its Treasure domain, else its ENS name where the network
 * has ENS (whose avatar also stands in for a domain's missing one); nothing while they load or when
 * neither knows it (docs/names.md).
 */
export function useAccountName(address: Address | undefined): ShownName {
  const { marketplace, network } = useAppServices();
  const domain = useQuery(domainNameQuery(domainLookupFor(marketplace), address));
  // ENS is asked only when the marketplace has no name, or a name without an avatar: it comes second.
  const ens = useQuery(
    ensNameQuery(domain.isLoading || domain.data?.avatar ? undefined : ensChainOf(network), address),
  );
  const shown = chooseName(domain.data, ens.data);
  return { name: shown?.name, avatar: shown?.avatar };
}
