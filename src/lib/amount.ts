/** Amounts typed by a person, to base units, with a reason for everything refused. */
export type AmountError = 'empty' | 'not-a-number' | 'negative' | 'zero' | 'too-many-decimals' | 'over-balance';

export type AmountResult =
  | { readonly ok: true; readonly value: bigint }
  | { readonly ok: false; readonly error: AmountError };

/** Locales that write the decimal separator as a comma; their users may type either. */
const COMMA_DECIMAL_LOCALES = new Set(['es_ES', 'vi_VN', 'de_DE', 'fr_FR', 'pt_BR']);

/**
 * Parses `text` into base units of a token with `decimals` decimals. Accepts digits with one decimal
 * separator (a point, or in comma locales a comma); refuses grouping, exponents and signs.
 */
export function parseAmount(text: string, decimals: number, locale = 'en_US'): AmountResult {
  let input = text.trim();
  if (input === '') return { ok: false, error: 'empty' };
  let negative = false;
  if (input.startsWith('-')) {
    negative = true;
    input = input.slice(1).trim();
  }
  if (COMMA_DECIMAL_LOCALES.has(locale)) input = input.replace(',', '.');
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
