/**
 * Number display (docs/numbers-and-prices.md): 3 decimals at 1 or above; below 1, up to 7 decimals with 3
 * significant digits; compact suffixes K, M, B, T, Q. Currency: precision 2 with '$'.
 * Strings are formatted exactly (Intl formats decimal strings without going through floating point).
 */
import { formatUnits } from 'viem';

export const SMALLEST_SHOWN = '0.0000001';
const COMPACT_SUFFIXES = ['', 'K', 'M', 'B', 'T', 'Q'] as const;

/** `en_US` -> `en-US`. */
export function intlLocale(locale: string): string {
  return locale.replace('_', '-');
}

type Numeric = number | string;

function magnitude(value: Numeric): number {
  return Math.abs(typeof value === 'number' ? value : Number(value));
}

/**
 * Built once per locale and options: a list of balances formats hundreds of numbers per render, and each
 * `Intl.NumberFormat` costs tens of microseconds to build. (The first of a page costs far more, loading the
 * browser's number data: `public/number-data.js` does that while the app's code downloads; docs/performance.md,
 * "On a phone".)
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = intlLocale(locale);
  const key = `${tag} ${JSON.stringify(options)}`;
  let built = formatters.get(key);
  if (!built) {
    built = new Intl.NumberFormat(tag, options);
    formatters.set(key, built);
  }
  return built;
}

// Intl accepts decimal strings and formats them exactly; its typings only list numbers.
const format = (nf: Intl.NumberFormat, value: Numeric) => nf.format(value as number);

/** A number for display in `locale`. Not-a-number gives an em dash. */
export function formatNumber(value: Numeric, locale = 'en_US'): string {
  const abs = magnitude(value);
  if (Number.isNaN(abs) || !Number.isFinite(abs)) return '—';
  if (abs === 0) return format(formatter(locale, {}), 0);
  if (abs >= 1) return format(formatter(locale, { maximumFractionDigits: 3 }), value);
  const small = formatter(locale, {
    maximumSignificantDigits: 3,
    maximumFractionDigits: 7,
    roundingPriority: 'lessPrecision',
  } as Intl.NumberFormatOptions);
  if (abs < Number(SMALLEST_SHOWN) / 2) {
    // Too small to show in 7 decimals: say so rather than show 0.
    const limit = format(formatter(locale, { maximumFractionDigits: 7 }), SMALLEST_SHOWN);
    return Number(value) < 0 ? `>-${limit}` : `<${limit}`;
  }
  return format(small, value);
}

/** The tier of `abs` (0 below 1,000, 1 for K...), moved up when rounding to `digits` decimals reaches 1,000. */
function compactTier(abs: number, digits: number): number {
  const tier = Math.min(Math.floor(Math.log10(abs) / 3), COMPACT_SUFFIXES.length - 1);
  // 999,999.9 rounds to 1,000K at three decimals: show 1M instead.
  const scale = 10 ** digits;
  return tier < COMPACT_SUFFIXES.length - 1 && Math.round((abs / 1000 ** tier) * scale) / scale >= 1000
    ? tier + 1
    : tier;
}

/** Like formatNumber, with thousands, millions... shown as K, M, B, T, Q from 1,000 up. */
export function formatCompact(value: Numeric, locale = 'en_US'): string {
  const number = typeof value === 'number' ? value : Number(value);
  const abs = Math.abs(number);
  if (!Number.isFinite(abs) || abs < 1000) return formatNumber(value, locale);
  const tier = compactTier(abs, 3);
  const scaled = number / 1000 ** tier;
  return `${format(formatter(locale, { maximumFractionDigits: 3 }), scaled)}${COMPACT_SUFFIXES[tier]}`;
}

/** A token amount in base units, for display. */
export function formatTokenAmount(value: bigint, decimals: number, locale = 'en_US'): string {
  return formatNumber(formatUnits(value, decimals), locale);
}

/** `$1,234.57`: two decimals, the dollar sign before the number, grouping as the locale does. */
export function formatCurrency(value: Numeric, locale = 'en_US', precision = 2): string {
  const abs = magnitude(value);
  if (Number.isNaN(abs) || !Number.isFinite(abs)) return '—';
  const digits = format(formatter(locale, { minimumFractionDigits: precision, maximumFractionDigits: precision }), abs);
  const negative = Number(value) < 0 && Math.round(abs * 10 ** precision) > 0;
  return `${negative ? '-' : ''}$${digits}`;
}

/**
 * Like formatCurrency, with thousands, millions... shown as K, M, B, T, Q from $1,000 up, at most two
 * decimals: `$2.5K`, `$30.01M`.
 */
export function formatCompactCurrency(value: Numeric, locale = 'en_US'): string {
  const number = typeof value === 'number' ? value : Number(value);
  const abs = Math.abs(number);
  if (!Number.isFinite(abs) || abs < 1000) return formatCurrency(value, locale);
  const tier = compactTier(abs, 2);
  const digits = format(formatter(locale, { maximumFractionDigits: 2 }), abs / 1000 ** tier);
  return `${number < 0 ? '-' : ''}$${digits}${COMPACT_SUFFIXES[tier]}`;
}

/**
 * An estimated duration in the unit a person reads it in (docs/routes.md, "Times"): seconds under a minute,
 * minutes under an hour, else hours ("about 24 hours", not "about 1440 minutes").
 */
export function estimatedDuration(seconds: number): {
  readonly unit: 'seconds' | 'minutes' | 'hours';
  readonly count: number;
} {
  if (seconds < 60) return { unit: 'seconds', count: Math.max(1, Math.round(seconds)) };
  if (seconds < 60 * 60) return { unit: 'minutes', count: Math.round(seconds / 60) };
  return { unit: 'hours', count: Math.round(seconds / 3600) };
}
