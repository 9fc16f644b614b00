import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/services';
import { txUrl } from '../../config/chains';
import { formatTokenAmount } from '../../lib/format';
import type { SavedTransfer } from './transfers';
import { useTransfers } from './useTransfers';

function TxLink({ chainId, hash }: { chainId: number; hash: `0x${string}` }) {
  const { network } = useAppServices();
  const chain = network.chains.find((c) => c.chainId === chainId);
  const url = chain ? txUrl(chain, hash) : undefined;
  const short = `${hash.slice(0, 10)}…`;
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {short}
    </a>
  ) : (
    <code title={hash}>{short}</code>
  );
}

function TransferRow({ transfer }: { transfer: SavedTransfer }) {
  const { t, i18n } = useTranslation();
  const { network } = useAppServices();
  const name = (chainId: number) => network.chains.find((c) => c.chainId === chainId)?.chainName ?? String(chainId);
  return (
    <li className="transfer" data-status={transfer.status} data-hash={transfer.originTxHash}>
      <strong>
        {formatTokenAmount(BigInt(transfer.amount), transfer.decimals, i18n.language)} {transfer.symbol}
      </strong>
      <span>
        {name(transfer.originChainId)} → {name(transfer.destinationChainId)}
      </span>
      <span className={`status status-${transfer.status}`}>{t(`bridge.status.${transfer.status}`)}</span>
      <span>
        <TxLink chainId={transfer.originChainId} hash={transfer.originTxHash} />
        {transfer.destinationTxHash ? (
          <>
            {' → '}
            <TxLink chainId={transfer.destinationChainId} hash={transfer.destinationTxHash} />
          </>
        ) : null}
      </span>
      <time dateTime={new Date(transfer.sentAt).toISOString()}>
        {new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'short', timeStyle: 'short' }).format(
          transfer.sentAt,
        )}
      </time>
    </li>
  );
}

export function TransferList() {
  const { t } = useTranslation();
  const transfers = useTransfers();
  return (
    <section className="panel" aria-labelledby="history-title">
      <h2 id="history-title">{t('bridge.history')}</h2>
      {transfers.length === 0 ? (
        <p className="hint">{t('bridge.noTransfers')}</p>
      ) : (
        <ul className="transfers">
          {transfers.map((transfer) => (
            <TransferRow key={transfer.originTxHash} transfer={transfer} />
          ))}
        </ul>
      )}
    </section>
  );
}
