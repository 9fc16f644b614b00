import { describe, expect, it } from 'vitest';
import { builtInRoutes } from '../../bridge';
import { CHAINS } from '../../config/chains';
import { MAINNET } from '../../config/mainnet';
import type { BridgeRoute } from '../../lib/routes';
import { serverTokenOf, tokenOption } from './token-choices';

const builtIn = builtInRoutes(MAINNET);
const TOKEN_ON_ARB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const TOKEN_ON_ABSTRACT = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

/** A marketplace route of `symbol` between Arbitrum and Abstract, as the server records make one. */
const serverRoute = (symbol: string, overrides: Partial<BridgeRoute> = {}): BridgeRoute => ({
  bridge: 'hyperlane',
  token: { tokenName: symbol, symbol, decimals: 18, isNft: false },
  l1: { chainId: CHAINS.arb.chainId, address: TOKEN_ON_ARB, router: TOKEN_ON_ARB },
  l2: { chainId: CHAINS.abstract.chainId, address: TOKEN_ON_ABSTRACT, router: TOKEN_ON_ABSTRACT },
  estimatedDepositTime: 300,
  depositOnly: false,
  widthdrawOnly: false,
  depositDeprecated: false,
  withdrawDisabled: false,
  origin: 'server',
  ...overrides,
});

describe('the token picker’s options', () => {
  it('draw a built-in token with its icon', () => {
    expect(tokenOption(builtIn, 'MAGIC')).toEqual({ value: 'MAGIC', label: 'MAGIC', icon: '/tokens/magic.svg' });
  });

  it('never give a token only server routes carry a built-in icon, even under a symbol the icons know', () => {
    // RON has an icon in the app but no built-in route on mainnet.
    expect(tokenOption([...builtIn, serverRoute('RON')], 'RON').icon).toBeUndefined();
    // MAGIC on a network whose built-in routes carry no MAGIC.
    const noMagic = builtIn.filter((route) => route.token.symbol !== 'MAGIC');
    expect(tokenOption([...noMagic, serverRoute('MAGIC')], 'MAGIC').icon).toBeUndefined();
    expect(tokenOption([serverRoute('NEWT')], 'NEWT')).toEqual({ value: 'NEWT', label: 'NEWT', icon: undefined });
  });
});

describe('serverTokenOf', () => {
  const routes = [...builtIn, serverRoute('NEWT')];

  it('gives a server token’s contract, checksummed, on the chain the form sends from', () => {
    expect(serverTokenOf(routes, 'NEWT', CHAINS.arb.chainId)).toEqual({
      chainId: CHAINS.arb.chainId,
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    });
    expect(serverTokenOf(routes, 'NEWT', CHAINS.abstract.chainId)).toEqual({
      chainId: CHAINS.abstract.chainId,
      address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    });
  });

  it('follows the form to the token’s first origin when it cannot leave from the form’s', () => {
    expect(serverTokenOf(routes, 'NEWT', CHAINS.eth.chainId)?.chainId).toBe(CHAINS.arb.chainId);
    expect(serverTokenOf(routes, 'NEWT', undefined)?.chainId).toBe(CHAINS.arb.chainId);
    // Deposits only: it leaves from Arbitrum alone.
    const oneWay = [serverRoute('NEWT', { depositOnly: true })];
    expect(serverTokenOf(oneWay, 'NEWT', CHAINS.abstract.chainId)?.chainId).toBe(CHAINS.arb.chainId);
  });

  it('still says where a token comes from when no route of it is open', () => {
    const closed = [serverRoute('NEWT', { depositDeprecated: true, withdrawDisabled: true })];
    expect(serverTokenOf(closed, 'NEWT', CHAINS.abstract.chainId)).toEqual({
      chainId: CHAINS.arb.chainId,
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    });
  });

  it('is nothing for a built-in token, server routes of it or not, nor for a token no route carries', () => {
    expect(serverTokenOf(routes, 'MAGIC', CHAINS.arb.chainId)).toBeUndefined();
    expect(serverTokenOf([...routes, serverRoute('MAGIC')], 'MAGIC', CHAINS.arb.chainId)).toBeUndefined();
    expect(serverTokenOf(routes, 'NOPE', CHAINS.arb.chainId)).toBeUndefined();
  });
});
