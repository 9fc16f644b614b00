/** Smol Brains read from the devnet chains, with names, images and traits made locally from their ids. */
import { type Address, createPublicClient, http, type PublicClient, parseEther } from 'viem';
import { chainOf } from '../../src/config/chain-of';
import type { PublicDevnetManifest } from '../../src/config/devnet-manifest';
import { erc721Abi } from '../../src/lib/abis';

export const COLLECTION_SLUG = 'smol-brains';
const BODIES = ['Red', 'Blue', 'Green', 'Gold'] as const;
const HATS = ['None', 'Cap', 'Crown'] as const;
const GLASSES = ['None', 'Round'] as const;
const COLOURS: Record<(typeof BODIES)[number], string> = {
  Red: '#ef4444',
  Blue: '#3b82f6',
  Green: '#22c55e',
  Gold: '#eab308',
};

export interface SmolBrain {
  readonly chainId: number;
  readonly collectionAddress: string;
  readonly tokenId: string;
  readonly name: string;
  readonly image: string;
  readonly attributes: { trait_type: string; value: string }[];
  /** What the marketplace asks, in wei of MAGIC (docs/nfts.md, "Prices"); absent for a token it has none for. */
  readonly priceSummary?: { floorPrice: string; lowestPrice?: string };
}

/** The Smol Brains floor price the devnet marketplace gives: 12.5 MAGIC. */
const SMOL_BRAINS_FLOOR_MAGIC = '12.5';
/** Tokens the devnet marketplace has no price for, one of each user's (docs/nfts.md, "Prices"). */
const UNPRICED_BRAIN_IDS: readonly number[] = [7, 13];

/** The listing price of an even id, in MAGIC: 20 plus the id. Odd ids are not listed. */
function listingMagic(id: number): string | undefined {
  return id % 2 === 0 ? String(20 + id) : undefined;
}

function priceSummaryOf(id: number): SmolBrain['priceSummary'] {
  if (UNPRICED_BRAIN_IDS.includes(id)) return undefined;
  const listing = listingMagic(id);
  return {
    floorPrice: parseEther(SMOL_BRAINS_FLOOR_MAGIC).toString(),
    ...(listing ? { lowestPrice: parseEther(listing).toString() } : {}),
  };
}

export function traitsOf(id: number) {
  const body = BODIES[id % BODIES.length] ?? 'Red';
  const hat = HATS[Math.floor(id / 2) % HATS.length] ?? 'None';
  const glasses = GLASSES[Math.floor(id / 3) % GLASSES.length] ?? 'None';
  return { Body: body, Hat: hat, Glasses: glasses };
}

/** Where the devnet marketplace serves Smol Brain `id`'s portrait (`serveImage`), under its own origin. */
function smolBrainImagePath(id: number): string {
  return `/images/smol-brains/${id}.svg`;
}

/**
 * A small SVG portrait: made here, so the gallery works offline, and served from the marketplace's own origin,
 * as the real marketplace serves its images from its CDN: the app loads images only from the origins its
 * network config names (docs/nfts.md, "Images"), never a `data:` URL a server gave.
 */
export function smolBrainSvg(id: number): string {
  const { Body, Hat, Glasses } = traitsOf(id);
  const hat =
    Hat === 'Cap'
      ? '<rect x="22" y="12" width="36" height="10" rx="4" fill="#111827"/>'
      : Hat === 'Crown'
        ? '<path d="M24 22l6-12 10 8 10-8 6 12z" fill="#facc15"/>'
        : '';
  const glasses =
    Glasses === 'Round'
      ? '<circle cx="32" cy="42" r="6" fill="none" stroke="#111827" stroke-width="3"/><circle cx="48" cy="42" r="6" fill="none" stroke="#111827" stroke-width="3"/>'
      : '<circle cx="32" cy="42" r="3" fill="#111827"/><circle cx="48" cy="42" r="3" fill="#111827"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#1f2937"/><ellipse cx="40" cy="44" rx="22" ry="24" fill="${COLOURS[Body]}"/><path d="M26 30q14-14 28 0" stroke="#f9a8d4" stroke-width="4" fill="none"/>${hat}${glasses}<text x="40" y="76" font-size="9" text-anchor="middle" fill="#e5e7eb" font-family="sans-serif">#${id}</text></svg>`;
}

/** Smol Brain `id` as the marketplace answers it, its image on `origin` (the marketplace's own). */
export function smolBrain(chainId: number, collectionAddress: string, id: number, origin: string): SmolBrain {
  const priceSummary = priceSummaryOf(id);
  return {
    chainId,
    collectionAddress,
    tokenId: String(id),
    name: `Smol Brain #${id}`,
    image: `${origin}${smolBrainImagePath(id)}`,
    attributes: Object.entries(traitsOf(id)).map(([trait_type, value]) => ({ trait_type, value })),
    ...(priceSummary ? { priceSummary } : {}),
  };
}

/** Trait counts over the minted ids, in the traits response's shape. */
export function collectionTraits(ids: readonly number[]) {
  const traits: Record<
    string,
    { display_order: string; valuesMap: Record<string, { valueCount: number; valuePriority?: number }> }
  > = {
    Body: { display_order: 'frequency', valuesMap: {} },
    Hat: { display_order: 'name', valuesMap: {} },
    Glasses: { display_order: 'rarity', valuesMap: {} },
  };
  for (const id of ids) {
    for (const [trait, value] of Object.entries(traitsOf(id))) {
      const values = traits[trait]?.valuesMap;
      if (!values) continue;
      values[value] = {
        valueCount: (values[value]?.valueCount ?? 0) + 1,
        ...(value === 'Gold' ? { valuePriority: 1 } : {}),
      };
    }
  }
  return traits;
}

export class NftReader {
  private readonly clients = new Map<number, PublicClient>();

  constructor(
    private readonly manifest: Pick<PublicDevnetManifest, 'chains' | 'tokens'>,
    /** The marketplace's own origin, its images' (`smolBrain`). */
    private readonly origin: string,
  ) {}

  private client(chainId: number): PublicClient | undefined {
    const chain = chainOf(this.manifest, chainId);
    if (!chain) return undefined;
    let client = this.clients.get(chainId);
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { batch: true }) }) as PublicClient;
      this.clients.set(chainId, client);
    }
    return client;
  }

  /** Every Smol Brain `owner` holds, on every devnet chain (or just `chainId`). */
  async tokensOf(owner: Address, chainId?: number): Promise<SmolBrain[]> {
    const collections = this.manifest.tokens.filter(
      (t) => t.standard.startsWith('erc721') && (chainId === undefined || t.chainId === chainId),
    );
    const lists = await Promise.all(
      collections.map(async (collection) => {
        const client = this.client(collection.chainId);
        if (!client) return [];
        const address = collection.token as Address;
        const balance = await client.readContract({
          address,
          abi: erc721Abi,
          functionName: 'balanceOf',
          args: [owner],
        });
        const ids = await Promise.all(
          Array.from({ length: Number(balance) }, (_, i) =>
            client.readContract({
              address,
              abi: erc721Abi,
              functionName: 'tokenOfOwnerByIndex',
              args: [owner, BigInt(i)],
            }),
          ),
        );
        return ids.map((id) => smolBrain(collection.chainId, collection.token, Number(id), this.origin));
      }),
    );
    return lists.flat().sort((a, b) => a.chainId - b.chainId || Number(a.tokenId) - Number(b.tokenId));
  }
}
