/**
 * The review of a send and, once confirmed, its progress (docs/transfers.md, "Review before signing" and
 * "Progress"), in one modal dialog loaded on the first click: what leaves and arrives, the recipient, every
 * fee, the time, the method and each wallet request in order. Confirm starts the requests; Cancel, Escape
 * or closing asks nothing of the wallet. Closed while sending, the send goes on (the toast still reports)
 * and the history row reopens the progress.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../api/services';
import {
  type ArrivalStep,
  type MethodModule,
  methodOf,
  type NftSendRequest,
  type Plan,
  type PlannedRequest,
  planRequests,
  type QuotedTransfer,
} from '../../../bridge';
import type { SavedTransfer } from '../../../bridge/saved-transfers';
import { chainOf } from '../../../config';
import { errorMessage } from '../../../i18n/messages';
import { formatTokenAmount } from '../../../lib/format';
import { nftPlanQuery } from '../bridge-queries';
import type { ClaimCostQuote } from '../claim-cost';
import { ClaimFeeWarning } from './FeeRows';
import { Frame } from './Frame';
import { ProgressView } from './ProgressView';
import { type Progress, type ProgressHooks, progressHooks, savedProgress, startProgress } from './progress';
import { progressStore, useProgress } from './progress-store';
import { RecipientReview } from './RecipientReview';
import { NodeNote, RequestList } from './RequestList';
import { type RecipientOrigin, recipientConfirmed } from './recipient-origin';
import { type ReviewSummary, Summary, useRequestContext } from './Summary';
import { methodWord, nftNamesText } from './words';
import './review.css';

/**
 * The review, then the progress of what was confirmed. `requests` is undefined while the plan is read, an
 * error when it could not be; Confirm waits for the plan.
 */
