import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { type LocaleStrings, localeStrings } from '../../../../tests/support/locale-strings';
import { allMethods, type PlannedRequest } from '../../../bridge';
import { MAINNET } from '../../../config/mainnet';
import { LOCALES } from '../../../i18n/locale';
import { contractRoleKey, nftNamesText, requestText, trustText } from './words';

/** The string at a dotted key, or nothing. */
function at(strings: LocaleStrings, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as LocaleStrings | undefined)?.[part], strings);
}

describe.each(LOCALES)('the methods’ own words in %s', (locale) => {
  it('name every method’s fee row, every contract its plans name and every step after the origin', () => {
    const strings = localeStrings(locale);
    // What follows the origin transaction, both ways between every chain pair the network has.
    const ends = MAINNET.chains.flatMap((from) =>
      MAINNET.chains.map((to) => ({ originChainId: from.chainId, destinationChainId: to.chainId })),
    );
    const keys = allMethods().flatMap((method) => [
      method.feeLabel,
      ...method.contractRoles.map(contractRoleKey),
      ...ends.flatMap((end) =>
        method.arrival(MAINNET, end).flatMap((step) => [`stepper.step.${step.key}`, ...(step.note ? [step.note] : [])]),
      ),
    ]);
    expect(keys.length).toBeGreaterThan(2);
    const missing = keys.filter((key) => typeof at(strings, key) !== 'string');
    expect(missing).toEqual([]);
  });
});

describe('an NFT in the review', () => {
  it('stands beside the token id the plan sends, whatever name the marketplace gives it', async () => {
    const english = i18next.createInstance();
    await english.init({
      lng: 'en_US',
      resources: { en_US: { translation: localeStrings('en_US') } },
      interpolation: { escapeValue: false },
    });
    const router = {
      address: '0x6666666666666666666666666666666666666666',
      role: 'warp-route',
      chainId: 42161,
    } as const;
    const send = {
      kind: 'send',
      chainId: 42161,
      tokenIds: ['9', '10'],
      contract: { ...router, trust: 'built-in' },
      value: 0n,
    };
    // The backend names token 9 after another token the user may mean to send.
    const ctx = {
      network: MAINNET,
      locale: 'en-US',
      symbol: 'SmolBrain',
      decimals: 0,
      nftNames: { '9': 'Smol Brain #8' },
      native: () => '0 ETH',
    };
    const text = requestText(english.t, ctx, send as unknown as PlannedRequest);
    expect(text).toContain('Smol Brain #8 (token ID 9), #10');
    // A name whose right-to-left override would turn the token id round, and one hiding a zero-width space.
    const hiding = { ...ctx, nftNames: { '9': 'Smol Brain #8\u202E', '10': 'Smol\u200BBrain' } };
    const escaped = requestText(english.t, hiding, send as unknown as PlannedRequest);
    expect(escaped).toContain('Smol Brain #8\\u{202E} (token ID 9), Smol\\u{200B}Brain (token ID 10)');
    expect(escaped).not.toMatch(/[\u202E\u200B]/u);
  });

  it('is named escaped in the summary, every hidden character written out', () => {
    const items = [{ name: 'Smol Brain #8\u2067' }, { name: 'Smol\u200BBrain' }, { name: 'Smol Brain #3' }];
    expect(nftNamesText(items)).toBe('Smol Brain #8\\u{2067}, Smol\\u{200B}Brain, Smol Brain #3');
  });
});

describe('a contract’s root in words', () => {
  // 15 June 2025, 12:00 UTC: the same day in every time zone the tests run in.
  const signedList = {
    signer: '0x1111111111111111111111111111111111111111' as const,
    issuedAt: Date.UTC(2025, 5, 15, 12) / 1000,
  };
  const translator = async (locale: 'en_US' | 'de_DE') => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: locale,
      resources: { [locale]: { translation: localeStrings(locale) } },
      interpolation: { escapeValue: false },
    });
    return instance.t;
  };

  it('names the registry, the config or the Bridgehub, never an owner', async () => {
    const t = await translator('en_US');
    expect(trustText(t, 'registry', 'en_US')).toBe('Hyperlane registry');
    expect(trustText(t, 'built-in', 'en_US')).toBe('Built in');
    expect(trustText(t, 'bridgehub', 'en_US')).toBe('Verified by the Bridgehub');
  });

  it('names a server route’s signed list by its signer, shortened, and the day, in the language’s words', async () => {
    const english = await translator('en_US');
    expect(trustText(english, { signedList } as const, 'en_US')).toBe(
      'Treasure’s signed route list (signer 0x1111...1111, signed Jun 15, 2025)',
    );
    const german = await translator('de_DE');
    expect(trustText(german, { signedList } as const, 'de_DE')).toContain('15.06.2025');
  });
});
