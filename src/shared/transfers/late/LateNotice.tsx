import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../api/services';
import { transferLinks } from '../../../bridge';
import type { SavedTransfer } from '../../../bridge/saved-transfers';
import { ExplorerLink } from '../../../components/ExplorerLink';
import { chainOf } from '../../../config';
import { methodWord } from '../review/words';
import { SelfDelivery } from './SelfDelivery';
import { useLateTransfer } from './useLateTransfer';
import './late.css';

/**
 * A transfer past its estimated time and not delivered (docs/transfers.md, "Late transfers"): what the chains
 * show of why, what the user can do (wait; the message id and its explorer link for support), and that the
 * funds are not lost. Nothing while the transfer is not late.
 */
export function LateNotice({ transfer }: { transfer: SavedTransfer }) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const view = useLateTransfer(transfer);
  if (!view || !transfer.messageId) return null;
  const names = {
    origin: chainOf(network, transfer.originChainId)?.chainName ?? String(transfer.originChainId),
    destination: chainOf(network, transfer.destinationChainId)?.chainName ?? String(transfer.destinationChainId),
  };
  const message = transferLinks(network, transfer).find((link) => link.kind === 'message');
  return (
    <div className="late-notice" data-testid="late-notice" data-state={view.state}>
      <strong>{t('late.title')}</strong>
      <p>{t('late.intro')}</p>
      {view.state === 'read' ? (
        <ul className="late-checks">
          {view.checks.map((check) => (
            <li key={check.key} data-check={check.key} data-finding={check.finding}>
              {methodWord(t, `late.check.${check.key}.${check.finding}`, { ...names, ...check.values })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t(view.state === 'failed' ? 'late.failed' : 'late.checking')}</p>
      )}
      {view.state === 'read' && view.selfDelivery ? (
        <SelfDelivery transfer={transfer} state={view.selfDelivery} />
      ) : null}
      <p>{t('late.safe', names)}</p>
      <p>{t('late.wait')}</p>
      <p className="late-message">
        {t('late.messageId')} <code>{transfer.messageId}</code>{' '}
        {message ? (
          <ExplorerLink
            href={message.url}
            label={t('explorer.message', { explorer: message.explorer })}
            title={transfer.messageId}
          >
            {t('explorer.short.message')}
          </ExplorerLink>
        ) : null}
      </p>
    </div>
  );
}
