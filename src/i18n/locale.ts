/** The app's locales (docs/shell-and-locales.md), the stored choice and the browser's preference. */
export const LOCALES = ['en_US', 'es_ES', 'ja_JP', 'tl_PH', 'vi_VN', 'de_DE', 'ko_KR', 'fr_FR', 'pt_BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en_US';
export const LOCALE_STORAGE_KEY = 'treasure-bridge.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's languages the app speaks: an exact region first, else the language alone. */
export function localeFromLanguages(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const [lang, region] = language.replace('-', '_').split('_');
    const exact = `${lang?.toLowerCase()}_${region?.toUpperCase()}`;
    if (isLocale(exact)) return exact;
    const sameLanguage = LOCALES.find((l) => l.startsWith(`${lang?.toLowerCase()}_`));
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

/** The stored choice, else the browser's language on a first visit, else English. */
export function initialLocale(stored: string | null, languages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  return localeFromLanguages(languages) ?? DEFAULT_LOCALE;
}
