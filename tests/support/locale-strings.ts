/** A locale's strings as the app merges them (src/i18n/index.ts): its shell and transfers files, read from disk. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../src/i18n/locales');

export type LocaleStrings = { [key: string]: string | LocaleStrings };

export function localeStrings(locale: string): LocaleStrings {
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8')) as LocaleStrings;
  return { ...read('shell.json'), ...read('transfers.json'), ...read('arrival.json') };
}
