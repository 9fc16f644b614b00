import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en_US from './locales/en_US.json';

export const DEFAULT_LOCALE = 'en_US';

export const resources = { en_US: { translation: en_US } } as const;

export function initI18n(): typeof i18next {
  void i18next.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
