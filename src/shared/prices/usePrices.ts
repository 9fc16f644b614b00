import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatUnits } from 'viem';
import { priceQuery } from '../../api/marketplace-queries';
import { useAppServices } from '../../api/services';
import type { NetworkChain } from '../../config';
import { formatCurrency, formatTokenAmount } from '../../lib/format';
import { type PriceContext, saneContext, toUsd } from '../../lib/prices';

/**
 * The price context USD and ETH values are worked out with: ETH->USD and the MAGIC pair (MAGIC->USD,
 * MAGIC->ETH). A price not yet known, refused, without a marketplace, or not sane (`saneContext`) is "0": unknown.
 */
export function usePriceContext(): PriceContext {
  const { marketplace } = useAppServices();
  const eth = useQuery(priceQuery(marketplace, 'ETH', 'USD'));
  const magic = useQuery(priceQuery(marketplace, 'MAGIC', 'USD'));
  const magicEth = useQuery(priceQuery(marketplace, 'MAGIC', 'ETH'));
  // Quotes out of bounds, or MAGIC's disagreeing with ETH's, are unknown (docs/numbers-and-prices.md).
  return saneContext({
    ethUsdPrice: eth.data ?? '0',
    magicUsdPrice: magic.data ?? '0',
    magicEthPrice: magicEth.data ?? '0',
  });
}

/**
 * Words an amount of a chain's native currency, with its USD value when the price is known:
 * "0.0021 ETH ($7.35)" (docs/numbers-and-prices.md).
 */
export function useNativeWithUsd(): (chain: NetworkChain | undefined, wei: bigint) => string {
  const { i18n } = useTranslation();
  const prices = usePriceContext();
  return (chain, wei) => {
    const currency = chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
    const value = toUsd({ price: Number(formatUnits(wei, currency.decimals)), currency: currency.symbol }, prices);
    const native = `${formatTokenAmount(wei, currency.decimals, i18n.language)} ${currency.symbol}`;
    return value === null ? native : `${native} (${formatCurrency(value, i18n.language)})`;
  };
}
