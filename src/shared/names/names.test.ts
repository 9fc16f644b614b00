import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAINS } from '../../config/chains';
import { initI18n } from '../../i18n';
import { errorMessage } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import { chooseName, ensChainOf, fallbackAvatar, nameResolution, parseRecipientInput } from './names';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

beforeAll(() => initI18n());

describe('parseRecipientInput', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    [A, { kind: 'address', address: A }],
    [` ${A} `, { kind: 'address', address: A }],
    ['0x1234', { kind: 'invalid' }],
    ['0xsmolfan.magic', { kind: 'invalid' }],
    ['smolfan.magic', { kind: 'name', name: 'smolfan.magic' }],
    [' vitalik.eth ', { kind: 'name', name: 'vitalik.eth' }],
    ['pay.smolfan.eth', { kind: 'name', name: 'pay.smolfan.eth' }],
    ['smolfan#1234', { kind: 'name', name: 'smolfan#1234' }],
    ['smolfan#12', { kind: 'invalid' }],
    ['smolfan', { kind: 'invalid' }],
    ['smol fan.magic', { kind: 'invalid' }],
    ['smolfan.', { kind: 'invalid' }],
  ])('reads %j as %j', (text, expected) => {
    expect(parseRecipientInput(text)).toEqual(expected);
  });
});

describe('chooseName', () => {
  it('shows the Treasure domain first, ENS second, else nothing', () => {
    const treasure = { name: 'smolfan.magic', avatar: 'magic.png' };
    const ens = { name: 'smolfan.eth', avatar: 'ens.png' };
    expect(chooseName(treasure, ens)).toEqual(treasure);
    expect(chooseName({ name: 'smolfan.magic', avatar: undefined }, ens)).toEqual({
      name: 'smolfan.magic',
      avatar: 'ens.png',
    });
    expect(chooseName(null, ens)).toEqual(ens);
    expect(chooseName(null, null)).toBeUndefined();
    expect(chooseName(undefined, undefined)).toBeUndefined();
  });
});

describe('ensChainOf', () => {
  it('finds Ethereum or Sepolia, whose metadata names the ENS resolver, and nothing on chains without it', () => {
    expect(ensChainOf({ chains: [{ ...CHAINS.arb }, { ...CHAINS.eth }] } as never)?.chainId).toBe(1);
    expect(ensChainOf({ chains: [{ ...CHAINS.sepolia }] } as never)?.chainId).toBe(11155111);
    const { ensUniversalResolver: _, ...devnetEthereum } = CHAINS.eth;
    expect(ensChainOf({ chains: [{ ...CHAINS.arb }, devnetEthereum] } as never)).toBeUndefined();
  });
});

describe('fallbackAvatar', () => {
  it('draws the same SVG for the same address, whatever its case, and another for another address', () => {
    const a = fallbackAvatar(A);
    expect(a).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(a)).toContain('<svg');
    expect(fallbackAvatar(A.toLowerCase() as `0x${string}`)).toBe(a);
    expect(fallbackAvatar(B)).not.toBe(a);
  });
});

describe('nameResolution', () => {
  const name = { kind: 'name', name: 'smolfan.magic' } as const;
  const resolved = { address: B, name: 'smolfan.magic', avatar: undefined } as const;

  it('is nothing for what is not a name', () => {
    expect(nameResolution({ kind: 'address', address: A }, undefined, { status: 'pending' })).toEqual({
      status: 'none',
    });
    expect(nameResolution({ kind: 'invalid' }, undefined, { status: 'pending' })).toEqual({ status: 'none' });
  });

  it('is resolving while typing has not paused on the name, or while it is looked up', () => {
    expect(nameResolution(name, 'smolfan.mag', { status: 'success', data: resolved })).toEqual({
      status: 'resolving',
      name: 'smolfan.magic',
    });
    expect(nameResolution(name, 'smolfan.magic', { status: 'pending' }).status).toBe('resolving');
  });

  it('is resolved to the address found, unknown when nobody knows it, failed when the lookup failed', () => {
    expect(nameResolution(name, 'smolfan.magic', { status: 'success', data: resolved })).toEqual({
      status: 'resolved',
      name: 'smolfan.magic',
      resolved,
    });
    expect(nameResolution(name, 'smolfan.magic', { status: 'success', data: null }).status).toBe('unknown');
    const error = new Error('down');
    expect(nameResolution(name, 'smolfan.magic', { status: 'error', error })).toEqual({
      status: 'failed',
      name: 'smolfan.magic',
      error,
    });
  });

  it('words an unknown name and a failed lookup by their codes, with the name', () => {
    expect(errorMessage(i18next.t, new AppError('name-not-found', { name: 'nobody.magic' }, 'x'))).toBe(
      'No account is named nobody.magic. Check the name, or enter an address.',
    );
    expect(errorMessage(i18next.t, new AppError('name-lookup-failed', { name: 'smolfan.magic' }, 'x'))).toBe(
      'smolfan.magic could not be looked up. Try again, or enter an address.',
    );
  });
});
