import { describe, expect, it } from 'vitest';
import { chainOf } from '../config/chain-of';
import { MAINNET } from '../config/mainnet';
import { TESTNET } from '../config/testnet';
import type { NetworkConfig } from '../config/types';
import {
  type BridgeRoute,
  builtInRoutes,
  destinationsFrom,
  findRoute,
  HYPERLANE_DEPOSIT_SECONDS,
  mergeServerRoutes,
  nameSkeleton,
  openingSelection,
  sourcesOf,
  ZK_DEPOSIT_SECONDS,
  ZK_WITHDRAWAL_SECONDS,
} from './routes';
import type { ServerBridgeToken } from './server-bridge-token';

const ARB = 42161;
const ABSTRACT = 2741;
const BASE = 8453;
const ETH = 1;

const mainnetRoutes = builtInRoutes(MAINNET);
const ask = (routes: readonly BridgeRoute[], token: string, fromChainId: number, toChainId: number) =>
  findRoute(routes, { token, fromChainId, toChainId });

describe('built-in routes', () => {
  it('pair every connected warp route leg once, plus ETH over zk and nothing else over zk', () => {
    const pairs = mainnetRoutes.map((r) => `${r.token.symbol} ${r.bridge} ${r.l1.chainId}->${r.l2.chainId}`);
    expect(pairs.sort()).toEqual(
      [
        'MAGIC hyperlane 42161->2741',
        'MAGIC hyperlane 42161->8453',
        'MAGIC hyperlane 8453->2741',
        'SMOL hyperlane 42161->2741',
        'SMOL hyperlane 42161->8453',
        'SMOL hyperlane 42161->1',
        'SMOL hyperlane 1->2741',
        'SMOL hyperlane 8453->2741',
        'SMOL hyperlane 1->8453',
        'ETH zk 1->2741',
      ].sort(),
    );
  });

  it('offer no zk route for a token no configured zk chain carries', () => {
    const routes = builtInRoutes({ ...MAINNET, zkChains: [] });
    expect(routes.filter((r) => r.bridge === 'zk')).toEqual([]);
  });

  it('give the zk ETH route native ends, and carry MAGIC between Ethereum and Abstract by no method', () => {
    const zk = mainnetRoutes.filter((r) => r.bridge === 'zk');
    expect(zk).toEqual([
      expect.objectContaining({
        token: expect.objectContaining({ symbol: 'ETH' }),
        l1: { chainId: ETH, isNative: true },
        l2: { chainId: ABSTRACT, isNative: true },
        estimatedDepositTime: 12 * 60,
        estimatedWithdrawalTime: 24 * 60 * 60,
      }),
    ]);
    expect(ask(mainnetRoutes, 'MAGIC', ETH, ABSTRACT)).toEqual({ ok: false, reason: 'no-route' });
    expect(ask(mainnetRoutes, 'MAGIC', ABSTRACT, ETH)).toEqual({ ok: false, reason: 'no-route' });
  });

  it('make the home chain (Abstract) the L2 end, else the collateral chain the L1 end', () => {
    const magicArbAbstract = mainnetRoutes[0];
    expect(magicArbAbstract?.l1).toEqual({
      chainId: ARB,
      address: '0x539bdE0d7Dbd336b79148AA742883198BBF60342',
      router: '0x37687d638EA2D25Df5350D37d5BccBF7Fff1F2B3',
    });
    expect(magicArbAbstract?.l2.chainId).toBe(ABSTRACT);
    expect(magicArbAbstract?.l2.address).toBe(magicArbAbstract?.l2.router);
  });

  it('carry the spec’s times: 5 minutes by Hyperlane, 12 minutes in and 24 hours out by zk', () => {
    expect(HYPERLANE_DEPOSIT_SECONDS).toBe(300);
    expect(ask(mainnetRoutes, 'MAGIC', ARB, ABSTRACT)).toMatchObject({
      ok: true,
      estimatedTime: 300,
      method: 'hyperlane',
    });
    expect(ask(mainnetRoutes, 'MAGIC', ABSTRACT, ARB)).toMatchObject({
      ok: true,
      estimatedTime: 300,
      direction: 'withdraw',
    });
    expect(ask(mainnetRoutes, 'ETH', ETH, ABSTRACT)).toMatchObject({
      ok: true,
      method: 'zk',
      direction: 'deposit',
      estimatedTime: ZK_DEPOSIT_SECONDS,
    });
    expect(ask(mainnetRoutes, 'ETH', ABSTRACT, ETH)).toMatchObject({
      ok: true,
      method: 'zk',
      direction: 'withdraw',
      estimatedTime: ZK_WITHDRAWAL_SECONDS,
    });
    expect(ZK_DEPOSIT_SECONDS).toBe(720);
    expect(ZK_WITHDRAWAL_SECONDS).toBe(86_400);
  });

  it('answer which contracts to use', () => {
    const answer = ask(mainnetRoutes, 'magic', ABSTRACT, ARB);
    if (!answer.ok) throw new Error(answer.reason);
    expect(answer.from.router).toBe('0x263D8f36Bb8d0d9526255E205868C26690b04B88');
    expect(answer.to.address).toBe('0x539bdE0d7Dbd336b79148AA742883198BBF60342');
    expect(answer.direction).toBe('withdraw');
  });

  it('offer SMOL out of Arbitrum only: no leg of its warp route sends back there (the registry’s connections)', () => {
    for (const to of [ETH, BASE, ABSTRACT]) {
      expect(ask(mainnetRoutes, 'SMOL', ARB, to)).toMatchObject({ ok: true, direction: 'deposit' });
      expect(ask(mainnetRoutes, 'SMOL', to, ARB)).toEqual({ ok: false, reason: 'withdraw-disabled' });
    }
    for (const [from, to] of [
      [ETH, BASE],
      [BASE, ETH],
      [ETH, ABSTRACT],
      [ABSTRACT, ETH],
      [BASE, ABSTRACT],
      [ABSTRACT, BASE],
    ] as const) {
      expect(ask(mainnetRoutes, 'SMOL', from, to), `${from} -> ${to}`).toMatchObject({ ok: true });
    }
    for (const from of [ETH, BASE, ABSTRACT]) expect(destinationsFrom(mainnetRoutes, 'SMOL', from)).not.toContain(ARB);
  });

  it('open a direction only where the origin leg lists the destination among its connections', () => {
    // MAGIC's Arbitrum leg made to send to Base only: Arbitrum -> Abstract closes, Abstract -> Arbitrum stays.
    const network: NetworkConfig = {
      ...MAINNET,
      hyperlaneTokens: MAINNET.hyperlaneTokens.map((leg) =>
        leg.symbol === 'MAGIC' && leg.chainName === 'arbitrum'
          ? { ...leg, connections: leg.connections.filter((c) => c.chainName === 'base') }
          : leg,
      ),
    };
    const routes = builtInRoutes(network);
    expect(ask(routes, 'MAGIC', ARB, ABSTRACT)).toEqual({ ok: false, reason: 'withdraw-only' });
    expect(ask(routes, 'MAGIC', ABSTRACT, ARB)).toMatchObject({ ok: true, direction: 'withdraw' });
    expect(ask(routes, 'MAGIC', ARB, BASE)).toMatchObject({ ok: true });
    // A connection to another router on the right chain is no connection.
    const elsewhere: NetworkConfig = {
      ...MAINNET,
      hyperlaneTokens: MAINNET.hyperlaneTokens.map((leg) =>
        leg.symbol === 'MAGIC' && leg.chainName === 'abstract'
          ? { ...leg, connections: leg.connections.map((c) => ({ ...c, address: DRAINER })) }
          : leg,
      ),
    };
    expect(ask(builtInRoutes(elsewhere), 'MAGIC', ABSTRACT, ARB)).toEqual({ ok: false, reason: 'withdraw-disabled' });
  });

  it('refuse a deposit on a withdraw-only route and on a deprecated one', () => {
    const network: NetworkConfig = {
      ...MAINNET,
      routeRestrictions: [
        { symbol: 'MAGIC', l1ChainId: ARB, l2ChainId: ABSTRACT, withdrawOnly: true },
        { symbol: 'MAGIC', l1ChainId: ARB, l2ChainId: BASE, depositDeprecated: true },
      ],
    };
    const routes = builtInRoutes(network);
    expect(ask(routes, 'MAGIC', ARB, ABSTRACT)).toEqual({ ok: false, reason: 'withdraw-only' });
    expect(ask(routes, 'MAGIC', ABSTRACT, ARB)).toMatchObject({ ok: true, direction: 'withdraw' });
    expect(ask(routes, 'MAGIC', ARB, BASE)).toEqual({ ok: false, reason: 'deposit-deprecated' });
    expect(ask(routes, 'MAGIC', BASE, ARB)).toMatchObject({ ok: true });
  });

  it('fail loudly on a restriction that matches no route', () => {
    const network = {
      ...MAINNET,
      routeRestrictions: [{ symbol: 'SMOL', l1ChainId: ABSTRACT, l2ChainId: ARB, withdrawDisabled: true }],
    };
    expect(() => builtInRoutes(network)).toThrow('matches no route');
  });

  it('answer no route for an unknown pair, token or the same chain', () => {
    expect(ask(mainnetRoutes, 'MAGIC', ARB, ETH)).toEqual({ ok: false, reason: 'no-route' });
    expect(ask(mainnetRoutes, 'DOGE', ARB, ABSTRACT)).toEqual({ ok: false, reason: 'no-route' });
    expect(ask(mainnetRoutes, 'MAGIC', ARB, ARB)).toEqual({ ok: false, reason: 'same-chain' });
  });

  it('list where a token can go from a chain, and where it can leave from', () => {
    expect(destinationsFrom(mainnetRoutes, 'MAGIC', ARB).sort()).toEqual([ABSTRACT, BASE].sort());
    expect(destinationsFrom(mainnetRoutes, 'SMOL', ETH).sort()).toEqual([ABSTRACT, BASE].sort());
    expect(destinationsFrom(mainnetRoutes, 'SMOL', ARB).sort()).toEqual([ABSTRACT, BASE, ETH].sort());
    expect(sourcesOf(mainnetRoutes, 'MAGIC').sort()).toEqual([ABSTRACT, BASE, ARB].sort());
  });

  it('give testnet no Hyperlane route until its remote legs are known, and ETH alone over zk', () => {
    const routes = builtInRoutes(TESTNET);
    expect(routes.map((r) => `${r.token.symbol} ${r.bridge} ${r.l1.chainId}->${r.l2.chainId}`)).toEqual([
      'ETH zk 11155111->11124',
    ]);
  });
});

