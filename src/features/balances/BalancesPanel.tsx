import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from 'viem';
import { queryKeys } from '../../api/query-keys';
import { AssetIcon } from '../../components/AssetIcon';
import { tokenIcon } from '../../config/token-icons';
import { formatCompact, formatTokenAmount } from '../../lib/format';
import { ethText, usdText } from '../../lib/prices';
import { usePriceContext } from '../../shared/prices/usePrices';
import { useWalletState } from '../../shared/wallet/wallet-state';
import { totalIn, withValues } from './balances';
import { useBalances, useRetiredHoldings } from './useBalances';

// Beside each ERC20 row, once the rows are shown (docs/wallet.md, "Adding a token to the wallet").
const BalanceAssetButton = lazy(() => import('../../shared/add-to-wallet/BalanceAssetButton'));

/**
 * The connected address's balance assets on every chain of the network, with USD values, and their total in
 * USD and ETH; amounts and values in compact form (docs/numbers-and-prices.md). `actions` sit beside the title.
 */
export default function BalancesPanel({ actions }: { actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { address } = useWalletState();
  const queryClient = useQueryClient();
  const prices = usePriceContext();
  const chains = useBalances(address);
  const retired = useRetiredHoldings(address);
  const rows = chains.map(({ chain, query }) => ({
    chain,
    query,
    balances: query?.data ? withValues(query.data.assets, query.data.amounts, prices) : undefined,
  }));
  const all = rows.flatMap((row) => row.balances ?? []);
  // A chain still loading or unreadable leaves its assets out: no total until every chain is read.
  const complete = rows.every((row) => row.balances !== undefined);
  const total = {
    usd: usdText(complete ? totalIn(all, 'usd') : null, locale, true),
    eth: ethText(complete ? totalIn(all, 'eth') : null, locale, true),
  };
  const refreshing = rows.some((row) => row.query?.isFetching);

  return (
    <section className="panel balances" aria-label={t('balances.title')}>
      <div className="panel-heading">
        <h2>{t('balances.title')}</h2>
        {actions}
        {address ? (
          <button
            type="button"
            className="button"
            disabled={refreshing}
            onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeys.balances.all })}
          >
            {t('balances.refresh')}
          </button>
        ) : null}
      </div>
      {address ? (
        <>
          <table>
            <tbody>
              {rows.map(({ chain, query, balances }) => (
                <tr key={chain.chainId} data-chain={chain.chainId}>
                  <th scope="row">
                    <AssetIcon src={chain.icon} name={chain.chainName} />
                    {chain.chainName}
                  </th>
                  <td>
                    {balances ? (
                      <ul className="assets">
                        {balances.map((b) => (
                          <li key={b.symbol} data-symbol={b.symbol}>
                            <AssetIcon src={tokenIcon(b.symbol)} name={b.symbol} size={16} />
                            <CompactAmount
                              exact={formatTokenAmount(b.amount, b.decimals, locale)}
                              compact={formatCompact(formatUnits(b.amount, b.decimals), locale)}
                              symbol={b.symbol}
                            />{' '}
                            <span className="muted" data-testid="asset-usd">
                              {usdText(b.usd, locale, true)}
                            </span>
                            <Suspense fallback={null}>
                              <BalanceAssetButton chainId={chain.chainId} symbol={b.symbol} />
                            </Suspense>
                          </li>
                        ))}
                      </ul>
                    ) : query?.isError ? (
                      <span className="form-error">{t('balances.unavailable')}</span>
                    ) : (
                      <span className="muted">…</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="balances-total" data-testid="balances-total">
            {t('balances.total', total)}
          </p>
          {retired.map(({ route, amount }) => (
            <p key={route.chain.chainId} className="hint" role="note" data-testid="retired-route">
              {t('balances.retired', {
                amount: formatTokenAmount(amount, route.token.decimals, locale),
                symbol: route.token.symbol,
                chain: route.chain.chainName,
              })}
            </p>
          ))}
        </>
      ) : (
        <p className="hint">{t('balances.connect')}</p>
      )}
    </section>
  );
}

/**
 * An amount short enough for the panel ("10K MAGIC"); where that rounds, the exact amount is its tooltip and
 * what a screen reader says ("10,000 MAGIC").
 */
function CompactAmount({ exact, compact, symbol }: { exact: string; compact: string; symbol: string }) {
  if (exact === compact)
    return (
      <span>
        {exact} {symbol}
      </span>
    );
  return (
    <>
      <span aria-hidden="true" title={`${exact} ${symbol}`}>
        {compact} {symbol}
      </span>
      <span className="visually-hidden">
        {exact} {symbol}
      </span>
    </>
  );
}
