/**
 * Which token names from the marketplace may be shown as a token's name (docs/routes.md, "Server records"):
 * the rules recipient names are held to (docs/names.md, "Names that read as another"), the name read as one
 * label, its spaces allowed.
 */
import { hasBidiControl, isHiddenCharacter } from '../display-text';
import { mixesScripts } from '../scripts';

/** Why a marketplace token name is refused: it reorders text, hides characters, or mixes scripts. */
export type TokenNameRefusal = 'bidi' | 'invisible' | 'mixed-script';

/**
 * Why `name`, a token's name or symbol from a marketplace record, may not be used, if it may not: a bidi
 * control (`bidi`); a character that draws nothing or passes for a space, the ASCII space apart (`invisible`,
 * a zero-width space among them); letters of scripts TS #39's "highly restrictive" level keeps apart
 * (`mixed-script`: `Smol Brаins` with a Cyrillic `а`). A name a skeleton would fold to a built-in one can
 * still pass: that is `nameSkeleton`'s to catch.
 */
export function tokenNameRefusal(name: string): TokenNameRefusal | undefined {
  if (hasBidiControl(name)) return 'bidi';
  if ([...name].some(isHiddenCharacter)) return 'invisible';
  if (mixesScripts(name)) return 'mixed-script';
  return undefined;
}
