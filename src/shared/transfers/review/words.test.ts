import { describe, expect, it } from 'vitest';
import { type LocaleStrings, localeStrings } from '../../../../tests/support/locale-strings';
import { allMethods } from '../../../bridge';
import { MAINNET } from '../../../config/mainnet';
import { LOCALES } from '../../../i18n/locale';
import { contractRoleKey } from './words';

/** The string at a dotted key, or nothing. */
function at(strings: LocaleStrings, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as LocaleStrings | undefined)?.[part], strings);
}

describe.each(LOCALES)('the methods’ own words in %s', (locale) => {
  it('name every method’s fee row, every contract its plans name and every step after the origin', () => {
    const strings = localeStrings(locale);
    // What follows the origin transaction, both ways between every chain pair the network has.
    const ends = MAINNET.chains.flatMap((from) =>
      MAINNET.chains.map((to) => ({ originChainId: from.chainId, destinationChainId: to.chainId })),
    );
    const keys = allMethods().flatMap((method) => [
      method.feeLabel,
      ...method.contractRoles.map(contractRoleKey),
      ...ends.flatMap((end) =>
        method.arrival(MAINNET, end).flatMap((step) => [`stepper.step.${step.key}`, ...(step.note ? [step.note] : [])]),
      ),
    ]);
    expect(keys.length).toBeGreaterThan(2);
    const missing = keys.filter((key) => typeof at(strings, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
