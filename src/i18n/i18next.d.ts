import 'i18next';
import type en_US from './locales/en_US.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en_US };
  }
}
