/**
 * Which names may stand for a recipient, and how a name is shown (docs/names.md, "Names that read as
 * another"): a name is refused when it hides characters (bidi controls, zero-width and other invisible
 * characters), mixes alphabets within one label, or looks like an address; any name shown is escaped, its
 * hidden characters written out as `\u{…}`, never rendered raw.
 */
import { type Address, getAddress } from 'viem';
import { escapeForDisplay, hasBidiControl, isHiddenCharacter } from '../../lib/display-text';
import { mixesScripts } from '../../lib/scripts';

/** Why a name cannot be used as the recipient. `no-ens`: an ENS name on a network without ENS. */
export type NameRefusal = 'bidi' | 'invisible' | 'mixed-script' | 'address-like' | 'no-ens';

/** A name's labels: between its dots, and either side of a TreasureTag's `#`. */
const labelsOf = (name: string) => name.split(/[.#]/u);

/** `text` with compatibility forms folded (full-width letters and digits, ligatures) and accents dropped. */
const bare = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * Whether `text` starts like an address once look-alikes are folded (compatibility forms
 * such as full-width digits, the letters drawn like `0` and `x`) and punctuation, symbols and spaces are
 * dropped: `0x` and three or more hex digits, or forty hex digits, at its start. So `0xdead`, `Ox7099…`,
 * `0х` with a Cyrillic `х`, and a marketplace's `0x7099…79C8`, `0x7099 79C8` or `0x7099-79c8` all do;
 * `0xmaxi` does not (`m` is no hex digit), `0xface` does.
 */
function startsLikeAddress(text: string): boolean {
  const folded = bare(text)
    .replace(/[oOоОοΟ〇]/gu, '0')
    .replace(/[хХχΧ×]/gu, 'x')
    .replace(/[\p{P}\p{S}\p{Z}]/gu, '');
  return /^0x[0-9a-f]{3,}/iu.test(folded) || /^[0-9a-f]{40}/iu.test(folded);
}

/** Whether `name`, or one of its labels, starts like an address (`startsLikeAddress`): `pay.0xdead.magic` does. */
const looksLikeAddress = (name: string) => startsLikeAddress(name) || labelsOf(name).some(startsLikeAddress);

/** The dots a name's labels are parted by, the compatibility ones (full-width, ideographic) among them. */
const DOTS = /[.\uFF0E\u3002\uFF61]/u;

/**
 * Whether the last label of `name` reads as `eth` but is not the ASCII `eth` (any case): full-width `ｅｔｈ`,
 * Cyrillic `ЕТН` or `етһ`, an accented `éth`. Such a name would pass for an ENS name while the marketplace
 * answered it (docs/names.md, "Names that read as another").
 */
function fakesEth(name: string): boolean {
  const last = name.split(DOTS).at(-1) ?? '';
  if (/^eth$/iu.test(last)) return false;
  const folded = bare(last)
    .replace(/[еЕεΕ]/gu, 'e')
    .replace(/[тТτΤ]/gu, 't')
    .replace(/[һҺнНΗ]/gu, 'h');
  return folded.toLowerCase() === 'eth';
}

/**
 * Why `name` may not stand for a recipient, if it may not; the ENS check is the resolver's (`no-ens`). A name
 * ending in a look-alike of `.eth` is refused as mixing scripts: it mixes other letters with an ENS ending.
 */
export function nameRefusal(name: string): Exclude<NameRefusal, 'no-ens'> | undefined {
  if (hasBidiControl(name)) return 'bidi';
  if ([...name].some(isHiddenCharacter)) return 'invisible';
  if (looksLikeAddress(name)) return 'address-like';
  if (fakesEth(name) || labelsOf(name).some(mixesScripts)) return 'mixed-script';
  return undefined;
}

/**
 * `name` as it may be shown: every hidden character and every backslash written as `\u{…}`
 * (`escapeForDisplay`), and in a label that mixes scripts every letter outside ASCII too, so `smоlfan` with a
 * Cyrillic `о` reads `sm\u{043E}lfan`.
 */
export function escapeName(name: string): string {
  return name
    .split(/([.#])/u)
    .map((part) => (mixesScripts(part) ? escapeForDisplay(part, (char) => char > '\u007F') : escapeForDisplay(part)))
    .join('');
}

/**
 * A name another party gave an address, as it may be shown, or undefined when it must not be shown at
 * all: a name that looks like an address would pass for one.
 */
export function shownName(name: string): string | undefined {
  return looksLikeAddress(name) ? undefined : escapeName(name);
}

/** An address in its EIP-55 checksummed form, in groups of four hex digits after `0x`, for reading aloud. */
export function addressGroups(address: Address): readonly string[] {
  const hex = getAddress(address).slice(2);
  return ['0x', ...(hex.match(/.{4}/gu) ?? [])];
}
