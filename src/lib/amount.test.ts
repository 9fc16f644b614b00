import { describe, expect, it } from 'vitest';
import { amountInputText, parseAmount, validateAmount } from './amount';

const refused = (error: string) => ({ ok: false, error });
const value = (v: bigint) => ({ ok: true, value: v });

describe('parseAmount', () => {
  it('turns decimal text into base units', () => {
    expect(parseAmount('12.5', 18)).toEqual(value(12_500_000_000_000_000_000n));
    expect(parseAmount(' 25 ', 18)).toEqual(value(25n * 10n ** 18n));
    expect(parseAmount('.5', 18)).toEqual(value(5n * 10n ** 17n));
    expect(parseAmount('1.', 18)).toEqual(value(10n ** 18n));
    expect(parseAmount('0.000000000000000001', 18)).toEqual(value(1n));
    expect(parseAmount('3', 0)).toEqual(value(3n));
    expect(parseAmount('1.500', 1)).toEqual(value(15n));
  });

  it('refuses empty, non-numbers, negatives, zero and too many decimals, each with its reason', () => {
    expect(parseAmount('', 18)).toEqual(refused('empty'));
    expect(parseAmount('   ', 18)).toEqual(refused('empty'));
    for (const text of ['abc', '1e5', '1.2.3', '.', '+1', '0x10', 'NaN', '1 000']) {
      expect(parseAmount(text, 18), text).toEqual(refused('not-a-number'));
    }
    expect(parseAmount('-1', 18)).toEqual(refused('negative'));
    expect(parseAmount('- 0.5', 18)).toEqual(refused('negative'));
    expect(parseAmount('0', 18)).toEqual(refused('zero'));
    expect(parseAmount('0.000', 18)).toEqual(refused('zero'));
    expect(parseAmount('0.0000000000000000001', 18)).toEqual(refused('too-many-decimals'));
    expect(parseAmount('1.5', 0)).toEqual(refused('too-many-decimals'));
  });

  it('accepts a decimal comma where the locale writes one', () => {
    expect(parseAmount('12,5', 18, 'de_DE')).toEqual(value(12_500_000_000_000_000_000n));
    expect(parseAmount('12.5', 18, 'de_DE')).toEqual(value(12_500_000_000_000_000_000n));
    expect(parseAmount('12,5', 18, 'en_US')).toEqual(refused('not-a-number'));
    expect(parseAmount('1,2,3', 18, 'fr_FR')).toEqual(refused('not-a-number'));
  });

  it('refuses text that reads as thousands grouped by the separator the locale does not use for decimals', () => {
    for (const locale of ['de_DE', 'es_ES', 'fr_FR', 'pt_BR', 'vi_VN']) {
      for (const text of ['1.000', '1.000.000', '12.345', '999.999', '1.000,5', '-1.000']) {
        expect(parseAmount(text, 18, locale), `${text} in ${locale}`).toEqual(refused('ambiguous-separator'));
      }
      // None of these can be grouping, so they read as decimals.
      expect(parseAmount('1.5', 18, locale)).toEqual(value(15n * 10n ** 17n));
      expect(parseAmount('0.125', 18, locale)).toEqual(value(125n * 10n ** 15n));
      expect(parseAmount('1.0000', 18, locale)).toEqual(value(10n ** 18n));
      expect(parseAmount('1234.567', 18, locale)).toEqual(value(1_234_567n * 10n ** 15n));
      expect(parseAmount('1,000', 18, locale)).toEqual(value(10n ** 18n));
      expect(parseAmount('1,5', 18, locale)).toEqual(value(15n * 10n ** 17n));
    }
    for (const locale of ['en_US', 'ja_JP', 'ko_KR', 'tl_PH']) {
      for (const text of ['1,000', '1,000,000', '1,000.5']) {
        expect(parseAmount(text, 18, locale), `${text} in ${locale}`).toEqual(refused('ambiguous-separator'));
      }
      expect(parseAmount('1.000', 18, locale)).toEqual(value(10n ** 18n));
      expect(parseAmount('1,5', 18, locale)).toEqual(refused('not-a-number'));
    }
  });
});

describe('validateAmount', () => {
  it('refuses more than the balance, and allows exactly the balance', () => {
    expect(validateAmount('10', 18, 9n * 10n ** 18n)).toEqual(refused('over-balance'));
    expect(validateAmount('9', 18, 9n * 10n ** 18n)).toEqual(value(9n * 10n ** 18n));
    expect(validateAmount('10', 18, undefined)).toEqual(value(10n * 10n ** 18n));
    expect(validateAmount('-1', 18, 0n)).toEqual(refused('negative'));
  });
});

describe('amountInputText', () => {
  it('writes an amount that the same locale reads back as it was, never as a grouped number', () => {
    expect(amountInputText(1_234n, 3, 'en_US')).toBe('1.234');
    expect(amountInputText(1_234n, 3, 'de_DE')).toBe('1,234');
    expect(parseAmount(amountInputText(1_234n, 3, 'de_DE'), 3, 'de_DE')).toEqual(value(1_234n));
    expect(amountInputText(10n ** 19n, 18, 'fr_FR')).toBe('10');
  });
});
