import { describe, expect, it } from 'vitest';
import { SAMPLE_MANIFEST, SAMPLE_ZK } from '../config/devnet-manifest.fixture';
import { MAINNET } from '../config/mainnet';
import { loadNetworkConfig } from '../config/network';
import { TESTNET } from '../config/testnet';
import type { NetworkConfig } from '../config/types';
import { findRoute, openingSelection } from '../lib/routes';
import { destinationsFrom, sourcesOf } from '../lib/routes/query';
import { builtInRoutes } from './routes';
import { ABSTRACT, ARB, ask, BASE, ETH, mainnetRoutes } from './routes.fixture';
import { ZK_DEPOSIT_SECONDS, ZK_WITHDRAWAL_SECONDS } from './zk/built-in-routes';

const DRAINER = '0xdddddddddddddddddddddddddddddddddddddddd';

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

describe('the devnet’s built-in routes', () => {
  it('open the devnet’s form on a route they offer', async () => {
    const config = await loadNetworkConfig('devnet', { ...SAMPLE_MANIFEST, zk: SAMPLE_ZK });
    const routes = builtInRoutes(config);
    const opening = openingSelection(routes);
    expect(opening && findRoute(routes, opening).ok).toBe(true);
  });
});