describe('where the form opens', () => {
  it('opens each network on a route it offers, never MAGIC over zk', () => {
    for (const network of [MAINNET, TESTNET]) {
      const routes = builtInRoutes(network);
      const opening = openingSelection(routes);
      if (!opening) throw new Error(`${network.name} opens on nothing`);
      const answer = findRoute(routes, opening);
      expect(answer.ok, network.name).toBe(true);
      expect(answer.ok && `${opening.token} ${answer.method}`, network.name).not.toBe('MAGIC zk');
    }
    expect(openingSelection(mainnetRoutes)).toEqual({ token: 'MAGIC', fromChainId: ARB, toChainId: ABSTRACT });
    expect(openingSelection(builtInRoutes(TESTNET))).toEqual({
      token: 'ETH',
      fromChainId: 11155111,
      toChainId: 11124,
    });
  });

  it('skips a token whose every direction is closed, and opens on nothing without an open route', () => {
    const closed = mainnetRoutes
      .filter((r) => r.token.symbol === 'MAGIC')
      .map((r) => ({ ...r, widthdrawOnly: true, withdrawDisabled: true }));
    const eth = mainnetRoutes.filter((r) => r.token.symbol === 'ETH');
    expect(openingSelection([...closed, ...eth])).toEqual({ token: 'ETH', fromChainId: ETH, toChainId: ABSTRACT });
    expect(openingSelection(closed)).toBeUndefined();
    expect(openingSelection([])).toBeUndefined();
  });
});

