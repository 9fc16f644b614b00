import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { userTokenSchema } from '../../api/schemas';
import { builtInRoutes } from '../../bridge';
import { MAINNET } from '../../config/mainnet';
import { listAttesting } from '../../lib/routes/route-list.fixture';
import { mergeServerRoutes } from '../../lib/routes/server-records';
import type { ServerBridgeToken } from '../../lib/server-bridge-token';
import {
  groupByChain,
  itemFromMarketplace,
  matchesTraits,
  type NftItem,
  nftEndpoints,
  nftPrice,
  toggleSelection,
} from './inventory';

const COLLECTION = '0x00000000000000000000000000000000000000aa';
const ROUTER = '0x00000000000000000000000000000000000000bb';

function brain(chainId: number, tokenId: string, body = 'Red', collection: `0x${string}` = COLLECTION): NftItem {
  return {
    chainId,
    collection,
    tokenId,
    name: `Smol Brain #${tokenId}`,
    attributes: [
      { trait_type: 'Body', value: body },
      { trait_type: 'Hat', value: 'None' },
    ],
  };
}

describe('matchesTraits', () => {
  it('keeps a token that has every asked-for value', () => {
    expect(matchesTraits(brain(1, '1', 'Gold'), { Body: 'Gold', Hat: 'None' })).toBe(true);
    expect(matchesTraits(brain(1, '1', 'Gold'), {})).toBe(true);
  });

  it('drops a token that misses one', () => {
    expect(matchesTraits(brain(1, '1', 'Red'), { Body: 'Gold' })).toBe(false);
    expect(matchesTraits(brain(1, '1', 'Gold'), { Glasses: 'Round' })).toBe(false);
  });
});

describe('groupByChain', () => {
  it('groups by chain in the given order, ids in numeric order, and leaves out empty chains', () => {
    const groups = groupByChain([brain(2741, '10'), brain(42161, '2'), brain(2741, '9')], [42161, 8453, 2741]);
    expect(groups.map((g) => [g.chainId, g.items.map((i) => i.tokenId)])).toEqual([
      [42161, ['2']],
      [2741, ['9', '10']],
    ]);
  });
});

describe('toggleSelection', () => {
  it('adds and removes tokens of one chain', () => {
    const one = toggleSelection([], brain(42161, '1'));
    const two = toggleSelection(one, brain(42161, '2'));
    expect(two.map((i) => i.tokenId)).toEqual(['1', '2']);
    expect(toggleSelection(two, brain(42161, '1')).map((i) => i.tokenId)).toEqual(['2']);
  });

  it('starts again with a token of another chain or collection', () => {
    const two = [brain(42161, '1'), brain(42161, '2')];
    expect(toggleSelection(two, brain(2741, '5')).map((i) => [i.chainId, i.tokenId])).toEqual([[2741, '5']]);
    expect(toggleSelection(two, brain(42161, '5', 'Red', ROUTER))).toHaveLength(1);
  });
});

describe('NFT routes', () => {
  const UNDERLYING = getAddress('0xabcdef4444444444444444444444444444444444');
  const SYNTHETIC = '0x5555555555555555555555555555555555555555';
  const records: ServerBridgeToken[] = [
    {
      name: 'BRAINS',
      srcChainId: 42161,
      destChainId: 8453,
      srcTokenAddress: '0x6666666666666666666666666666666666666666',
      destTokenAddress: SYNTHETIC,
      underlyingTokenAddress: UNDERLYING,
      isCollateral: true,
      isNft: true,
      nftStandard: 'ERC721',
      method: 'hyperlane',
    },
    {
      name: 'BADGES',
      srcChainId: 42161,
      destChainId: 8453,
      srcTokenAddress: '0x7777777777777777777777777777777777777777',
      destTokenAddress: '0x8888888888888888888888888888888888888888',
      isCollateral: false,
      isNft: true,
      nftStandard: 'ERC1155',
      method: 'hyperlane',
    },
  ];
  const { routes } = mergeServerRoutes(MAINNET, builtInRoutes(MAINNET), records, listAttesting(records));

  it('lists every chain and address an ERC721 collection is held at: the collection, then the synthetic router', () => {
    expect(nftEndpoints(routes)).toEqual([
      { chainId: 42161, address: UNDERLYING, token: 'BRAINS', name: 'BRAINS' },
      { chainId: 8453, address: SYNTHETIC, token: 'BRAINS', name: 'BRAINS' },
    ]);
  });
});

describe('prices from the marketplace', () => {
  const token = (priceSummary?: unknown) =>
    userTokenSchema.parse({
      chainId: 42161,
      collectionAddress: COLLECTION,
      tokenId: 7,
      name: 'Smol Brain #7',
      attributes: [{ trait_type: 'Body', value: 'Gold' }],
      ...(priceSummary === undefined ? {} : { priceSummary }),
    });

  it('take the token’s lowest listing first, then its collection’s floor, in MAGIC', () => {
    expect(
      nftPrice(token({ floorPrice: '12500000000000000000', lowestPrice: '30000000000000000000' }).priceSummary),
    ).toEqual({
      kind: 'listing',
      magic: '30',
    });
    expect(nftPrice(token({ floorPrice: '12500000000000000000' }).priceSummary)).toEqual({
      kind: 'floor',
      magic: '12.5',
    });
    expect(nftPrice(token({ floorPrice: 1e18, lowestPrice: null }).priceSummary)).toEqual({
      kind: 'floor',
      magic: '1',
    });
  });

  it('read a missing, zero or malformed price as none, keeping the token', () => {
    expect(nftPrice(token().priceSummary)).toBeUndefined();
    expect(nftPrice(token(null).priceSummary)).toBeUndefined();
    expect(nftPrice(token({ floorPrice: '0', lowestPrice: '0' }).priceSummary)).toBeUndefined();
    expect(nftPrice(token({ floorPrice: '1.5', lowestPrice: 'soon' }).priceSummary)).toBeUndefined();
    expect(nftPrice(token('cheap').priceSummary)).toBeUndefined();
  });

  it('are carried onto the gallery item, with the checksummed collection', () => {
    expect(itemFromMarketplace(token({ floorPrice: '2000000000000000000' }))).toEqual({
      chainId: 42161,
      collection: getAddress(COLLECTION),
      tokenId: '7',
      name: 'Smol Brain #7',
      attributes: [{ trait_type: 'Body', value: 'Gold' }],
      price: { kind: 'floor', magic: '2' },
    });
    expect(itemFromMarketplace(token())).not.toHaveProperty('price');
  });
});
