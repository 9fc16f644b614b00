import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useAppServices } from '../../api/services';
import { chainOf } from '../../config';
import { useFindStatus } from '../../shared/transfers/find-status';

/**
 * How the search for the account's withdrawals on each ZK chain stands (docs/transfers.md, "From any
 * browser"): how far back it has searched while it runs and once it is done, and, when it stopped part-way,
 * that some may be missing, with a retry that resumes where it stopped.
 */
export function FindStatusNote({ address, onRetry }: { address: Address | undefined; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const { network } = useAppServices();
  const status = useFindStatus(network.name, address);
  if (!address) return null;
  const date = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  return network.zkChains.map(({ l2ChainId }) => {
    const chain = chainOf(network, l2ChainId)?.chainName ?? String(l2ChainId);
    const search = status.chains[l2ChainId];
    const back = search?.searchedBackTo === undefined ? undefined : date(search.searchedBackTo);
    if (search?.incomplete) {
      return (
        <p key={l2ChainId} className="form-error find-status" role="alert" data-search="incomplete">
          {back ? t('bridge.find.incompleteBack', { chain, date: back }) : t('bridge.find.incomplete', { chain })}{' '}
          <button type="button" className="link-button" onClick={onRetry} disabled={status.running}>
            {t('bridge.find.retry')}
          </button>
        </p>
      );
    }
    if (status.running) {
      return (
        <p key={l2ChainId} className="hint find-status" role="status" data-search="running">
          {back ? t('bridge.find.searchedBack', { chain, date: back }) : t('bridge.find.searching', { chain })}
        </p>
      );
    }
    return back ? (
      <p key={l2ChainId} className="hint find-status" data-search="done">
        {t('bridge.find.done', { chain, date: back })}
      </p>
    ) : null;
  });
}