const record = (overrides: Partial<ServerBridgeToken>): ServerBridgeToken => ({
  name: 'MAGIC',
  srcChainId: ARB,
  destChainId: ABSTRACT,
  srcTokenAddress: '0x37687d638EA2D25Df5350D37d5BccBF7Fff1F2B3',
  destTokenAddress: '0x263D8f36Bb8d0d9526255E205868C26690b04B88',
  underlyingTokenAddress: '0x539bdE0d7Dbd336b79148AA742883198BBF60342',
  isCollateral: true,
  isNft: false,
  method: 'hyperlane',
  ...overrides,
});

const merge = (records: ServerBridgeToken[]) => mergeServerRoutes(MAINNET, mainnetRoutes, records);
const MAGIC_TOKEN = '0x539bdE0d7Dbd336b79148AA742883198BBF60342';
const MAGIC_ARB_ROUTER = '0x37687d638EA2D25Df5350D37d5BccBF7Fff1F2B3';
const DRAINER = '0xdddddddddddddddddddddddddddddddddddddddd';

describe('server routes', () => {
  it('add nothing for a direction a built-in route covers with the same contracts', () => {
    const { routes, rejected } = merge([
      record({}),
      record({
        srcChainId: ABSTRACT,
        destChainId: ARB,
        srcTokenAddress: '0x263D8f36Bb8d0d9526255E205868C26690b04B88',
        destTokenAddress: MAGIC_ARB_ROUTER,
        isCollateral: false,
        underlyingTokenAddress: undefined,
      }),
    ]);
    expect(routes).toEqual(mainnetRoutes);
    expect(rejected).toEqual([]);
  });

  it('drop Hyperlane records on a chain without a Mailbox (one the registry disables)', () => {
    const ghost = record({ name: 'GHOST', srcChainId: 421614, destChainId: 11124 });
    const { routes, rejected } = mergeServerRoutes(TESTNET, builtInRoutes(TESTNET), [
      ghost,
      { ...ghost, srcChainId: 11124, destChainId: 84532 },
      { ...ghost, destChainId: 84532 },
    ]);
    expect(rejected.map((r) => r.reason)).toEqual(['no-mailbox', 'no-mailbox']);
    expect(routes.filter((r) => r.origin === 'server').map((r) => `${r.l1.chainId}->${r.l2.chainId}`)).toEqual([
      '421614->84532',
    ]);
  });

  it('drop records on a chain the network does not have', () => {
    const { routes, rejected } = merge([
      record({ name: 'GHOST', srcChainId: 999 }),
      record({ name: 'GHOST', destChainId: 999 }),
    ]);
    expect(routes).toHaveLength(mainnetRoutes.length);
    expect(rejected.map((r) => r.reason)).toEqual(['unknown-chain', 'unknown-chain']);
  });

  it('make a server-only direction of a new token a deposit-only candidate, with default decimals', () => {
    const ghost = record({
      name: 'GHOST',
      srcChainId: BASE,
      destChainId: ETH,
      srcTokenAddress: '0x1111111111111111111111111111111111111111',
      destTokenAddress: '0x2222222222222222222222222222222222222222',
      underlyingTokenAddress: '0x3333333333333333333333333333333333333333',
      isDestCollateral: true,
    });
    const nft = record({
      name: 'BRAINS',
      srcChainId: ARB,
      destChainId: BASE,
      srcTokenAddress: '0x4444444444444444444444444444444444444444',
      destTokenAddress: '0x5555555555555555555555555555555555555555',
      isCollateral: false,
      underlyingTokenAddress: undefined,
      isNft: true,
      nftStandard: 'ERC721',
      nftBatchSignature: 'transferRemoteBatch(uint32,bytes32,uint128[])',
    });
    const { routes: merged } = merge([ghost, nft]);
    const answer = ask(merged, 'GHOST', BASE, ETH);
    expect(answer).toMatchObject({ ok: true, direction: 'deposit', method: 'hyperlane', estimatedTime: 300 });
    if (!answer.ok) throw new Error('no route');
    expect(answer.route.origin).toBe('server');
    expect(answer.route.destinationCollateral).toBe(true);
    expect(answer.route.token.decimals).toBe(18);
    expect(answer.from).toEqual({
      chainId: BASE,
      address: '0x3333333333333333333333333333333333333333',
      router: '0x1111111111111111111111111111111111111111',
    });
    expect(ask(merged, 'GHOST', ETH, BASE)).toEqual({ ok: false, reason: 'deposit-only' });
    const brains = ask(merged, 'BRAINS', ARB, BASE);
    expect(brains).toMatchObject({ ok: true, route: { token: { decimals: 0, isNft: true, nftStandard: 'ERC721' } } });
    if (brains.ok) expect(brains.route.nftBatchSignature).toBe('transferRemoteBatch(uint32,bytes32,uint128[])');
  });

  it('keep built-in restrictions over what the server lists, even with other contracts', () => {
    const smolBack = record({
      name: 'SMOL',
      srcChainId: ETH,
      destChainId: ARB,
      srcTokenAddress: '0x53ccE6d10e43d1B3D11872Ad22eC2aCd8d2537B8',
      destTokenAddress: '0x32AD8eEb9831afe4B8f19FCF7B318c6526B8B781',
      isCollateral: false,
      underlyingTokenAddress: undefined,
    });
    const otherContracts = { ...smolBack, srcTokenAddress: DRAINER, destTokenAddress: DRAINER };
    const { routes, rejected } = merge([smolBack, otherContracts]);
    expect(ask(routes, 'SMOL', ETH, ARB)).toEqual({ ok: false, reason: 'withdraw-disabled' });
    expect(rejected).toEqual([{ record: otherContracts, reason: 'conflicts-with-built-in' }]);
  });

  it('refuse a record that would make a drainer the spender of real MAGIC', () => {
    const drainer = record({
      name: 'magic',
      srcChainId: ARB,
      destChainId: ETH,
      srcTokenAddress: DRAINER,
      destTokenAddress: DRAINER,
      underlyingTokenAddress: MAGIC_TOKEN,
    });
    const { routes, rejected } = merge([drainer]);
    expect(ask(routes, 'MAGIC', ARB, ETH)).toEqual({ ok: false, reason: 'no-route' });
    expect(rejected.map((r) => r.reason)).toEqual(['look-alike']);
  });

  it.each([
    ['trailing space', 'MAGIC '],
    ['lower case', 'magic'],
    ['Cyrillic А', 'M\u0410GIC'],
    ['Greek Μ and zero-width space', '\u039cAG\u200bIC'],
    ['dots', 'M.A.G.I.C'],
    ['digit one for I', 'MAG1C'],
    ['accent', 'MÀGIC'],
  ])('refuse a second token under a look-alike of a built-in name (%s)', (_, name) => {
    const { routes, rejected } = merge([
      record({
        name,
        srcChainId: BASE,
        destChainId: ETH,
        srcTokenAddress: DRAINER,
        destTokenAddress: '0x2222222222222222222222222222222222222222',
        isCollateral: false,
        underlyingTokenAddress: undefined,
      }),
    ]);
    expect(routes).toEqual(mainnetRoutes);
    expect(rejected.map((r) => r.reason)).toEqual(['look-alike']);
  });

  it('take a new leg of a built-in token only from one of its routers, under the built-in name', () => {
    const ronin = record({
      name: 'MAGIC',
      srcChainId: ARB,
      destChainId: 2020,
      srcTokenAddress: MAGIC_ARB_ROUTER,
      destTokenAddress: '0x2222222222222222222222222222222222222222',
    });
    const network: NetworkConfig = { ...MAINNET, chains: [...MAINNET.chains, roninChain()] };
    const { routes, rejected } = mergeServerRoutes(network, mainnetRoutes, [ronin]);
    expect(rejected).toEqual([]);
    const answer = ask(routes, 'MAGIC', ARB, 2020);
    expect(answer).toMatchObject({ ok: true, route: { origin: 'server', token: { symbol: 'MAGIC', decimals: 18 } } });
  });

  it('refuse unparseable addresses, impossible decimals, and zk records (the zk bridge comes from config)', () => {
    const base = { name: 'GHOST', srcChainId: BASE, destChainId: ETH, isCollateral: false };
    const { rejected } = merge([
      record({ ...base, srcTokenAddress: 'not-an-address' }),
      record({ ...base, decimals: 77 }),
      record({ ...base, isNft: true, decimals: 3 }),
      record({ ...base, method: 'zk', srcTokenAddress: DRAINER }),
    ]);
    expect(rejected.map((r) => r.reason)).toEqual(['bad-address', 'bad-decimals', 'bad-decimals', 'zk-from-server']);
  });

  it('refuse a second server token whose name only looks like an earlier one', () => {
    const first = record({
      name: 'GHOST',
      srcChainId: BASE,
      destChainId: ETH,
      srcTokenAddress: '0x1111111111111111111111111111111111111111',
      isCollateral: false,
    });
    const second = { ...first, name: 'GH0ST', srcTokenAddress: DRAINER };
    const { rejected } = merge([first, second]);
    expect(rejected).toEqual([{ record: second, reason: 'look-alike' }]);
  });
});

describe('name skeletons', () => {
  it('fold case, spaces, accents and look-alike letters', () => {
    expect(nameSkeleton('Smol Brains')).toBe(nameSkeleton('SMOLBRAINS'));
    expect(nameSkeleton('\u0405MOL')).toBe(nameSkeleton('SMOL'));
    expect(nameSkeleton('MAGIC')).not.toBe(nameSkeleton('MAGE'));
  });
});

function roninChain() {
  const arbitrum = chainOf(MAINNET, ARB);
  if (!arbitrum) throw new Error('no Arbitrum');
  return { ...arbitrum, chainId: 2020, domainId: 2020, chainSlug: 'ronin' as const, chainName: 'Ronin' };
}
