import { useTranslation } from 'react-i18next';
import { formatUnits } from 'viem';
import type { NetworkChain } from '../../config';
import { formatCurrency, formatTokenAmount } from '../../lib/format';
import { toUsd } from '../../lib/prices';
import { usePriceContext } from './usePrice';

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
