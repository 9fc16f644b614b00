/**
 * The NFT gallery's pure logic: the user's NFTs, filtered by traits, grouped by chain, and the selection,
 * which only ever holds tokens of one chain and one collection (they leave in one flow).
 */
import { formatUnits, getAddress } from 'viem';
import type { UserToken } from '../../api/schemas';
import type { BridgeRoute } from '../../lib/routes';
import { tokenKey } from '../../lib/routes';

/** The price the marketplace gives for a token: its own lowest listing, else its collection's floor. */
export interface NftPrice {
  readonly kind: 'listing' | 'floor';
  /** In MAGIC, a decimal string (exact). */
  readonly magic: string;
}

export interface NftItem {
  readonly chainId: number;
  /** The address the user holds the token at: the collection on its home chain, the router elsewhere. */
  readonly collection: `0x${string}`;
  readonly tokenId: string;
  readonly name: string;
  readonly image?: string;
  readonly attributes: readonly { readonly trait_type: string; readonly value: string }[];
  /** Absent when the marketplace gives none (or the list was read from the chains). */
  readonly price?: NftPrice;
}

const MAGIC_DECIMALS = 18;

/**
 * A token's price from the marketplace's price summary (docs/nfts.md, "Prices"): the lowest listing when the
 * token is listed, else the collection's floor. A price of 0 is the marketplace's "none", not free.
 */
export function nftPrice(summary: UserToken['priceSummary']): NftPrice | undefined {
  const listing = summary?.lowestPrice;
  if (listing !== undefined && BigInt(listing) > 0n)
    return { kind: 'listing', magic: formatUnits(BigInt(listing), MAGIC_DECIMALS) };
  const floor = summary?.floorPrice;
  if (floor !== undefined && BigInt(floor) > 0n)
    return { kind: 'floor', magic: formatUnits(BigInt(floor), MAGIC_DECIMALS) };
  return undefined;
}

/** A token of the marketplace's list as a gallery item. */
export function itemFromMarketplace(token: UserToken): NftItem {
  const price = nftPrice(token.priceSummary);
  return {
    chainId: token.chainId,
    collection: getAddress(token.collectionAddress),
    tokenId: token.tokenId,
    name: token.name ?? `#${token.tokenId}`,
    ...(token.image ? { image: token.image } : {}),
    attributes: token.attributes,
    ...(price ? { price } : {}),
  };
}

/** Trait name -> the value asked for; a trait absent from the map is not filtered on. */
export type TraitFilter = Readonly<Record<string, string>>;

export function nftKey(item: Pick<NftItem, 'chainId' | 'collection' | 'tokenId'>): string {
  return `${item.chainId}:${item.collection.toLowerCase()}:${item.tokenId}`;
}

export function matchesTraits(item: NftItem, filter: TraitFilter): boolean {
  return Object.entries(filter).every(([trait, value]) =>
    item.attributes.some((a) => a.trait_type === trait && a.value === value),
  );
}

/** The items of each chain, chains in `chainOrder`, tokens by id; chains without items left out. */
export function groupByChain(
  items: readonly NftItem[],
  chainOrder: readonly number[],
): { chainId: number; items: NftItem[] }[] {
  return chainOrder
    .map((chainId) => ({
      chainId,
      items: items
        .filter((item) => item.chainId === chainId)
        .sort((a, b) => (BigInt(a.tokenId) < BigInt(b.tokenId) ? -1 : BigInt(a.tokenId) > BigInt(b.tokenId) ? 1 : 0)),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * Selecting or unselecting `item`. A token from another chain or collection than the ones selected
 * starts a new selection: one send moves tokens of one collection from one chain.
 */
export function toggleSelection(selected: readonly NftItem[], item: NftItem): NftItem[] {
  const key = nftKey(item);
  if (selected.some((s) => nftKey(s) === key)) return selected.filter((s) => nftKey(s) !== key);
  const first = selected[0];
  const sameFlow =
    first === undefined ||
    (first.chainId === item.chainId && first.collection.toLowerCase() === item.collection.toLowerCase());
  return sameFlow ? [...selected, item] : [item];
}

/**
 * Where each NFT collection lives: every (chain, address) an ERC721 route has an end at, with its token
 * key. ERC1155 records are left out: no ERC1155 warp router exists to send them through `transferRemote`.
 */
export function nftEndpoints(
  routes: readonly BridgeRoute[],
): { chainId: number; address: `0x${string}`; token: string; name: string }[] {
  const seen = new Map<string, { chainId: number; address: `0x${string}`; token: string; name: string }>();
  for (const route of routes) {
    if (!route.token.isNft || route.token.nftStandard === 'ERC1155') continue;
    for (const end of [route.l1, route.l2]) {
      if (!end.address) continue;
      seen.set(`${end.chainId}:${end.address.toLowerCase()}`, {
        chainId: end.chainId,
        address: end.address,
        token: tokenKey(route.token),
        name: route.token.tokenName,
      });
    }
  }
  return [...seen.values()];
}
