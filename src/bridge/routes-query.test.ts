import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { MAINNET } from '../config/mainnet';
import { TESTNET } from '../config/testnet';
import { findRoute, openingSelection } from '../lib/routes/query';
import { builtInRoutes } from './routes';

const ARB = 42161;
const ABSTRACT = 2741;
const ETH = 1;

const mainnetRoutes = builtInRoutes(MAINNET);

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

describe('the built-in routes', () => {
  it('name their Hyperlane routers and tokens checksummed, as the configs write them', () => {
    for (const network of [MAINNET, TESTNET]) {
      for (const route of builtInRoutes(network).filter((r) => r.bridge === 'hyperlane')) {
        for (const address of [route.l1.address, route.l1.router, route.l2.address, route.l2.router]) {
          expect(address && getAddress(address)).toBe(address);
        }
      }
    }
  });
});
