import { describe, expect, it } from 'vitest';
import { type LocaleStrings, localeStrings } from '../../../../tests/support/locale-strings';
import { allMethods } from '../../../bridge';
import { LOCALES } from '../../../i18n/locale';
import { contractRoleKey } from './words';

/** The string at a dotted key, or nothing. */
function at(strings: LocaleStrings, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as LocaleStrings | undefined)?.[part], strings);
}

describe.each(LOCALES)('the methods’ own words in %s', (locale) => {
  it('name every method’s fee row and every contract its plans name', () => {
    const strings = localeStrings(locale);
    const keys = allMethods().flatMap((method) => [method.feeLabel, ...method.contractRoles.map(contractRoleKey)]);
    expect(keys.length).toBeGreaterThan(2);
    const missing = keys.filter((key) => typeof at(strings, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
