import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { MarketplaceClient } from '../../api/marketplace';
import { batchedDomainLookup, type DomainLookup } from '../../api/names';
import { domainNameQuery, ensAvatarQuery, ensNameQuery } from '../../api/names-queries';
import { useAppServices } from '../../api/services';
import { accountNameOf, ensChainOf, type NameSource } from './names';

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
  /** Escaped for showing (docs/names.md, "Names that read as another"). */
  readonly name: string | undefined;
  readonly avatar: string | undefined;
  /** Who gave the name: ENS vouches for it on chain; the marketplace's is a label. */
  readonly source: NameSource | undefined;
}

/**
 * The name and avatar `address` is shown with: its ENS name where the network has ENS, read on chain,
 * else its Treasure domain, a label the chain does not vouch for; nothing while they load or when neither
 * knows it (docs/names.md). The marketplace's name waits for ENS's name (not its avatar), so it never shows
 * and then gives way.
 */
export function useAccountName(address: Address | undefined): ShownName {
  const { marketplace, network } = useAppServices();
  const domain = useQuery(domainNameQuery(domainLookupFor(marketplace), address));
  const ensChain = ensChainOf(network);
  const ens = useQuery(ensNameQuery(ensChain, address));
  // The avatar is asked once the name is known, and shown once it comes: only the name gates the label.
  const ensAvatar = useQuery(ensAvatarQuery(ensChain, ens.data));
  const shown = accountNameOf(
    domain.data,
    { asked: ensChain !== undefined, pending: ens.isPending, name: ens.data },
    ensAvatar.data,
  );
  return { name: shown?.name, avatar: shown?.avatar, source: shown?.source };
}
