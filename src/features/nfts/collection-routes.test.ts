import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import type { BridgeRoute } from '../../lib/routes';
import { answerOver, collectionRoutes, collectionSend, routeId } from './collection-routes';

const COLLECTION: Address = '0x00000000000000000000000000000000000000aa';
const OTHER_COLLECTION: Address = '0x00000000000000000000000000000000000000ab';
const ARB = 42161;
const ABS = 2741;
const BASE = 8453;
const SIGNER: Address = '0x1111111111111111111111111111111111111111';

const addr = (n: number): Address => `0x${n.toString(16).padStart(40, '0')}`;

/** An NFT route from Arbitrum (the collection behind collateral router `router`) to `to`, synthetic there. */
function nftRoute(opts: {
  router: number;
  to?: number;
  name?: string;
  symbol?: string;
  origin?: 'built-in' | 'server';
  collection?: Address;
  flags?: Partial<Pick<BridgeRoute, 'widthdrawOnly' | 'depositOnly' | 'withdrawDisabled' | 'depositDeprecated'>>;
}): BridgeRoute {
  const origin = opts.origin ?? 'built-in';
  const synthetic = addr(opts.router + 1000);
  return {
    bridge: 'hyperlane',
    token: { tokenName: opts.name ?? 'Smol Brains', symbol: opts.symbol ?? 'SmolBrain', decimals: 0, isNft: true },
    l1: { chainId: ARB, address: opts.collection ?? COLLECTION, router: addr(opts.router) },
    l2: { chainId: opts.to ?? ABS, address: synthetic, router: synthetic },
    estimatedDepositTime: 300,
    depositOnly: false,
    widthdrawOnly: false,
    depositDeprecated: false,
    withdrawDisabled: false,
    ...opts.flags,
    origin,
    // A server route is offered only with its signed list's attestation (docs/routes.md).
    ...(origin === 'server' ? { attestation: { signer: SIGNER, issuedAt: 1_750_000_000 } } : {}),
  } as BridgeRoute;
}

const builtIn = nftRoute({ router: 0xb1 });
const builtInToBase = nftRoute({ router: 0xb1, to: BASE });
/** The same collection under another name and other routers, from the marketplace. */
const serverSameCollection = nftRoute({ router: 0xc1, name: 'Smol Brains (Treasure)', origin: 'server' });
/** Another server route over it under the built-in's own key: `findRoute` by key would pick the built-in. */
const serverSameKey = nftRoute({ router: 0xd1, origin: 'server' });
const unrelated = nftRoute({ router: 0xe1, collection: OTHER_COLLECTION, symbol: 'OTHER', name: 'Other' });

describe('collectionRoutes', () => {
  it('lists every NFT route whose end on the chain holds the collection, built-in first, then in list order', () => {
    const routes = [serverSameCollection, unrelated, builtIn, serverSameKey, builtInToBase];
    expect(collectionRoutes(routes, ARB, COLLECTION)).toEqual([
      builtIn,
      builtInToBase,
      serverSameCollection,
      serverSameKey,
    ]);
  });

  it('matches the address in any case, on the chain asked only', () => {
    expect(collectionRoutes([builtIn], ARB, COLLECTION.toUpperCase().replace('0X', '0x'))).toEqual([builtIn]);
    expect(collectionRoutes([builtIn], ABS, COLLECTION)).toEqual([]);
    expect(collectionRoutes([builtIn], ABS, builtIn.l2.address as string)).toEqual([builtIn]);
  });

  it('leaves out routes that are not NFTs', () => {
    const token = { ...builtIn, token: { ...builtIn.token, isNft: false } };
    expect(collectionRoutes([token], ARB, COLLECTION)).toEqual([]);
  });
});

describe('routeId', () => {
  it('tells routes apart by their contracts and root, and not by the object', () => {
    expect(routeId(builtIn)).toBe(routeId({ ...builtIn }));
    expect(new Set([builtIn, builtInToBase, serverSameCollection, serverSameKey].map(routeId)).size).toBe(4);
  });
});

describe('collectionSend', () => {
  const selection = { chainId: ARB, collection: COLLECTION };

  it('with one route per destination: that route, the first destination by default', () => {
    const send = collectionSend([builtIn, builtInToBase], selection);
    expect(send.carried).toBe(true);
    expect(send.destinations).toEqual([ABS, BASE]);
    expect(send.toChainId).toBe(ABS);
    expect(send.choices).toEqual([builtIn]);
    expect(send.chosen).toBe(builtIn);
    expect(send.answer).toEqual(answerOver(builtIn, ARB, ABS));
    expect(collectionSend([builtIn, builtInToBase], selection, { toChainId: BASE }).chosen).toBe(builtInToBase);
  });

  it('with several routes to the destination: all of them, the built-in one first and chosen by default', () => {
    const send = collectionSend([serverSameCollection, builtIn, serverSameKey], selection);
    expect(send.destinations).toEqual([ABS]);
    expect(send.choices).toEqual([builtIn, serverSameCollection, serverSameKey]);
    expect(send.chosen).toBe(builtIn);
  });

  it('without a built-in route: the first offered is the default', () => {
    expect(collectionSend([serverSameKey, serverSameCollection], selection).chosen).toBe(serverSameKey);
  });

  it('plans the route chosen, even one sharing the built-in route’s token key', () => {
    const routes = [builtIn, serverSameKey, serverSameCollection];
    const send = collectionSend(routes, selection, { routeId: routeId(serverSameKey) });
    expect(send.chosen).toBe(serverSameKey);
    expect(send.answer?.ok && send.answer.route).toBe(serverSameKey);
    expect(send.answer?.ok && send.answer.from.router).toBe(serverSameKey.l1.router);
    const other = collectionSend(routes, selection, { routeId: routeId(serverSameCollection) });
    expect(other.answer?.ok && other.answer.route).toBe(serverSameCollection);
  });

  it('falls back to the default when the route asked for does not go to the destination', () => {
    const routes = [builtIn, builtInToBase, serverSameCollection];
    const send = collectionSend(routes, selection, { toChainId: BASE, routeId: routeId(serverSameCollection) });
    expect(send.toChainId).toBe(BASE);
    expect(send.chosen).toBe(builtInToBase);
  });

  it('falls back to the first destination when the one asked for is not reached', () => {
    expect(collectionSend([builtIn], selection, { toChainId: BASE }).toChainId).toBe(ABS);
  });

  it('offers no route closed in the send’s direction, and no destination only closed routes reach', () => {
    const closed = nftRoute({ router: 0xf1, origin: 'server', flags: { widthdrawOnly: true } });
    const both = collectionSend([closed, serverSameCollection], selection);
    expect(both.choices).toEqual([serverSameCollection]);
    const only = collectionSend([closed], selection);
    expect(only.carried).toBe(true);
    expect(only.destinations).toEqual([]);
    expect(only.toChainId).toBeUndefined();
    expect(only.chosen).toBeUndefined();
    expect(only.answer).toBeUndefined();
  });

  it('says so when no route carries the collection from its chain', () => {
    const send = collectionSend([unrelated], selection);
    expect(send).toMatchObject({ carried: false, destinations: [], choices: [], chosen: undefined, answer: undefined });
  });

  it('sends back from the synthetic end over the same routes', () => {
    const send = collectionSend([builtIn, serverSameCollection], {
      chainId: ABS,
      collection: builtIn.l2.address as string,
    });
    expect(send.destinations).toEqual([ARB]);
    expect(send.choices).toEqual([builtIn]);
    expect(send.answer?.ok && send.answer.direction).toBe('withdraw');
  });
});
