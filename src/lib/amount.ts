/** Amounts typed by a person, to base units, with a reason for everything refused. */
import { formatUnits } from 'viem';

export type AmountError =
  | 'empty'
  | 'not-a-number'
  | 'ambiguous-separator'
  | 'negative'
  | 'zero'
  | 'too-many-decimals'
  | 'over-balance';

export type AmountResult =
  | { readonly ok: true; readonly value: bigint }
  | { readonly ok: false; readonly error: AmountError };

const decimalSeparators = new Map<string, string>();

/** The locale's decimal separator, as Intl writes it (`de_DE` -> ','). */
function decimalSeparator(locale: string): string {
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    const parts = new Intl.NumberFormat(locale.replace('_', '-')).formatToParts(1.5);
    separator = parts.find((p) => p.type === 'decimal')?.value ?? '.';
    decimalSeparators.set(locale, separator);
  }
  return separator;
}

/**
 * Parses `text` into base units of a token with `decimals` decimals. Accepts digits with one decimal
 * separator: a point, or where the locale writes decimals with a comma, a comma or a point. Refuses
 * exponents, signs and grouping.
 *
 * Text that reads as a number grouped in thousands by the separator the locale does not use for decimals
 * is refused as 'ambiguous-separator' rather than guessed: `1.000` and `1.000.000` in de_DE (a thousand,
 * a million?), `1,000` and `1,000.5` in en_US. That is: a first group of 1-3 digits not starting with 0,
 * then one or more groups of exactly 3 digits, then optionally a decimal part. So in de_DE `1.5`,
 * `0.125`, `1.0000` and `1234.567` still read as decimals (none can be grouping), and `1,000` is 1.
 */
export function parseAmount(text: string, decimals: number, locale = 'en_US'): AmountResult {
  let input = text.trim();
  if (input === '') return { ok: false, error: 'empty' };
  let negative = false;
  if (input.startsWith('-')) {
    negative = true;
    input = input.slice(1).trim();
  }
  const commaDecimal = decimalSeparator(locale) === ',';
  const grouped = commaDecimal ? /^[1-9]\d{0,2}(?:\.\d{3})+(?:,\d*)?$/ : /^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d*)?$/;
  if (grouped.test(input)) return { ok: false, error: 'ambiguous-separator' };
  if (commaDecimal) input = input.replace(',', '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(input);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false, error: 'not-a-number' };
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (negative) return { ok: false, error: 'negative' };
  if (fraction.length > decimals) return { ok: false, error: 'too-many-decimals' };
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
  if (value === 0n) return { ok: false, error: 'zero' };
  return { ok: true, value };
}

/**
 * `value` as the amount field takes it in `locale`: digits and the locale's decimal separator, no grouping,
 * so that `parseAmount` reads it back as `value` (`1.234` would be a thousand in de_DE; `1,234` is not).
 */
export function amountInputText(value: bigint, decimals: number, locale = 'en_US'): string {
  const text = formatUnits(value, decimals);
  return decimalSeparator(locale) === ',' ? text.replace('.', ',') : text;
}

/** parseAmount, and refused when over `balance` (when the balance is known). */
export function validateAmount(
  text: string,
  decimals: number,
  balance: bigint | undefined,
  locale = 'en_US',
): AmountResult {
  const parsed = parseAmount(text, decimals, locale);
  if (parsed.ok && balance !== undefined && parsed.value > balance) return { ok: false, error: 'over-balance' };
  return parsed;
}
