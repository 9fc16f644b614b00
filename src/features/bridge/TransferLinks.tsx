import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { originMessageQuery } from '../../api/indexer-queries';
import { useAppServices } from '../../api/services';
import { transferLinks } from '../../bridge';
import { ExplorerLink } from '../../components/ExplorerLink';
import { useWalletState } from '../../shared/wallet/wallet-state';
import type { HistoryEntry } from './history';

/**
 * A history row's explorer links (docs/explorer.md): its transactions on each chain's block explorer, its
 * Hyperlane message, its sender's and recipient's addresses. A transfer found from the indexer has no saved
 * message id: it is asked of the explorer's GraphQL API by the origin transaction.
 */
export function TransferLinks({ entry, recipient }: { entry: HistoryEntry; recipient: `0x${string}` | undefined }) {
  const { t } = useTranslation();
  const { network, explorer } = useAppServices();
  const { address } = useWalletState();
  const saved = entry.transfer;
  const method = saved?.method ?? 'hyperlane';
  const lookUp = !saved && network.services.hyperlaneExplorerUrl !== undefined;
  const resolved = useQuery(originMessageQuery(explorer, entry.originChainId, lookUp ? entry.originTxHash : undefined));
  // The indexer's entries are the connected address's own deposits: it sent them.
  const sender = entry.sender ?? address;
  const links = transferLinks(network, {
    method,
    originChainId: entry.originChainId,
    destinationChainId: entry.destinationChainId,
    originTxHash: entry.originTxHash,
    destinationTxHash: entry.destinationTxHash,
    messageId: saved?.messageId ?? resolved.data ?? undefined,
    sender,
    recipient,
  });
  if (links.length === 0) return null;
  return (
    <span className="transfer-links">
      {links.map((link) => (
        <ExplorerLink
          key={link.kind}
          href={link.url}
          label={t(`explorer.${link.kind}`, { explorer: link.explorer })}
          title={link.target}
        >
          {t(`explorer.short.${link.kind}`)}
        </ExplorerLink>
      ))}
    </span>
  );
}
