import { useTranslation } from 'react-i18next';
import { formatUnits } from 'viem';
import { parseAmount } from '../../lib/amount';
import { toEth, toUsd, valueText } from '../../lib/prices';
import { usePriceContext } from '../../shared/prices/usePrices';

/**
 * What the amount being bridged is worth in USD and ETH, under the amount field ("Value: ≈ $25.00 · 0.00833
 * ETH"); a dash for a token without a price, or while the prices are unknown (docs/numbers-and-prices.md).
 * An amount over the balance is still valued. The line keeps its place while no amount can be read, so the
 * form does not jump as one is typed.
 */
export function AmountValue({ text, decimals, symbol }: { text: string; decimals: number; symbol: string }) {
  const { t, i18n } = useTranslation();
  const prices = usePriceContext();
  const amount = parseAmount(text, decimals, i18n.language);
  if (!amount.ok)
    return (
      <p className="hint" aria-hidden="true">
        {'\u00a0'}
      </p>
    );
  const input = { price: Number(formatUnits(amount.value, decimals)), currency: symbol };
  const value = valueText(toUsd(input, prices), toEth(input, prices), i18n.language);
  return (
    <p className="hint" data-testid="amount-value">
      {t('prices.worth', { value })}
    </p>
  );
}
