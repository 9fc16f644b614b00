import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAINS } from '../../config/chains';
import { initI18n } from '../../i18n';
import { errorMessage } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import {
  accountNameOf,
  chooseName,
  ensChainOf,
  fallbackAvatar,
  nameResolution,
  nameToLookUp,
  parseRecipientInput,
} from './names';

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
    // Names that could read as another are refused, with why (docs/names.md, "Names that read as another").
    ['vitalik\u202Eht.eth', { kind: 'refused-name', name: 'vitalik\u202Eht.eth', reason: 'bidi' }],
    ['smol\u200Bfan.magic', { kind: 'refused-name', name: 'smol\u200Bfan.magic', reason: 'invisible' }],
    ['smolfan\u200D#1234', { kind: 'refused-name', name: 'smolfan\u200D#1234', reason: 'invisible' }],
    [`${A}\u200B`, { kind: 'refused-name', name: `${A}\u200B`, reason: 'invisible' }],
    ['sm\u043Elfan.magic', { kind: 'refused-name', name: 'sm\u043Elfan.magic', reason: 'mixed-script' }],
    ['vit\u03B1lik.eth', { kind: 'refused-name', name: 'vit\u03B1lik.eth', reason: 'mixed-script' }],
    ['Ox7099.eth', { kind: 'refused-name', name: 'Ox7099.eth', reason: 'address-like' }],
    ['0\u0445dead.eth', { kind: 'refused-name', name: '0\u0445dead.eth', reason: 'address-like' }],
    ['pay.0xdead.eth', { kind: 'refused-name', name: 'pay.0xdead.eth', reason: 'address-like' }],
    ['Ox7099#1234', { kind: 'refused-name', name: 'Ox7099#1234', reason: 'address-like' }],
    // A look-alike of `.eth` (full-width, Cyrillic) would go to the marketplace as an ENS name's double.
    [
      'vitalik.\uFF45\uFF54\uFF48',
      { kind: 'refused-name', name: 'vitalik.\uFF45\uFF54\uFF48', reason: 'mixed-script' },
    ],
    [
      'vitalik.\u0415\u0422\u041D',
      { kind: 'refused-name', name: 'vitalik.\u0415\u0422\u041D', reason: 'mixed-script' },
    ],
    ['vitalik.ETH', { kind: 'name', name: 'vitalik.ETH' }],
    ['0xmaxi.magic', { kind: 'invalid' }],
    // One script per label, or the Japanese, Chinese and Korean mixes with Latin; digits go with any.
    ['смол.magic', { kind: 'name', name: 'смол.magic' }],
    ['ヴィタリックabc.eth', { kind: 'name', name: 'ヴィタリックabc.eth' }],
    ['oxford2.eth', { kind: 'name', name: 'oxford2.eth' }],
  ])('reads %j as %j', (text, expected) => {
    expect(parseRecipientInput(text)).toEqual(expected);
  });
});

describe('chooseName', () => {
  const treasure = { name: 'smolfan.magic', avatar: 'magic.png' };
  const ens = { name: 'smolfan.eth', avatar: 'ens.png' };

  it('shows the ENS name, read on chain, over the marketplace’s, which is only a label', () => {
    expect(chooseName(treasure, ens)).toEqual({ ...ens, source: 'ens' });
    expect(chooseName(treasure, { name: 'smolfan.eth', avatar: undefined })).toEqual({
      name: 'smolfan.eth',
      avatar: undefined,
      source: 'ens',
    });
    expect(chooseName(treasure, null)).toEqual({ ...treasure, source: 'marketplace' });
    expect(chooseName(null, null)).toBeUndefined();
    expect(chooseName(undefined, undefined)).toBeUndefined();
  });

  it('escapes what a name hides, and shows no name that looks like an address', () => {
    expect(chooseName({ name: 'smolfan\u202E.magic', avatar: undefined }, null)?.name).toBe('smolfan\\u{202E}.magic');
    expect(chooseName({ name: '0x7099...79C8', avatar: undefined }, null)).toBeUndefined();
    for (const label of ['0x7099\u202679C8', '0x7099 79C8', '0x7099-79c8', '0x7099\u202279C8'])
      expect(chooseName({ name: label, avatar: undefined }, null), label).toBeUndefined();
    expect(chooseName({ name: 'smolfan.magic', avatar: undefined }, { name: '0xdead.eth', avatar: undefined })).toEqual(
      { name: 'smolfan.magic', avatar: undefined, source: 'marketplace' },
    );
  });
});

