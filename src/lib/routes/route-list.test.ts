import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { ServerBridgeToken } from '../server-bridge-token';
import { attestedLegs, type RouteListMessage, routeListTypedData, verifyRouteList } from './route-list';

// Anvil's well-known keys: the operator's, and an attacker's.
const OPERATOR = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const ATTACKER = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const NOW = 1_800_000_000;

const ROUTER_A: Address = '0x1111111111111111111111111111111111111111';
const TOKEN_A: Address = '0x2222222222222222222222222222222222222222';
const ROUTER_B: Address = '0x3333333333333333333333333333333333333333';
const DRAINER: Address = '0xdddddddddddddddddddddddddddddddddddddddd';

const LIST: RouteListMessage = {
  network: 'mainnet',
  issuedAt: NOW - 60,
  expiresAt: NOW + 86_400,
  routes: [
    {
      standard: 'ERC20',
      decimals: 18,
      legs: [
        { chainId: 42161, router: ROUTER_A, token: TOKEN_A },
        { chainId: 8453, router: ROUTER_B, token: ROUTER_B },
      ],
    },
  ],
};

const signed = async (list: RouteListMessage, by = OPERATOR) => ({
  list,
  signature: await by.signTypedData(routeListTypedData(list)),
});
const verify = (served: unknown) =>
  verifyRouteList(served, { network: 'mainnet', signer: OPERATOR.address, nowSeconds: NOW });
const problemOf = async (served: unknown) => {
  const verdict = await verify(served);
  return 'problem' in verdict ? verdict.problem : 'attested';
};

describe('the signed route list', () => {
  it('attests its routes when the pinned key signed exactly this list, for this network, still valid', async () => {
    expect(await verify(await signed(LIST))).toEqual({
      list: { signer: OPERATOR.address, issuedAt: LIST.issuedAt, routes: LIST.routes },
    });
  });

  it('attests nothing signed by another key, or where the network pins none', async () => {
    const forged = await signed(LIST, ATTACKER);
    expect(await problemOf(forged)).toBe('wrong-signer');
    // The list names its own signer nowhere: a served list cannot choose the key it is checked against.
    const unpinned = { network: 'mainnet', signer: undefined, nowSeconds: NOW } as const;
    expect(await verifyRouteList(await signed(LIST), unpinned)).toEqual({ problem: 'no-signer' });
  });

  it('attests nothing when the operator’s signature is replayed over other addresses', async () => {
    const genuine = await signed(LIST);
    const [route] = LIST.routes;
    if (!route) throw new Error('a route');
    const swapped = { ...route, legs: [{ ...route.legs[0], chainId: 42161, router: DRAINER, token: TOKEN_A }] };
    const replayed = { ...genuine, list: { ...LIST, routes: [swapped, ...LIST.routes.slice(1)] } };
    expect(await problemOf(replayed)).toBe('wrong-signer');
    const longer = { ...genuine, list: { ...LIST, expiresAt: LIST.expiresAt + 86_400 * 365 } };
    expect(await problemOf(longer)).toBe('wrong-signer');
  });

  it('attests nothing once expired, before it is issued, or for another network', async () => {
    expect(await problemOf(await signed({ ...LIST, issuedAt: NOW - 90_000, expiresAt: NOW - 1 }))).toBe('expired');
    expect(await problemOf(await signed({ ...LIST, expiresAt: NOW }))).toBe('expired');
    expect(await problemOf(await signed({ ...LIST, issuedAt: NOW + 3600 }))).toBe('not-yet-valid');
    // Five minutes of clock difference are forgiven.
    expect(await problemOf(await signed({ ...LIST, issuedAt: NOW + 120 }))).toBe('attested');
    expect(await problemOf(await signed({ ...LIST, network: 'testnet' }))).toBe('wrong-network');
  });

  it('attests nothing that is not a list, or that the marketplace did not serve', async () => {
    expect(await problemOf(undefined)).toBe('unavailable');
    for (const junk of [null, 'list', { list: LIST }, { list: LIST, signature: '0x1234' }, { signature: '0x' }]) {
      expect(await problemOf(junk)).toBe('malformed');
    }
    const genuine = await signed(LIST);
    expect(await problemOf({ ...genuine, list: { ...LIST, issuedAt: -1 } })).toBe('malformed');
  });
});

describe('a record’s legs in an attested list', () => {
  const list = { signer: OPERATOR.address, issuedAt: NOW, routes: LIST.routes };
  /** Base's synthetic leg sending back to Arbitrum's collateral one. */
  const FROM_BASE = {
    srcChainId: 8453,
    destChainId: 42161,
    srcTokenAddress: ROUTER_B,
    destTokenAddress: ROUTER_A,
    isCollateral: false,
    underlyingTokenAddress: undefined,
  };
  const record = (overrides: Partial<ServerBridgeToken>): ServerBridgeToken => ({
    name: 'GEMS',
    srcChainId: 42161,
    destChainId: 8453,
    srcTokenAddress: ROUTER_A,
    destTokenAddress: ROUTER_B,
    underlyingTokenAddress: TOKEN_A,
    isCollateral: true,
    isNft: false,
    method: 'hyperlane',
    ...overrides,
  });

  it('are found in either direction, names and case aside, with the destination’s token from the list', () => {
    expect(attestedLegs(list, record({ srcTokenAddress: ROUTER_A.toUpperCase().replace('0X', '0x') }), 18)).toEqual({
      destToken: ROUTER_B,
    });
    const back = record({ ...FROM_BASE, isDestCollateral: true });
    expect(attestedLegs(list, back, 18)).toEqual({ destToken: TOKEN_A });
  });

  it('are not found for another underlying token, other decimals, another standard, or a synthetic claim the list does not make', () => {
    expect(attestedLegs(list, record({ underlyingTokenAddress: DRAINER }), 18)).toBeUndefined();
    expect(attestedLegs(list, record({}), 6)).toBeUndefined();
    expect(attestedLegs(list, record({ isNft: true, nftStandard: 'ERC721' }), 18)).toBeUndefined();
    // The list says Arbitrum's leg is collateral over TOKEN_A: a record sending from it as a synthetic is not it.
    expect(attestedLegs(list, record({ isCollateral: false, underlyingTokenAddress: undefined }), 18)).toBeUndefined();
    // The record says the destination is its own token, while the list says Arbitrum's leg wraps TOKEN_A.
    const toArbitrum = record(FROM_BASE);
    expect(attestedLegs(list, toArbitrum, 18)).toBeUndefined();
  });
});
