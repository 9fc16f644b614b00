/** Prices: the rates the app knows, and values in USD and ETH (docs/numbers-and-prices.md). */
import { formatCompact, formatCompactCurrency, formatCurrency, formatNumber } from './format';

export interface PriceContext {
  readonly ethUsdPrice: string;
  readonly magicUsdPrice: string;
  /** MAGIC in ETH: with `magicUsdPrice`, the specification's quote pair for MAGIC (ethPrice, usdPrice). */
  readonly magicEthPrice: string;
}

export interface PriceInput {
  readonly price: number | undefined;
  /** MAGIC when absent; ETH and WETH are recognised too. */
  readonly currency?: string;
}

/** How long a fetched price is trusted before it is asked for again (docs/numbers-and-prices.md). */
export const PRICE_CACHE_MS = 600_000;

/** What a value without a price shows: a missing price is unknown, never "$0.00" or "0 ETH". */
export const NO_PRICE = '—';

function rate(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  // "0" is the default before a price arrives: it means unknown, not free.
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** The amount and its currency, upper-cased; no amount when it is missing or not a number. */
function read(input: PriceInput): { amount: number; currency: string } | undefined {
  const { price } = input;
  if (price === undefined || !Number.isFinite(price)) return undefined;
  return { amount: price, currency: (input.currency ?? 'MAGIC').toUpperCase() };
}

const isEth = (currency: string) => currency === 'ETH' || currency === 'WETH';

/** Whether the app prices `currency` (MAGIC, the default, ETH and WETH): other currencies have no value. */
export function isPricedCurrency(currency = 'MAGIC'): boolean {
  const upper = currency.toUpperCase();
  return upper === 'MAGIC' || isEth(upper);
}

/**
 * The USD value of `input`, or null when its price or the rate is missing, or its currency is not
 * MAGIC, ETH or WETH. ETH and WETH use the ETH->USD rate; MAGIC the MAGIC->USD rate.
 */
export function toUsd(input: PriceInput, context: PriceContext): number | null {
  const value = read(input);
  if (!value) return null;
  const usdRate =
    value.currency === 'MAGIC'
      ? rate(context.magicUsdPrice)
      : isEth(value.currency)
        ? rate(context.ethUsdPrice)
        : undefined;
  return usdRate === undefined ? null : value.amount * usdRate;
}

/**
 * The ETH value of `input`: ETH and WETH as they are, MAGIC at the MAGIC->ETH rate; null when that rate is
 * missing or the currency is another. Never worked out through USD: a missing quote stays missing.
 */
export function toEth(input: PriceInput, context: PriceContext): number | null {
  const value = read(input);
  if (!value) return null;
  if (isEth(value.currency)) return value.amount;
  const ethRate = value.currency === 'MAGIC' ? rate(context.magicEthPrice) : undefined;
  return ethRate === undefined ? null : value.amount * ethRate;
}

/** `value` as `show` words it, or NO_PRICE when there is no value. */
export function priced(value: number | null, show: (value: number) => string): string {
  return value === null || !Number.isFinite(value) ? NO_PRICE : show(value);
}

/** A USD value, `$12.50` (`$2.5K` compact), or NO_PRICE. */
export function usdText(value: number | null, locale: string, compact = false): string {
  return priced(value, (v) => (compact ? formatCompactCurrency(v, locale) : formatCurrency(v, locale)));
}

/** An ETH value, `0.00833 ETH` (`50K ETH` compact), or NO_PRICE. */
export function ethText(value: number | null, locale: string, compact = false): string {
  return priced(value, (v) => `${compact ? formatCompact(v, locale) : formatNumber(v, locale)} ETH`);
}

/** "≈ $25.00 · 0.00833 ETH": a part without a price is a dash, and a value with neither is one dash. */
export function valueText(usd: number | null, eth: number | null, locale: string): string {
  if (usd === null && eth === null) return NO_PRICE;
  return `≈ ${usdText(usd, locale)} · ${ethText(eth, locale)}`;
}
