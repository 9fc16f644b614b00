import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatTokenAmount } from '../../lib/format';
import { balancesKeys } from '../transfers/after-transfer';
import { usePriceContext } from '../transfers/usePrices';
import { useWalletState } from '../transfers/wallet-state';
import { totalUsd, withUsd } from './balances';
import { useBalances } from './useBalances';

/** The connected address's balance assets on every chain of the network, with USD values; `actions` beside the title. */
export default function BalancesPanel({ actions }: { actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { address } = useWalletState();
  const queryClient = useQueryClient();
  const prices = usePriceContext();
  const chains = useBalances(address);
  const rows = chains.map(({ chain, query }) => ({
    chain,
    query,
    balances: query?.data ? withUsd(query.data.assets, query.data.amounts, prices) : undefined,
  }));
  const total = totalUsd(rows.flatMap((row) => row.balances ?? []));
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
            onClick={() => void queryClient.invalidateQueries({ queryKey: balancesKeys.all })}
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
                  <th scope="row">{chain.chainName}</th>
                  <td>
                    {balances ? (
                      <ul className="assets">
                        {balances.map((b) => (
                          <li key={b.symbol} data-symbol={b.symbol}>
                            <span>
                              {formatTokenAmount(b.amount, b.decimals, locale)} {b.symbol}
                            </span>
                            {b.usd !== null ? <span className="muted"> {formatCurrency(b.usd, locale)}</span> : null}
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
          {total !== null ? (
            <p className="balances-total">{t('balances.total', { value: formatCurrency(total, locale) })}</p>
          ) : null}
        </>
      ) : (
        <p className="hint">{t('balances.connect')}</p>
      )}
    </section>
  );
}
