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

/**
 * What a quote must lie within to be believed, per unit (docs/numbers-and-prices.md, "Sane prices"): far
 * wider than either token has ever traded, so only a broken or lying price service falls outside.
 */
const PRICE_BOUNDS = {
  ethUsd: { min: 1, max: 1_000_000 },
  magicUsd: { min: 0.000_001, max: 10_000 },
  magicEth: { min: 0.000_000_001, max: 10 },
} as const;

/** How far MAGIC->USD may differ from MAGIC->ETH times ETH->USD, as a fraction of the smaller. */
const MAX_PRICE_DISAGREEMENT = 0.1;

const UNKNOWN = '0';

/** A plain decimal, as the price service writes one: `Number` would also read hex, binary and spaces. */
const DECIMAL = /^\d+(\.\d+)?(e[+-]?\d+)?$/i;

function bounded(value: string, bounds: { readonly min: number; readonly max: number }): number | undefined {
  const number = DECIMAL.test(value) ? rate(value) : undefined;
  return number !== undefined && number >= bounds.min && number <= bounds.max ? number : undefined;
}

/**
 * The quotes that may be believed, the others unknown ("0", so their values show "—"): each must lie within
 * PRICE_BOUNDS; MAGIC's two quotes only when all three are known and MAGIC->USD agrees with MAGIC->ETH times
 * ETH->USD within MAX_PRICE_DISAGREEMENT (one service gives all three: a lone MAGIC quote cannot be
 * checked); when they disagree, none is believed, ETH->USD neither, as nothing says which one lies.
 */
export function saneContext(quoted: PriceContext): PriceContext {
  const ethUsd = bounded(quoted.ethUsdPrice, PRICE_BOUNDS.ethUsd);
  const magicUsd = bounded(quoted.magicUsdPrice, PRICE_BOUNDS.magicUsd);
  const magicEth = bounded(quoted.magicEthPrice, PRICE_BOUNDS.magicEth);
  const eth = ethUsd === undefined ? UNKNOWN : quoted.ethUsdPrice;
  if (ethUsd === undefined || magicUsd === undefined || magicEth === undefined) {
    return { ethUsdPrice: eth, magicUsdPrice: UNKNOWN, magicEthPrice: UNKNOWN };
  }
  const implied = magicEth * ethUsd;
  const disagreement = Math.max(magicUsd, implied) / Math.min(magicUsd, implied) - 1;
  if (disagreement > MAX_PRICE_DISAGREEMENT) {
    return { ethUsdPrice: UNKNOWN, magicUsdPrice: UNKNOWN, magicEthPrice: UNKNOWN };
  }
  return quoted;
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
