import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { readReceipt } from '../../api/chain-clients';
import { depositsQuery } from '../../api/indexer-queries';
import { queryKeys } from '../../api/query-keys';
import { useAppServices } from '../../api/services';
import { allMethods, methodOf } from '../../bridge';
import { transfersOfAccount } from '../../bridge/saved-transfers';
import { AssetIcon } from '../../components/AssetIcon';
import { chainOf, type NetworkChain } from '../../config';
import { imageOriginsOf } from '../../config/image-origins';
import { tokenIcon } from '../../config/token-icons';
import { errorMessage } from '../../i18n/messages';
import { estimatedDuration, formatTokenAmount } from '../../lib/format';
import { allowedImageUrl } from '../../lib/image-url';
import type { BridgeRoute } from '../../lib/routes';
import { AccountName } from '../../shared/names/AccountName';
import { useRoutes } from '../../shared/routes/useRoutes';
import { foundTransfersQuery } from '../../shared/transfers/found-transfers';
import { LateNotice } from '../../shared/transfers/late/LateNotice';
import { useTransfers, useTransfersKeptInMemory } from '../../shared/transfers/transfer-store';
import { useWalletState } from '../../shared/wallet/wallet-state';
import { ClaimByHash } from './ClaimByHash';
import { FindStatusNote } from './FindStatusNote';
import {
  type HistoryEntry,
  mergeHistory,
  type SentWhat,
  secondsLeft,
  type TransferStage,
  transferStage,
} from './history';
import { TransferActions } from './TransferActions';
import { TransferLinks } from './TransferLinks';

// Offered after delivery only: loaded with the first delivered row (docs/wallet.md, "Adding a token to the wallet").
const ArrivedTokenButton = lazy(() => import('../../shared/add-to-wallet/ArrivedTokenButton'));

// Opened from a row: the progress loads on the first click (README, the first-load budget).
const ProgressDialog = lazy(async () => ({
  default: (await import('../../shared/transfers/review/ReviewDialog')).ProgressDialog,
}));

