import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatUnits } from 'viem';
import { priceQuery } from '../../api/marketplace-queries';
import { useAppServices } from '../../api/services';
import type { NetworkChain } from '../../config';
import { formatCurrency, formatTokenAmount } from '../../lib/format';
import { type PriceContext, toUsd } from '../../lib/prices';

/** The price context USD values are worked out with; prices not yet known (or without a marketplace) are "0". */
export function usePriceContext(): PriceContext {
  const { marketplace } = useAppServices();
  const eth = useQuery(priceQuery(marketplace, 'ETH', 'USD'));
  const magic = useQuery(priceQuery(marketplace, 'MAGIC', 'USD'));
  return { ethUsdPrice: eth.data ?? '0', magicUsdPrice: magic.data ?? '0' };
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
