/**
 * Which names may stand for a recipient, and how a name is shown (docs/names.md, "Names that read as
 * another"): a name is refused when it hides characters (bidi controls, zero-width and other invisible
 * characters), mixes alphabets within one label, or looks like an address; any name shown is escaped, its
 * hidden characters written out as `\u{…}`, never rendered raw.
 */
import { type Address, getAddress } from 'viem';

/** Why a name cannot be used as the recipient. `no-ens`: an ENS name on a network without ENS. */
export type NameRefusal = 'bidi' | 'invisible' | 'mixed-script' | 'address-like' | 'no-ens';

/** Characters that reorder the text around them (Unicode's bidi embeddings, overrides, isolates and marks). */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Characters that draw nothing or look like a space: controls, format characters (zero-width ones among
 * them), unassigned and private-use code points, separators, and the fillers and selectors that render
 * blank. A name has no use for any of them.
 */
const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]|\p{Variation_Selector}|\u034F|\u17B4|\u17B5/u;

function isHidden(char: string): boolean {
  return BIDI.test(char) || HIDDEN.test(char) || (char !== ' ' && /\p{Zs}/u.test(char));
}

/** The scripts a letter is told apart by; a letter of none of them counts as one more script. */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Telugu',
  'Thai',
  'Lao',
  'Ethiopic',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
] as const;
type Script = (typeof SCRIPTS)[number] | 'other';
const SCRIPT_TESTS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const);

/** The script of a letter; undefined for digits, marks and punctuation, which go with any script. */
function scriptOf(char: string): Script | undefined {
  if (!/\p{L}/u.test(char)) return undefined;
  return SCRIPT_TESTS.find(([, test]) => test.test(char))?.[0] ?? 'other';
}

/**
 * The scripts one label may mix (Unicode TS #39's "highly restrictive" level): Japanese, Chinese and Korean
 * writing with Latin. Any other label is of one script.
 */
const ALLOWED_MIXES: readonly (readonly Script[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

function mixesScripts(label: string): boolean {
  const scripts = new Set([...label].map(scriptOf).filter((s) => s !== undefined));
  if (scripts.size < 2) return false;
  return !ALLOWED_MIXES.some((mix) => [...scripts].every((s) => mix.includes(s)));
}

/** A name's labels: between its dots, and either side of a TreasureTag's `#`. */
const labelsOf = (name: string) => name.split(/[.#]/u);

/**
 * A label that reads as an address or the start of one once look-alikes are folded (compatibility forms
 * such as full-width digits, and the letters drawn like `0` and `x`): `0xdead`, `Ox7099…`, `0х` with a
 * Cyrillic `х`, or forty hex digits.
 */
function looksLikeAddress(label: string): boolean {
  const folded = label
    .normalize('NFKC')
    .replace(/[oOоОοΟ〇]/gu, '0')
    .replace(/[хХχΧ×]/gu, 'x');
  return /^0x[0-9a-f]{3,}$/iu.test(folded) || /^[0-9a-f]{40}$/iu.test(folded);
}

/** Why `name` may not stand for a recipient, if it may not; the ENS check is the resolver's (`no-ens`). */
export function nameRefusal(name: string): Exclude<NameRefusal, 'no-ens'> | undefined {
  if (BIDI.test(name)) return 'bidi';
  if ([...name].some(isHidden)) return 'invisible';
  const labels = labelsOf(name);
  if (labels.some(looksLikeAddress)) return 'address-like';
  if (labels.some(mixesScripts)) return 'mixed-script';
  return undefined;
}

const escaped = (char: string) => `\\u{${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}}`;

/**
 * `name` as it may be shown: every hidden character and every backslash written as `\u{…}`, and in a label
 * that mixes scripts every letter outside ASCII too, so `smоlfan` with a Cyrillic `о` reads `sm\u{043E}lfan`.
 */
export function escapeName(name: string): string {
  return name
    .split(/([.#])/u)
    .map((part) => {
      const mixed = mixesScripts(part);
      return [...part]
        .map((char) => (isHidden(char) || char === '\\' || (mixed && char > '\u007F') ? escaped(char) : char))
        .join('');
    })
    .join('');
}

/**
 * A name another party gave an address, as it may be shown, or undefined when it must not be shown at
 * all: a name that looks like an address would pass for one.
 */
export function shownName(name: string): string | undefined {
  return labelsOf(name).some(looksLikeAddress) ? undefined : escapeName(name);
}

/** An address in its EIP-55 checksummed form, in groups of four hex digits after `0x`, for reading aloud. */
export function addressGroups(address: Address): readonly string[] {
  const hex = getAddress(address).slice(2);
  return ['0x', ...(hex.match(/.{4}/gu) ?? [])];
}
