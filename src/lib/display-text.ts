/**
 * Text another party wrote (a name, a token symbol, an NFT's name), as it may be shown (docs/names.md, "Names
 * that read as another"): a character that reorders the text around it or draws nothing is written out as
 * `\u{…}`, never rendered raw, so nothing can hide or turn round what stands beside it.
 */

/** Characters that reorder the text around them (Unicode's bidi embeddings, overrides, isolates and marks). */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Characters that draw nothing or look like a space: controls, format characters (zero-width ones among
 * them), unassigned and private-use code points, separators, and the fillers and selectors that render
 * blank. Shown text has no use for any of them.
 */
const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]|\p{Variation_Selector}|\u034F|\u17B4|\u17B5/u;

/** Whether `text` holds a character that reorders the text around it. */
export function hasBidiControl(text: string): boolean {
  return BIDI.test(text);
}

/** Whether `char` (one code point) reorders text or draws nothing: every space but the ASCII one among them. */
export function isHiddenCharacter(char: string): boolean {
  return BIDI.test(char) || HIDDEN.test(char) || (char !== ' ' && /\p{Zs}/u.test(char));
}

/** `char` written out: `\u{200B}`, upper-case hex of at least four digits. */
const escaped = (char: string) => `\\u{${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}}`;

/**
 * `text` as it may be shown: every hidden character (`isHiddenCharacter`) and every backslash written as
 * `\u{…}` (a backslash too, so no text can pass for an escaped one); `alsoEscape` names more characters to
 * write out (the letters outside ASCII of a name that mixes scripts).
 */
export function escapeForDisplay(text: string, alsoEscape?: (char: string) => boolean): string {
  return [...text]
    .map((char) => (isHiddenCharacter(char) || char === '\\' || alsoEscape?.(char) ? escaped(char) : char))
    .join('');
}
