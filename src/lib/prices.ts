/** Prices: the rates the app knows and USD conversion. */

export interface PriceContext {
  readonly ethUsdPrice: string;
  readonly magicUsdPrice: string;
}

export interface PriceInput {
  readonly price: number | undefined;
  /** MAGIC when absent; ETH and WETH are recognised too. */
  readonly currency?: string;
}

/** How long a fetched price is trusted before it is asked for again (docs/numbers-and-prices.md). */
export const PRICE_CACHE_MS = 600_000;

function rate(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  // "0" is the default before a price arrives: it means unknown, not free.
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * The USD value of `input`, or null when its price or the rate is missing, or its currency is not
 * MAGIC, ETH or WETH. ETH and WETH use the ETH->USD rate; MAGIC the MAGIC->USD rate.
 */
export function toUsd(input: PriceInput, context: PriceContext): number | null {
  const { price } = input;
  if (price === undefined || !Number.isFinite(price)) return null;
  const currency = (input.currency ?? 'MAGIC').toUpperCase();
  const usdRate =
    currency === 'MAGIC'
      ? rate(context.magicUsdPrice)
      : currency === 'ETH' || currency === 'WETH'
        ? rate(context.ethUsdPrice)
        : undefined;
  return usdRate === undefined ? null : price * usdRate;
}
