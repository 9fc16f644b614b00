/** A wallet's balance assets (docs/chains-and-assets.md) with their USD and ETH values. */
import { formatUnits } from 'viem';
import type { RetiredRoute } from '../../config/retired-routes';
import type { BalanceAsset } from '../../config/types';
import { isPricedCurrency, type PriceContext, toEth, toUsd } from '../../lib/prices';

interface AssetBalance {
  readonly symbol: string;
  readonly decimals: number;
  readonly amount: bigint;
  /** Null when the asset has no USD price (docs/numbers-and-prices.md). */
  readonly usd: number | null;
  /** Null when the asset has no ETH value: MAGIC without the MAGIC->ETH quote, or a currency not priced. */
  readonly eth: number | null;
}

export function withValues(
  assets: readonly BalanceAsset[],
  amounts: readonly bigint[],
  prices: PriceContext,
): AssetBalance[] {
  return assets.map((asset, i) => {
    const amount = amounts[i] ?? 0n;
    const input = { price: Number(formatUnits(amount, asset.decimals)), currency: asset.symbol };
    return {
      symbol: asset.symbol,
      decimals: asset.decimals,
      amount,
      usd: toUsd(input, prices),
      eth: toEth(input, prices),
    };
  });
}

/**
 * The total of the priced assets (MAGIC, ETH, WETH) in `currency`. Null while any of them with a balance
 * lacks its price, rather than a total that leaves it out; null too when no asset is priced. Assets the
 * app does not price (SMOL, RON) are outside the total.
 */
export function totalIn(balances: readonly AssetBalance[], currency: 'usd' | 'eth'): number | null {
  const priced = balances.filter((b) => isPricedCurrency(b.symbol));
  if (priced.length === 0) return null;
  let total = 0;
  for (const balance of priced) {
    const value = balance[currency];
    if (value === null) {
      if (balance.amount > 0n) return null;
    } else total += value;
  }
  return total;
}

/**
 * The retired routes whose token the wallet still holds, with the amount held (`amounts` in the same order,
 * undefined while unread or unreadable): each is told the route was retired (docs/chains-and-assets.md).
 */
export function retiredHoldings(
  routes: readonly RetiredRoute[],
  amounts: readonly (bigint | undefined)[],
): { route: RetiredRoute; amount: bigint }[] {
  return routes.flatMap((route, i) => {
    const amount = amounts[i];
    return amount !== undefined && amount > 0n ? [{ route, amount }] : [];
  });
}
