import { describe, expect, it } from 'vitest';
import { localeStrings } from '../../tests/support/locale-strings';
import { LOCALES, type Locale } from './locale';

type Strings = { [key: string]: string | Strings };

const load = (locale: Locale): Strings => localeStrings(locale);

function flatten(strings: Strings, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(strings)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Strings that rightly read the same as in English: names, and words a language borrows as they are. */
const SAME_AS_ENGLISH: Partial<Record<Locale, readonly string[]>> & { all: readonly string[] } = {
  all: ['app.title', 'footer.x', 'footer.discord'],
  de_DE: ['footer.blog', 'nav.swap'],
  es_ES: ['balances.total', 'links.params.token'],
  fr_FR: ['footer.blog', 'balances.total', 'review.collection', 'stepper.transaction'],
  ja_JP: [],
  ko_KR: [],
  pt_BR: ['footer.blog', 'balances.total', 'links.params.token'],
  tl_PH: [
    'footer.blog',
    'nav.swap',
    'nav.marketplace',
    'nav.bridge',
    'footer.games',
    'networks.mainnet',
    'networks.testnet',
    'footer.docs',
    'links.params.token',
  ],
  vi_VN: ['footer.blog', 'links.params.token'],
};

const english = flatten(load('en_US'));

describe.each(LOCALES.filter((l) => l !== 'en_US'))('%s', (locale) => {
  const strings = flatten(load(locale));

  it('has exactly the English keys', () => {
    expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder', () => {
    for (const [key, value] of english) expect(placeholders(strings.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it('translates every string that should be', () => {
    const allowed = new Set([...SAME_AS_ENGLISH.all, ...(SAME_AS_ENGLISH[locale] ?? [])]);
    const untranslated = [...english]
      .filter(([key, value]) => !allowed.has(key) && strings.get(key) === value)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
