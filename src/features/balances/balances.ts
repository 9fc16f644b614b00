/** A wallet's balance assets (docs/chains-and-assets.md) with their USD values. */
import { formatUnits } from 'viem';
import type { BalanceAsset } from '../../config/types';
import { type PriceContext, toUsd } from '../../lib/prices';

interface AssetBalance {
  readonly symbol: string;
  readonly decimals: number;
  readonly amount: bigint;
  /** Null when the asset has no USD price (docs/numbers-and-prices.md). */
  readonly usd: number | null;
}

export function withUsd(
  assets: readonly BalanceAsset[],
  amounts: readonly bigint[],
  prices: PriceContext,
): AssetBalance[] {
  return assets.map((asset, i) => {
    const amount = amounts[i] ?? 0n;
    const usd = toUsd({ price: Number(formatUnits(amount, asset.decimals)), currency: asset.symbol }, prices);
    return { symbol: asset.symbol, decimals: asset.decimals, amount, usd };
  });
}

/** The sum of the USD values that are known; null when none is. */
export function totalUsd(balances: readonly AssetBalance[]): number | null {
  const known = balances.map((b) => b.usd).filter((usd): usd is number => usd !== null);
  return known.length === 0 ? null : known.reduce((sum, usd) => sum + usd, 0);
}