function ReviewThenProgress(props: {
  summary: ReviewSummary;
  /** The plan's requests as listed for the wallet now; undefined while the plan is read. */
  listed: { readonly plan: Plan; readonly requests: readonly PlannedRequest[] } | undefined;
  planError: unknown;
  arrival: readonly ArrivalStep[];
  onConfirm: (progress: ProgressHooks, requests: readonly PlannedRequest[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { summary, listed } = props;
  const requests = listed?.requests;
  const ctx = useRequestContext(summary);
  const [id, setId] = useState<number>();
  const progress = useProgress(id);
  // A recipient typed as a name or set by a link is confirmed by its address before anything is asked.
  const [addressChecked, setAddressChecked] = useState(false);
  const ready = requests !== undefined && recipientConfirmed(summary.recipientOrigin, addressChecked);
  return (
    <Frame title={progress ? t('stepper.title') : t('review.title')} onClose={props.onClose}>
      {(close) =>
        progress ? (
          <ProgressView
            progress={progress}
            ctx={ctx}
            transfer={summary}
            nfts={summary.nftNames !== undefined}
            closeNote={!progress.failure}
            onClose={close}
          />
        ) : (
          <>
            <Summary
              summary={summary}
              ctx={ctx}
              recipient={
                <RecipientReview
                  address={summary.recipient}
                  chainId={summary.destinationChainId}
                  origin={summary.recipientOrigin}
                  checked={addressChecked}
                  onCheck={setAddressChecked}
                />
              }
            />
            <ClaimFeeWarning cost={summary.claimCost} />
            <h3 className="review-requests-title">{t('review.requests')}</h3>
            {listed ? (
              <>
                <RequestList plan={listed.plan} requests={listed.requests} ctx={ctx} />
                <NodeNote plan={listed.plan} ctx={ctx} />
              </>
            ) : props.planError ? (
              <p className="form-error" role="alert">
                {errorMessage(t, props.planError)}
              </p>
            ) : (
              <p className="hint">{t('review.reading')}</p>
            )}
            <div className="review-actions">
              <button type="button" className="button" onClick={close}>
                {t('review.cancel')}
              </button>
              <button
                type="button"
                className="button primary"
                disabled={!ready}
                onClick={() => {
                  if (!requests || !ready) return;
                  const started = progressStore.start(startProgress(requests, props.arrival));
                  setId(started);
                  props.onConfirm(
                    progressHooks((event) => progressStore.dispatch(started, event)),
                    requests,
                  );
                }}
              >
                {t('review.confirm')}
              </button>
            </div>
          </>
        )
      }
    </Frame>
  );
}

/** The review of a quoted token transfer: its requests are the plan its quote returned. */
export function TokenReview(props: {
  transfer: QuotedTransfer;
  plan: Plan;
  walletChainId: number | undefined;
  method: MethodModule;
  /** Where the recipient came from, when its address must be confirmed (`recipientOrigin`). */
  recipientOrigin: RecipientOrigin | undefined;
  /** A zk withdrawal's claim cost, as the form's quote has it now. */
  claimCost?: ClaimCostQuote | undefined;
  onConfirm: (progress: ProgressHooks, requests: readonly PlannedRequest[]) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { network } = useAppServices();
  const { transfer, method, plan } = props;
  // Listed for the wallet as it is now, so a wallet moved while the review is open gets its switch request;
  // the progress keeps the list as it was confirmed.
  const requests = planRequests(plan, props.walletChainId);
  const { route } = transfer;
  const { symbol, decimals } = route.route.token;
  const ends = { originChainId: route.from.chainId, destinationChainId: route.to.chainId };
  return (
    <ReviewThenProgress
      summary={{
        symbol,
        decimals,
        ...ends,
        amount: `${formatTokenAmount(transfer.amount, decimals, i18n.language)} ${symbol}`,
        recipient: transfer.recipient,
        recipientOrigin: props.recipientOrigin,
        fees: [
          // A zk deposit's L2 fee as its plan signs it (the most its L2 refunds), else the quote's.
          { label: methodWord(t, method.feeLabel), wei: plan.refund?.atMost ?? transfer.fee },
          {
            label: t('bridge.sourceGas', { chain: chainOf(network, route.from.chainId)?.chainName }),
            wei: plan.cost ?? 0n,
          },
        ],
        estimatedSeconds: route.estimatedTime,
        method: route.method,
        claimCost: props.claimCost,
        refund: plan.refund,
      }}
      listed={{ plan, requests }}
      planError={undefined}
      arrival={method.arrival(network, ends)}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}

/** The review of an NFT send: its plan is read from the chain as it opens (`planNfts`). */
export function NftReview(props: {
  request: NftSendRequest;
  walletChainId: number | undefined;
  method: MethodModule;
  /** Where the recipient came from, when its address must be confirmed (`recipientOrigin`). */
  recipientOrigin: RecipientOrigin | undefined;
  onConfirm: (progress: ProgressHooks, plan: Plan, requests: readonly PlannedRequest[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const { method, request } = props;
  const plan = useQuery(nftPlanQuery(network, request));
  const { route, items } = request;
  const ends = { originChainId: route.from.chainId, destinationChainId: route.to.chainId };
  const collection = route.route.token.tokenName;
  const requests = plan.data ? planRequests(plan.data, props.walletChainId) : undefined;
  return (
    <ReviewThenProgress
      summary={{
        // The route is named by its collection: "the Smol Brains route on Arbitrum One".
        symbol: collection,
        decimals: 0,
        ...ends,
        amount: nftNamesText(items),
        recipient: request.recipient,
        recipientOrigin: props.recipientOrigin,
        fees: [{ label: t('nfts.interchainGas', { count: items.length }), wei: request.fee * BigInt(items.length) }],
        estimatedSeconds: route.estimatedTime,
        method: route.method,
        collection,
        nftNames: Object.fromEntries(items.map((item) => [item.tokenId, item.name])),
      }}
      listed={plan.data && requests ? { plan: plan.data, requests } : undefined}
      planError={plan.error}
      arrival={method.arrival(network, ends)}
      onConfirm={(progress, listed) => {
        if (plan.data) props.onConfirm(progress, plan.data, listed);
      }}
      onClose={props.onClose}
    />
  );
}

/**
 * A transfer's progress reopened from the history: every request when this tab sent it, else what the
 * saved transfer knows (its origin transaction, its status, its destination transaction).
 */
export function ProgressDialog({ transfer, onClose }: { transfer: SavedTransfer; onClose: () => void }) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const [id] = useState(() => progressStore.idOf(transfer.id));
  const kept = useProgress(id);
  const [saved] = useState<Progress>(() =>
    savedProgress(transfer, methodOf(transfer.method).arrival(network, transfer)),
  );
  const ctx = useRequestContext({
    symbol: transfer.symbol,
    decimals: transfer.decimals,
    collection: transfer.symbol,
    nftNames: Object.fromEntries((transfer.nfts ?? []).map((nft) => [nft.tokenId, nft.name])),
  });
  return (
    <Frame title={t('stepper.title')} onClose={onClose}>
      {(close) => (
        <ProgressView
          progress={kept ?? saved}
          ctx={ctx}
          transfer={transfer}
          nfts={transfer.nfts !== undefined}
          closeNote={false}
          onClose={close}
        />
      )}
    </Frame>
  );
}
