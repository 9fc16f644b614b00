import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  isContractCode,
  recipientBlocker,
  recipientConfirmation,
  recipientRefusal,
  routeContractsOf,
} from './recipient';

const ROUTER: Address = '0x263D8f36Bb8d0d9526255E205868C26690b04B88';
const USER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('recipientRefusal', () => {
  it('refuses the zero address, precompiles and system addresses, and burn addresses', () => {
    expect(recipientRefusal('0x0000000000000000000000000000000000000000', [])).toBe('zero');
    expect(recipientRefusal('0x0000000000000000000000000000000000000001', [])).toBe('reserved');
    expect(recipientRefusal('0x000000000000000000000000000000000000800A', [])).toBe('reserved');
    expect(recipientRefusal('0x000000000000000000000000000000000000dEaD', [])).toBe('burn');
    expect(recipientRefusal('0xdead000000000000000042069420694206942069', [])).toBe('burn');
  });

  it("refuses the route's own router and token", () => {
    expect(recipientRefusal(ROUTER, [ROUTER])).toBe('route-contract');
    expect(recipientRefusal(ROUTER.toLowerCase() as Address, [ROUTER])).toBe('route-contract');
  });

  it('accepts an ordinary address', () => {
    expect(recipientRefusal(USER, [ROUTER])).toBeUndefined();
  });
});

describe('recipientConfirmation', () => {
  it('asks to confirm a contract, even one that has sent transactions and holds ETH', () => {
    expect(recipientConfirmation({ code: '0x6080604052', nonce: 1, balance: 5n })).toBe('contract');
  });

  it('treats an EIP-7702 delegated account as an account', () => {
    const delegated = '0xef01005fbdb2315678afecb367f032d93f642f64180aa3' as const;
    expect(isContractCode(delegated)).toBe(false);
    expect(recipientConfirmation({ code: delegated, nonce: 4, balance: 0n })).toBeUndefined();
  });

  it('asks to confirm an address never used on the destination', () => {
    expect(recipientConfirmation({ code: undefined, nonce: 0, balance: 0n })).toBe('unused');
    expect(recipientConfirmation({ code: '0x', nonce: 0, balance: 0n })).toBe('unused');
  });

  it('accepts an account that has sent a transaction or holds the native currency', () => {
    expect(recipientConfirmation({ code: '0x', nonce: 3, balance: 0n })).toBeUndefined();
    expect(recipientConfirmation({ code: undefined, nonce: 0, balance: 1n })).toBeUndefined();
  });
});

describe('recipientBlocker', () => {
  const check = { valid: true, refusal: undefined, pending: false, confirmationKey: undefined };

  it('blocks an invalid or refused address, a check still running, and a confirmation not given', () => {
    expect(recipientBlocker({ ...check, valid: false }, undefined)).toBe('invalid');
    expect(recipientBlocker({ ...check, refusal: 'zero' }, undefined)).toBe('refused');
    expect(recipientBlocker({ ...check, pending: true }, undefined)).toBe('checking');
    expect(recipientBlocker({ ...check, confirmationKey: '1:0xa:unused' }, undefined)).toBe('unconfirmed');
    expect(recipientBlocker({ ...check, confirmationKey: '1:0xa:unused' }, '1:0xb:unused')).toBe('unconfirmed');
  });

  it('blocks a typed name until it resolves, and for good when nobody knows it or the lookup failed', () => {
    const unresolved = { ...check, valid: false };
    expect(recipientBlocker({ ...unresolved, naming: 'resolving' }, undefined)).toBe('resolving');
    expect(recipientBlocker({ ...unresolved, naming: 'unknown' }, undefined)).toBe('unknown-name');
    expect(recipientBlocker({ ...unresolved, naming: 'failed' }, undefined)).toBe('name-failed');
    // A name refused as input (it could read as another, or ENS where there is none) is never looked up.
    expect(recipientBlocker({ ...unresolved, naming: 'refused' }, undefined)).toBe('refused-name');
    // A resolved name is its address: the address's own checks apply.
    expect(recipientBlocker({ ...check, naming: 'resolved', refusal: 'burn' }, undefined)).toBe('refused');
    expect(recipientBlocker({ ...check, naming: 'resolved', confirmationKey: '1:0xa:unused' }, undefined)).toBe(
      'unconfirmed',
    );
    expect(recipientBlocker({ ...check, naming: 'resolved' }, undefined)).toBeUndefined();
  });

  it('lets a checked recipient through, and a confirmed one', () => {
    expect(recipientBlocker(check, undefined)).toBeUndefined();
    expect(recipientBlocker({ ...check, confirmationKey: '1:0xa:unused' }, '1:0xa:unused')).toBeUndefined();
  });
});

describe('routeContractsOf', () => {
  it("lists the route's routers and tokens at both ends, none without a route", () => {
    const [r1, t1, r2] = [
      '0x1111111111111111111111111111111111111111',
      '0x2222222222222222222222222222222222222222',
      '0x3333333333333333333333333333333333333333',
    ] as const;
    const route = { from: { chainId: 1, router: r1, address: t1 }, to: { chainId: 2, router: r2 } };
    expect(routeContractsOf(route)).toEqual([r1, t1, r2]);
    expect(routeContractsOf(undefined)).toEqual([]);
  });
});
