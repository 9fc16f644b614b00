import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, initialLocale, LOCALE_STORAGE_KEY, type Locale } from './locale';
import en_US from './locales/en_US.json';

export const resources = { en_US: { translation: en_US } } as const;

/** The other locales load on demand, so the first screen carries English only. */
const loaders: Record<Exclude<Locale, 'en_US'>, () => Promise<{ default: typeof en_US }>> = {
  es_ES: () => import('./locales/es_ES.json'),
  ja_JP: () => import('./locales/ja_JP.json'),
  tl_PH: () => import('./locales/tl_PH.json'),
  vi_VN: () => import('./locales/vi_VN.json'),
  de_DE: () => import('./locales/de_DE.json'),
  ko_KR: () => import('./locales/ko_KR.json'),
  fr_FR: () => import('./locales/fr_FR.json'),
  pt_BR: () => import('./locales/pt_BR.json'),
};

async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en_US' || i18next.hasResourceBundle(locale, 'translation')) return;
  const { default: strings } = await loaders[locale]();
  i18next.addResourceBundle(locale, 'translation', strings);
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