describe('accountNameOf', () => {
  const domain = { name: 'smolfan.magic', avatar: 'magic.png' };

  it('shows nothing while the ENS name is asked for, so the marketplace’s never shows and then gives way', () => {
    expect(accountNameOf(domain, { asked: true, pending: true, name: undefined }, undefined)).toBeUndefined();
  });

  it('shows the ENS name as soon as it is known, its avatar once that comes: the avatar gates nothing', () => {
    const ens = { asked: true, pending: false, name: 'smolfan.eth' };
    expect(accountNameOf(domain, ens, undefined)).toEqual({ name: 'smolfan.eth', avatar: undefined, source: 'ens' });
    expect(accountNameOf(domain, ens, 'ens.png')).toEqual({ name: 'smolfan.eth', avatar: 'ens.png', source: 'ens' });
  });

  it('shows the marketplace’s label once ENS has no name, or where ENS is not asked', () => {
    const shown = { ...domain, source: 'marketplace' };
    expect(accountNameOf(domain, { asked: true, pending: false, name: null }, undefined)).toEqual(shown);
    expect(accountNameOf(domain, { asked: false, pending: true, name: undefined }, undefined)).toEqual(shown);
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
  const resolved = { address: B, name: 'smolfan.magic', avatar: undefined, source: 'marketplace' } as const;

  it('is nothing for what is not a name', () => {
    expect(nameResolution({ kind: 'address', address: A }, undefined, { status: 'pending' }, true)).toEqual({
      status: 'none',
    });
    expect(nameResolution({ kind: 'invalid' }, undefined, { status: 'pending' }, true)).toEqual({ status: 'none' });
  });

  it('is resolving while typing has not paused on the name, or while it is looked up', () => {
    expect(nameResolution(name, 'smolfan.mag', { status: 'success', data: resolved }, true)).toEqual({
      status: 'resolving',
      name: 'smolfan.magic',
    });
    expect(nameResolution(name, 'smolfan.magic', { status: 'pending' }, true).status).toBe('resolving');
  });

  it('is resolved to the address found, unknown when nobody knows it, failed when the lookup failed', () => {
    expect(nameResolution(name, 'smolfan.magic', { status: 'success', data: resolved }, true)).toEqual({
      status: 'resolved',
      name: 'smolfan.magic',
      resolved,
    });
    expect(nameResolution(name, 'smolfan.magic', { status: 'success', data: null }, true).status).toBe('unknown');
    const error = new Error('down');
    expect(nameResolution(name, 'smolfan.magic', { status: 'error', error }, true)).toEqual({
      status: 'failed',
      name: 'smolfan.magic',
      error,
    });
  });

  it('refuses a name that could read as another, and an ENS name where there is no ENS, without a lookup', () => {
    const refused = parseRecipientInput('sm\u043Elfan.magic');
    expect(nameResolution(refused, undefined, { status: 'pending' }, true)).toEqual({
      status: 'refused',
      name: 'sm\u043Elfan.magic',
      reason: 'mixed-script',
    });
    const ens = { kind: 'name', name: 'vitalik.eth' } as const;
    // Even with an answer in hand (a backend's), no ENS means refused: only ENS resolves `.eth`.
    expect(nameResolution(ens, 'vitalik.eth', { status: 'success', data: resolved }, false)).toEqual({
      status: 'refused',
      name: 'vitalik.eth',
      reason: 'no-ens',
    });
    expect(nameResolution(ens, 'vitalik.eth', { status: 'pending' }, true).status).toBe('resolving');
  });

  it('looks up a name, but no .eth name where there is no ENS: the refusal above is the only answer', () => {
    expect(nameToLookUp({ kind: 'name', name: 'smolfan.magic' }, false)).toBe('smolfan.magic');
    expect(nameToLookUp({ kind: 'name', name: 'vitalik.eth' }, true)).toBe('vitalik.eth');
    expect(nameToLookUp({ kind: 'name', name: 'vitalik.eth' }, false)).toBeUndefined();
    expect(nameToLookUp({ kind: 'name', name: 'vitalik.\uFF45\uFF54\uFF48' }, false)).toBeUndefined();
    expect(nameToLookUp({ kind: 'address', address: A }, true)).toBeUndefined();
  });

  it('words an unknown name and a failed lookup by their codes, with the name', () => {
    expect(errorMessage(i18next.t, new AppError('name-not-found', { name: 'nobody.magic' }, 'x'))).toBe(
      'No account is named nobody.magic. Check the name, or enter an address.',
    );
    expect(errorMessage(i18next.t, new AppError('name-lookup-failed', { name: 'smolfan.magic' }, 'x'))).toBe(
      'smolfan.magic could not be looked up. Try again, or enter an address.',
    );
    expect(errorMessage(i18next.t, new AppError('name-refused', { name: 'vitalik.eth', reason: 'no-ens' }, 'x'))).toBe(
      'vitalik.eth is an ENS name, and ENS is not available on this network, so it was not looked up. Enter the address instead.',
    );
    expect(
      errorMessage(
        i18next.t,
        new AppError('name-refused', { name: 'sm\\u{043E}lfan.magic', reason: 'mixed-script' }, 'x'),
      ),
    ).toContain('sm\\u{043E}lfan.magic mixes letters of different alphabets');
  });
});
