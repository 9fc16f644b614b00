import { BALANCE_ASSET_SYMBOLS, WETH_ADDRESSES } from './balance-assets';
import { CHAINS } from './chains';
import type { BalanceAsset, ChainSlug } from './types';

type TokenAddresses = Partial<Record<string, `0x${string}`>>;

/**
 * The balance assets (docs/chains-and-assets.md) for the given chains, keyed by chain id. Native ETH needs no
 * address; every other asset must have one, in `tokens` or, for WETH, in the known WETH deployments.
 * `missing` lists assets a network knowingly lacks (the devnet has no WETH).
 */
export function balanceAssets(
  tokens: Partial<Record<ChainSlug, TokenAddresses>>,
  missing: readonly string[] = [],
): Record<number, BalanceAsset[]> {
  const result: Record<number, BalanceAsset[]> = {};
  for (const [slug, addresses] of Object.entries(tokens) as [ChainSlug, TokenAddresses][]) {
    const chain = CHAINS[slug];
    result[chain.chainId] = BALANCE_ASSET_SYMBOLS[slug]
      .filter((symbol) => !missing.includes(symbol))
      .map((symbol): BalanceAsset => {
        if (symbol === chain.nativeCurrency.symbol) return { symbol, decimals: 18 };
        const address = addresses[symbol] ?? (symbol === 'WETH' ? WETH_ADDRESSES[slug] : undefined);
        if (!address) throw new Error(`No address for the balance asset ${symbol} on ${chain.chainName}`);
        return { symbol, decimals: 18, address };
      });
  }
  return result;
}
