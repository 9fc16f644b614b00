import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatUnits } from 'viem';
import { useAppServices } from '../../api/services';
import { chainOf } from '../../config';
import { formatCompact, formatTokenAmount } from '../../lib/format';
import type { BridgeRoute } from '../../lib/routes';
import { chainBalancesQuery } from '../../shared/balances/useBalance';
import { useWalletState } from '../../shared/wallet/wallet-state';
import { pickerBalanceIndex } from './picker-balance';

/**
 * The connected account's balance of `token` on a chain, in a picker's option: compact, with the exact
 * amount for screen readers; nothing when not connected or not known. It only looks into the balances
 * panel's cache, so opening a picker reads nothing (docs/performance.md).
 */
export default function PickerBalance(props: {
  routes: readonly BridgeRoute[];
  chainId: number | undefined;
  token: string;
}) {
  const { t, i18n } = useTranslation();
  const { network } = useAppServices();
  const { address } = useWalletState();
  const chain = chainOf(network, props.chainId);
  const assets = (chain && network.balanceAssets[chain.chainId]) || [];
  const at = pickerBalanceIndex(props.routes, assets, props.token, props.chainId);
  const asset = at === undefined ? undefined : assets[at];
  const { data } = useQuery({
    ...chainBalancesQuery(asset ? chain : undefined, assets, address),
    enabled: false,
    select: ({ amounts }) => (at === undefined ? undefined : amounts[at]),
  });
  if (!asset || data === undefined) return null;
  const locale = i18n.language;
  return (
    <>
      <span aria-hidden="true">{formatCompact(formatUnits(data, asset.decimals), locale)}</span>
      <span className="visually-hidden">
        {t('bridge.balance', { amount: formatTokenAmount(data, asset.decimals, locale), symbol: asset.symbol })}
      </span>
    </>
  );
}
