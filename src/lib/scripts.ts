/**
 * Which writing system a letter belongs to, and whether a label mixes them (Unicode TS #39's "highly
 * restrictive" level): a name that mixes alphabets can pass for another (docs/names.md, "Names that read as
 * another"). Recipient names (`src/shared/names/name-rules.ts`) and marketplace token names
 * (`src/lib/routes/token-names.ts`) are held to the same rule.
 */

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
/**
 * By Script_Extensions, as TS #39 reads a character's scripts: the Japanese prolonged sound mark `ー` is
 * Script=Common, a letter of no script above, yet it is used only in Hiragana and Katakana.
 */
const SCRIPT_TESTS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script_Extensions=${script}}`, 'u')] as const);

/**
 * The script of a letter (its first in the list above, for the few letters of several); undefined for digits,
 * marks and punctuation, which go with any script.
 */
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

/** Whether `label` has letters of scripts that TS #39's "highly restrictive" level does not let one label mix. */
export function mixesScripts(label: string): boolean {
  const scripts = new Set([...label].map(scriptOf).filter((s) => s !== undefined));
  if (scripts.size < 2) return false;
  return !ALLOWED_MIXES.some((mix) => [...scripts].every((s) => mix.includes(s)));
}
