import { CHAINS } from './chains';
import type { BalanceAsset, ChainSlug } from './types';

/** Which assets' balances the app shows on each chain. ETH is the native currency (docs/chains-and-assets.md). */
export const BALANCE_ASSET_SYMBOLS: Readonly<Record<ChainSlug, readonly string[]>> = {
  arbsepolia: ['MAGIC', 'WETH', 'ETH'],
  sepolia: ['MAGIC', 'WETH', 'ETH'],
  abstracttest: ['MAGIC', 'WETH', 'ETH'],
  basesepolia: ['MAGIC', 'WETH', 'ETH'],
  eth: ['WETH', 'ETH'],
  arb: ['MAGIC', 'WETH', 'ETH'],
  abstract: ['MAGIC', 'WETH', 'ETH'],
  base: ['MAGIC', 'WETH', 'ETH'],
  ronin: ['MAGIC'],
};

/**
 * WETH per chain. Public, well-known deployments (WETH9 on Ethereum and Sepolia, the bridged WETH on
 * Arbitrum, the OP Stack predeploy on Base, WETH9 on Abstract); not in FACTS.md.
 */
export const WETH_ADDRESSES: Readonly<Partial<Record<ChainSlug, `0x${string}`>>> = {
  eth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  arb: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
  base: '0x4200000000000000000000000000000000000006',
  abstract: '0x3439153EB7AF838Ad19d56E1571FBD09333C2809',
  sepolia: '0x7b79995e5f793A07Bc00c21412e50Ecae098E7f9',
  arbsepolia: '0x980B62Da83eFf3D4576C647993b0c1D7faf17c73',
  basesepolia: '0x4200000000000000000000000000000000000006',
  abstracttest: '0x9EDCde0257F2386Ce177C3a7FCdd97787F0D841d',
};

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
