/** Token names reduced to what a person sees, so a look-alike of a name is caught (docs/routes.md). */
/**
 * Letters from other scripts that look like Latin ones, after NFKD and lower-casing. Not all of Unicode's
 * confusables: the ones a token name such as MAGIC, SMOL or Smol Brains could be faked with.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a', // Cyrillic
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'l',
  ї: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  α: 'a', // Greek
  β: 'b',
  γ: 'y',
  ε: 'e',
  ι: 'l',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ɡ: 'g', // Latin look-alikes
  ı: 'l',
  ℓ: 'l',
  // Capital I, small l and the digit 1 are one stroke in many fonts.
  i: 'l',
  '0': 'o',
  '1': 'l',
  '|': 'l',
  '5': 's',
};

/**
 * A name reduced to what a person sees: case, spaces, separators, accents, zero-width characters and
 * letters of other scripts that look Latin do not count. `MAGIC`, `magic `, `MАGIC` (Cyrillic А) and
 * `M.A.G.I.C` have one skeleton.
 */
export function nameSkeleton(name: string): string {
  return [...name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()]
    .filter((c) => !/[\s\p{Cf}\p{P}\p{S}]/u.test(c) || c === '|')
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join('');
}
