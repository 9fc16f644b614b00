import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, initialLocale, LOCALE_STORAGE_KEY, type Locale } from './locale';
import arrival from './locales/en_US/arrival.json';
import shell from './locales/en_US/shell.json';
import transfers from './locales/en_US/transfers.json';

/**
 * A locale's strings, in three files by area (the shell and wallet; sending and its errors; a transfer's
 * arrival: its progress, a late one's diagnosis, the claim alerts), one translation namespace once merged.
 * Its type types every key (i18next.d.ts).
 * @public
 */
export type Strings = typeof shell & typeof transfers & typeof arrival;

export const resources = { en_US: { translation: { ...shell, ...transfers, ...arrival } } } as const;

type StringFile<T> = Promise<{ default: T }>;

/** The other locales load on demand, so the first screen carries English only. */
const loaders: Record<
  Exclude<Locale, 'en_US'>,
  () => readonly [StringFile<typeof shell>, StringFile<typeof transfers>, StringFile<typeof arrival>]
> = {
  es_ES: () => [
    import('./locales/es_ES/shell.json'),
    import('./locales/es_ES/transfers.json'),
    import('./locales/es_ES/arrival.json'),
  ],
  ja_JP: () => [
    import('./locales/ja_JP/shell.json'),
    import('./locales/ja_JP/transfers.json'),
    import('./locales/ja_JP/arrival.json'),
  ],
  tl_PH: () => [
    import('./locales/tl_PH/shell.json'),
    import('./locales/tl_PH/transfers.json'),
    import('./locales/tl_PH/arrival.json'),
  ],
  vi_VN: () => [
    import('./locales/vi_VN/shell.json'),
    import('./locales/vi_VN/transfers.json'),
    import('./locales/vi_VN/arrival.json'),
  ],
  de_DE: () => [
    import('./locales/de_DE/shell.json'),
    import('./locales/de_DE/transfers.json'),
    import('./locales/de_DE/arrival.json'),
  ],
  ko_KR: () => [
    import('./locales/ko_KR/shell.json'),
    import('./locales/ko_KR/transfers.json'),
    import('./locales/ko_KR/arrival.json'),
  ],
  fr_FR: () => [
    import('./locales/fr_FR/shell.json'),
    import('./locales/fr_FR/transfers.json'),
    import('./locales/fr_FR/arrival.json'),
  ],
  pt_BR: () => [
    import('./locales/pt_BR/shell.json'),
    import('./locales/pt_BR/transfers.json'),
    import('./locales/pt_BR/arrival.json'),
  ],
};

async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en_US' || i18next.hasResourceBundle(locale, 'translation')) return;
  const [{ default: shellStrings }, { default: transferStrings }, { default: arrivalStrings }] = await Promise.all(
    loaders[locale](),
  );
  i18next.addResourceBundle(locale, 'translation', { ...shellStrings, ...transferStrings, ...arrivalStrings });
}

function reflectInDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale.replace('_', '-');
}

/**
 * Starts i18next in the remembered locale, or the browser's on a first visit (English in Node).
 * Resolves once that locale's strings are loaded.
 */
export async function initI18n(): Promise<typeof i18next> {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_STORAGE_KEY);
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  const locale = initialLocale(stored, languages);
  await i18next.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
    // In development a missing string is an error in the console, which the browser tests fail on.
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (languages, _namespace, key) =>
      console.error(`Missing translation '${key}' for ${languages.join(', ')}`),
  });
  await changeLocale(locale, { remember: false });
  return i18next;
}

/** Switches the app's language, loading its strings first; remembers the choice unless told not to. */
export async function changeLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  await loadLocale(locale);
  await i18next.changeLanguage(locale);
  reflectInDocument(locale);
  if (remember && typeof localStorage !== 'undefined') localStorage.setItem(LOCALE_STORAGE_KEY, locale);
}
