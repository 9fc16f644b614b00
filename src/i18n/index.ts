import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, initialLocale, LOCALE_STORAGE_KEY } from './locale';
import en_US from './locales/en_US.json';

export const resources = { en_US: { translation: en_US } } as const;

/** Starts i18next in the remembered locale, or the browser's on a first visit (English in Node). */
export function initI18n(): typeof i18next {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_STORAGE_KEY);
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  void i18next.use(initReactI18next).init({
    resources,
    lng: initialLocale(stored, languages),
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
