/**
 * The devnet marketplace's names (docs/names.md): the user accounts 1 to 3 have a Treasure domain and a
 * TreasureTag, each with an avatar drawn here and served by the marketplace from its own origin
 * (`images.ts`), as the real one serves profile pictures from its CDN: the app loads avatars only from the
 * origins its network config names, never a `data:` URL (docs/nfts.md, "Images"). Any other address has no
 * domain: it is answered with its address alone and every name empty, as the real service answers an
 * address nobody named.
 */
import { type Address, getAddress } from 'viem';
import { USERS } from '../accounts';

interface DevnetName {
  readonly domain: string;
  readonly tag: string;
  /** Background and face colours of the avatar. */
  readonly colours: readonly [string, string];
}

const NAMES: readonly DevnetName[] = [
  { domain: 'smolfan.magic', tag: 'smolfan#1234', colours: ['#7c3aed', '#fde68a'] },
  { domain: 'brainiac.magic', tag: 'brainiac#2077', colours: ['#0e7490', '#fecaca'] },
  { domain: 'questor.magic', tag: 'questor#0042', colours: ['#b45309', '#d9f99d'] },
];

/** The avatar of the `n`th devnet name (from 1): a smol's face on a coloured disc; none for another `n`. */
export function avatarSvg(n: number): string | undefined {
  const colours = NAMES[n - 1]?.colours;
  if (!colours) return undefined;
  const [background, face] = colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${background}"/><circle cx="32" cy="36" r="18" fill="${face}"/><circle cx="25" cy="33" r="3" fill="#111827"/><circle cx="39" cy="33" r="3" fill="#111827"/><path d="M25 43q7 5 14 0" stroke="#111827" stroke-width="2.5" fill="none" stroke-linecap="round"/><ellipse cx="32" cy="17" rx="10" ry="7" fill="${face}" opacity="0.85"/></svg>`;
}

/** One name service's entry of a domain. */
interface DomainEntry {
  readonly name: string;
  readonly pfp: string | null;
  readonly banner: null;
}

/** The marketplace's domain shape: an entry per name service, and the one the account prefers. */
export interface DevnetDomain {
  readonly address: Address;
  readonly treasuretag: DomainEntry | null;
  readonly smol: DomainEntry | null;
  readonly ens: DomainEntry | null;
  readonly preferredDomainType: 'treasuretag' | 'smol' | 'ens' | 'address';
}

/** The devnet's named accounts by lower-case address, their avatars on `origin` (the marketplace's own). */
const namedDomains = (origin: string) =>
  new Map<string, DevnetDomain>(
    USERS.map((user, i) => {
      const name = NAMES[i];
      if (!name) throw new Error(`No devnet name for user ${i + 1}`);
      const pfp = `${origin}/images/avatars/${i + 1}.svg`;
      const address = getAddress(user.address);
      return [
        address.toLowerCase(),
        {
          address,
          treasuretag: { name: name.tag, pfp, banner: null },
          smol: { name: name.domain, pfp, banner: null },
          ens: null,
          preferredDomainType: 'smol',
        },
      ];
    }),
  );

/**
 * The devnet's domains, and, for tests only, domains served beside them (`setExtra`, through the control
 * endpoint), so a test can play a backend that names addresses as an attacker would: an extra domain is
 * the answer for its address, and comes first in a search.
 */
export function devnetDomains(origin: string) {
  let extra: readonly DevnetDomain[] = [];
  const named = namedDomains(origin);
  const all = () => [...extra, ...named.values()];
  return {
    setExtra(domains: readonly DevnetDomain[]) {
      extra = domains.map((domain) => ({ ...domain, address: getAddress(domain.address) }));
    },
    /** The domain of `address`: its names, or none (`preferredDomainType: 'address'`, every entry null). */
    domainOf(address: Address): DevnetDomain {
      return (
        all().find((domain) => domain.address.toLowerCase() === address.toLowerCase()) ?? {
          address: getAddress(address),
          treasuretag: null,
          smol: null,
          ens: null,
          preferredDomainType: 'address',
        }
      );
    },
    /** `/search/domains?query=`: the domains one of whose names is exactly the query, whatever its case. */
    search(query: string): DevnetDomain[] {
      const wanted = query.trim().toLowerCase();
      if (!wanted) return [];
      return all().filter((domain) =>
        [domain.treasuretag?.name, domain.smol?.name, domain.ens?.name].some((name) => name?.toLowerCase() === wanted),
      );
    },
  };
}
