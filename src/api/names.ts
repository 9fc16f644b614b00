/**
 * Names of addresses from the marketplace (docs/names.md): every address asked for within one tick goes
 * out in one `/batch-domains` call, so a history of twenty rows is one request, not twenty.
 */
import type { MarketplaceClient } from './marketplace';
import type { Domain } from './schemas';

/** Runs `flush` once the current tick's callers have asked: after every render and effect of this turn. */
export type Scheduler = (flush: () => void) => void;

const nextTick: Scheduler = (flush) => {
  setTimeout(flush, 0);
};

/**
 * A function of one key whose calls made before `schedule` fires are answered by one call of `load` with
 * every distinct key asked. A key `load` leaves out of its map answers undefined; a failed `load` fails
 * every caller of its batch.
 */
export function createBatcher<V>(
  load: (keys: readonly string[]) => Promise<ReadonlyMap<string, V>>,
  schedule: Scheduler = nextTick,
): (key: string) => Promise<V | undefined> {
  let waiting: Map<string, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]> | undefined;
  return (key) =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        const batch = new Map<
          string,
          { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]
        >();
        waiting = batch;
        schedule(() => {
          waiting = undefined;
          load([...batch.keys()]).then(
            (answers) => {
              for (const [k, callers] of batch) for (const caller of callers) caller.resolve(answers.get(k));
            },
            (error: unknown) => {
              for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
            },
          );
        });
      }
      const callers = waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}

/** The marketplace's domain of an address, or undefined when it has none; addresses are compared lowercased. */
export type DomainLookup = (address: `0x${string}`) => Promise<Domain | undefined>;

/** Domain lookups through one batcher over `/batch-domains`; an address the answer leaves out has no domain. */
export function batchedDomainLookup(marketplace: MarketplaceClient, schedule?: Scheduler): DomainLookup {
  const lookup = createBatcher(async (addresses) => {
    const domains = await marketplace.getDomains(addresses);
    return new Map(domains.map((domain) => [domain.address.toLowerCase(), domain]));
  }, schedule);
  return (address) => lookup(address.toLowerCase());
}

/** A name and the avatar that goes with it, when there is one. */
export interface AccountName {
  readonly name: string;
  readonly avatar: string | undefined;
}

const ENTRY_ORDER = ['treasuretag', 'smol', 'smolverse', 'ens'] as const;

/** The domain's entries, the preferred one first, then TreasureTag, Smolverse, ENS, then the flat name. */
function domainNames(domain: Domain): AccountName[] {
  const preferred = ENTRY_ORDER.find((type) => type === domain.preferredDomainType);
  const order = preferred ? [preferred, ...ENTRY_ORDER.filter((type) => type !== preferred)] : ENTRY_ORDER;
  const names: AccountName[] = [];
  for (const type of order) {
    const entry = domain[type];
    if (entry?.name?.trim()) names.push({ name: entry.name.trim(), avatar: entry.pfp || undefined });
  }
  if (domain.name?.trim()) names.push({ name: domain.name.trim(), avatar: domain.pfp || undefined });
  return names;
}

/**
 * The name a domain shows (docs/names.md): the account's preferred one, else its TreasureTag, Smolverse or
 * ENS name, else the flat name; with that name's avatar, or the first avatar the domain has. Undefined
 * for a domain with no name (the marketplace's "no domain").
 */
export function domainName(domain: Domain | undefined): AccountName | undefined {
  const names = domain ? domainNames(domain) : [];
  const [first] = names;
  if (!first) return undefined;
  return { name: first.name, avatar: first.avatar ?? names.find((n) => n.avatar)?.avatar };
}

/** Whether one of the domain's names is `name`, whatever its case. */
export function domainIsNamed(domain: Domain, name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return domainNames(domain).some((n) => n.name.toLowerCase() === wanted);
}

/**
 * Whether `name` is an ENS name, which only ENS may resolve, never the marketplace (docs/names.md): decided on
 * its compatibility-folded form (NFKC, lower case), so a full-width `vitalik.ｅｔｈ` is one too. (Such a name
 * is refused as input anyway: `nameRefusal` in src/shared/names/name-rules.ts.)
 */
export function isEnsName(name: string): boolean {
  return name.trim().normalize('NFKC').toLowerCase().endsWith('.eth');
}