/** A saved transfer's "Progress" button, and its stepper while open (docs/transfers.md, "Progress"). */
function ProgressButton({ transfer }: { transfer: NonNullable<HistoryEntry['transfer']> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('stepper.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ProgressDialog transfer={transfer} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The words for each stage of a transfer. */
const STAGE_KEYS = {
  sent: 'bridge.status.sent',
  pending: 'bridge.status.pending',
  'waiting-for-batch': 'bridge.status.waitingForBatch',
  'ready-to-claim': 'bridge.status.claimable',
  claimed: 'bridge.status.claimed',
  delivered: 'bridge.status.delivered',
  failed: 'bridge.status.failed',
  'deposit-failed': 'bridge.status.depositFailed',
  refunded: 'bridge.status.refunded',
} as const satisfies Record<TransferStage, string>;

/** The logs of a mined transaction, read once: they never change. */
function originLogsQuery(chain: NetworkChain | undefined, hash: `0x${string}`) {
  return queryOptions({
    queryKey: queryKeys.originLogs(chain?.chainId, hash),
    queryFn: chain ? async () => (await readReceipt(chain, hash)).logs : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * What an entry moved: known for transfers sent from this browser; for the others, read once from the
 * origin transaction's `SentTransferRemote` event (a mined transaction never changes), or why it could not be.
 */
function useSentWhat(
  entry: HistoryEntry,
  routes: readonly BridgeRoute[],
): { what: SentWhat | undefined; failure: unknown } {
  const { network } = useAppServices();
  const known = entry.amount !== undefined || entry.nfts !== undefined;
  const chain = chainOf(network, entry.originChainId);
  const logs = useQuery(originLogsQuery(known ? undefined : chain, entry.originTxHash));
  // Read against the routes of the moment: server routes that arrive later still name the token.
  return {
    what: known
      ? entry
      : logs.data &&
        // The indexer's rows are the messages of the method that reads them (Hyperlane's).
        allMethods()
          .find((method) => method.sentInTransaction)
          ?.sentInTransaction?.(network, entry.originChainId, logs.data, routes, entry.messageId),
    failure: logs.error,
  };
}

function HistoryRow({ entry, routes }: { entry: HistoryEntry; routes: readonly BridgeRoute[] }) {
  const { t, i18n } = useTranslation();
  const { network } = useAppServices();
  const { what, failure } = useSentWhat(entry, routes);
  const name = (chainId: number) => chainOf(network, chainId)?.chainName ?? String(chainId);
  const saved = entry.transfer;
  const needsClaim = saved ? methodOf(saved.method).needsClaim(network, saved) : false;
  const stage = transferStage({ status: entry.status, errorCode: saved?.errorCode }, needsClaim);
  const left = stage === 'waiting-for-batch' ? secondsLeft(saved?.readyAt, Date.now()) : undefined;
  const readyIn = left === undefined ? undefined : estimatedDuration(left);
  // The delivered token, to the connected wallet's own watch list: when it was the recipient.
  const { address } = useWalletState();
  const arrivedHere = (stage === 'delivered' || stage === 'claimed') && !what?.nfts?.length;
  const mine = address !== undefined && what?.recipient?.toLowerCase() === address.toLowerCase();
  return (
    <li className="transfer" data-status={entry.status} data-stage={stage} data-hash={entry.originTxHash}>
      {what?.nfts?.length ? (
        <>
          <span className="transfer-nfts">
            {what.nfts.map((nft) => {
              // Only from a host the network names (docs/nfts.md, "Images").
              const image = allowedImageUrl(nft.image, imageOriginsOf(network));
              return image ? <img key={nft.tokenId} src={image} alt="" width={32} height={32} /> : null;
            })}
          </span>
          <strong>{what.nfts.map((nft) => nft.name).join(', ')}</strong>
        </>
      ) : (
        <strong>
          {what?.amount ? (
            <>
              <AssetIcon src={tokenIcon(what.amount.symbol)} name={what.amount.symbol} />
              {formatTokenAmount(what.amount.value, what.amount.decimals, i18n.language)} {what.amount.symbol}
            </>
          ) : (
            '—'
          )}
        </strong>
      )}
      <span className="transfer-chains">
        <AssetIcon src={chainOf(network, entry.originChainId)?.icon} name={name(entry.originChainId)} />
        {name(entry.originChainId)}
        {' → '}
        <AssetIcon src={chainOf(network, entry.destinationChainId)?.icon} name={name(entry.destinationChainId)} />
        {name(entry.destinationChainId)}
      </span>
      {entry.sender ? (
        <span className="transfer-sender">
          <Trans
            i18nKey="names.from"
            components={{ account: <AccountName address={entry.sender} chainId={entry.originChainId} /> }}
          />
        </span>
      ) : null}
      {what?.recipient ? (
        <span className="transfer-recipient">
          <Trans
            i18nKey="names.to"
            components={{ account: <AccountName address={what.recipient} chainId={entry.destinationChainId} /> }}
          />
        </span>
      ) : null}
      <span className={`status status-${entry.status}`}>{t(STAGE_KEYS[stage])}</span>
      {readyIn ? (
        <span>{t('bridge.readyIn', { time: t(`bridge.${readyIn.unit}`, { count: readyIn.count }) })}</span>
      ) : null}
      {entry.latencyMs !== undefined ? (
        <span>{t('bridge.latency', { seconds: Math.round(entry.latencyMs / 1000) })}</span>
      ) : null}
      {failure ? <span className="form-error">{errorMessage(t, failure)}</span> : null}
      {saved ? <LateNotice transfer={saved} /> : null}
      <TransferLinks entry={entry} recipient={what?.recipient} />
      <time dateTime={new Date(entry.sentAt).toISOString()}>
        {new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'short', timeStyle: 'short' }).format(
          entry.sentAt,
        )}
      </time>
      {saved ? <TransferActions transfer={saved} stage={stage} /> : null}
      {arrivedHere && mine && what?.amount ? (
        <Suspense fallback={null}>
          <ArrivedTokenButton
            transfer={{ ...entry, symbol: what.amount.symbol, method: saved?.method }}
            routes={routes}
          />
        </Suspense>
      ) : null}
      {saved ? <ProgressButton transfer={saved} /> : null}
    </li>
  );
}

export function TransferList() {
  const { t } = useTranslation();
  const { address } = useWalletState();
  const { routes } = useRoutes();
  const saved = useTransfers();
  const keptInMemory = useTransfersKeptInMemory();
  const { network, indexer } = useAppServices();
  const indexed = useQuery(depositsQuery(indexer, network, address));
  // Withdrawals sent from another browser are found on chain and join the saved transfers.
  const found = useQuery(foundTransfersQuery(network, address));
  const mine = address ? transfersOfAccount(saved, address) : saved;
  const entries = mergeHistory(mine, indexed.data ?? []);
  return (
    <section className="panel" aria-labelledby="history-title">
      <h2 id="history-title">{t('bridge.history')}</h2>
      {indexed.isError ? (
        <p className="hint" role="status">
          {t('bridge.indexerUnavailable')}
        </p>
      ) : null}
      {keptInMemory ? (
        <p className="hint" role="status">
          {t('bridge.storageUnavailable')}
        </p>
      ) : null}
      <FindStatusNote address={address} onRetry={() => void found.refetch()} />
      {/* Only a network with a zk bridge has withdrawals that wait for a claim. */}
      {network.zkChains.length > 0 ? <ClaimByHash /> : null}
      {entries.length === 0 ? (
        <p className="hint">{t('bridge.noTransfers')}</p>
      ) : (
        <ul className="transfers">
          {entries.map((entry) => (
            <HistoryRow key={entry.key} entry={entry} routes={routes} />
          ))}
        </ul>
      )}
    </section>
  );
}
