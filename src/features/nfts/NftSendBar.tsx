import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../api/services';
import { type MethodModule, methodOf, type NftSendRequest, type SendStep } from '../../bridge';
import { Picker } from '../../components/Picker';
import { chainOf } from '../../config';
import { shortenAddress } from '../../lib/address';
import { estimatedDuration, formatTokenAmount } from '../../lib/format';
import { type BridgeRoute, isCollateralEnd } from '../../lib/routes';
import { useBalance } from '../../shared/balances/useBalance';
import { RecipientField } from '../../shared/recipient/RecipientField';
import { routeContractsOf } from '../../shared/recipient/recipient';
import { useRecipient } from '../../shared/recipient/useRecipient';
import type { ProgressHooks } from '../../shared/transfers/review/progress';
import { recipientOrigin } from '../../shared/transfers/review/recipient-origin';
import { useBridgeFee } from '../../shared/transfers/useBridgeFee';
import { type ConfirmedPlan, useRunPlan } from '../../shared/transfers/useRunPlan';
import { useWalletState } from '../../shared/wallet/wallet-state';
import { nftBlocker, nftBlockerText } from './blocker';
import { collectionSend } from './collection-routes';
import type { NftItem } from './inventory';
import { NftRouteChoice } from './NftRouteChoice';

// Shown after a click: the review loads then (README, the first-load budget).
const NftReview = lazy(async () => ({
  default: (await import('../../shared/transfers/review/ReviewDialog')).NftReview,
}));

/** An NFT send as confirmed in its review: with the plan it showed, and the progress to report to. */
interface ConfirmedNftSend extends ConfirmedPlan {
  readonly request: NftSendRequest;
  readonly progress: ProgressHooks;
}

export interface NftStep {
  readonly step: SendStep;
  /** How many requests of the step's kind came before (the toast's "2 of 3"). */
  readonly done: number;
}

/**
 * The selection's way out: destination, recipient, the quote, the approval choice and the send button.
 * The selection is one chain's and one collection's, and leaves in one flow.
 */
export function NftSendBar(props: {
  selected: readonly NftItem[];
  routes: readonly BridgeRoute[];
  step: NftStep | undefined;
  onStep: (step: NftStep | undefined) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
  onClear: () => void;
  chainName: (chainId: number | undefined) => string;
}) {
  const { t, i18n } = useTranslation();
  const { network } = useAppServices();
  const wallet = useWalletState();
  const { selected, routes, step, chainName } = props;
  const [to, setTo] = useState<number | undefined>();
  const [routeId, setRouteId] = useState<string | undefined>();
  const toId = useId();
  const [preferApproveAll, setPreferApproveAll] = useState(false);
  const first = selected[0];
  // The chosen route itself is quoted and planned (docs/nfts.md, "Which route"), never another under its key.
  const way = first ? collectionSend(routes, first, { toChainId: to, routeId }) : undefined;
  const destinations = way?.destinations ?? [];
  const toChainId = way?.toChainId;
  const answer = way?.answer;
  const open = answer?.ok ? answer : undefined;
  const gas = useBridgeFee(answer);
  const method = open ? methodOf(open.method) : undefined;
  const transactions = open?.route.nftBatchSignature ? 1 : selected.length;
  // A wallet that batches atomically on the origin is asked once for all of them (docs/transfers.md, "One signature").
  const batches = selected.length > 1 && first !== undefined && wallet.batch?.atomicChainIds.includes(first.chainId);
  // The quote is paid once per NFT, batch or not: a batch record does not say how its messages are split,
  // and a delivery without gas would strand the tokens.
  const fee = gas.data === undefined ? undefined : gas.data * BigInt(selected.length);
  const collateral = open ? isCollateralEnd(open.from) : false;
  const time = estimatedDuration(open?.estimatedTime ?? 0);
  const origin = chainOf(network, first?.chainId);
  const native = useBalance(first?.chainId, undefined, wallet.address);
  const destination = chainOf(network, toChainId);
  const recipientState = useRecipient({
    connected: wallet.address,
    disabled: step !== undefined,
    origin,
    destination,
    routeContracts: routeContractsOf(open),
  });
  const [review, setReview] = useState<{ request: NftSendRequest; method: MethodModule }>();
  const send = useRunPlan<ConfirmedNftSend>({
    firstStep: () => t('nfts.steps.checking'),
    step: (next, done) => {
      props.onStep({ step: next, done });
      return t(`nfts.steps.${next}`, { current: done + 1, count: transactions });
    },
    success: (_, { request }) => t('nfts.sent', { count: request.items.length }),
  });

  // Kept once the selection is cleared: a send that went on shows its progress until closed.
  const reviewDialog = review ? (
    <Suspense fallback={null}>
      <NftReview
        method={review.method}
        request={review.request}
        walletChainId={wallet.chainId}
        recipientOrigin={recipientOrigin({ typedName: recipientState.typedName })}
        onConfirm={(progress, plan, requests) =>
          void onConfirm({ method: review.method, request: review.request, plan, requests, progress })
        }
        onClose={() => setReview(undefined)}
      />
    </Suspense>
  ) : null;

  // The dialog keeps its place (second) whether the bar shows or not, so its progress is never remounted.
  if (!first)
    return (
      <>
        {null}
        {reviewDialog}
      </>
    );
  const blocker = nftBlocker({
    selected: selected.length,
    hasRoute: way?.carried === true,
    answer,
    sendable: open ? method?.planNfts !== undefined : true,
    recipient: recipientState.blocker,
    fee,
    nativeBalance: native.data?.native,
  });
  const blockerMessage = blocker
    ? nftBlockerText(t, blocker, {
        originName: chainName(first.chainId),
        gasSymbol: origin?.nativeCurrency.symbol ?? 'ETH',
      })
    : undefined;

  // The button opens the review; only its Confirm sends.
  const onReview = () => {
    const recipient = recipientState.check.recipient;
    if (!open || !method || !wallet.address || gas.data === undefined || !recipient) return;
    setReview({
      method,
      request: { route: open, items: selected, recipient, sender: wallet.address, fee: gas.data, preferApproveAll },
    });
  };

  const onConfirm = async (confirmed: ConfirmedNftSend) => {
    props.onError(undefined);
    const outcome = await send.mutateAsync(confirmed);
    confirmed.progress.settled(outcome);
    props.onStep(undefined);
    if (outcome.ok) props.onClear();
    else props.onError(outcome.message);
  };

  return (
    <>
      <div className="nft-send" data-testid="nft-send">
        <p>
          <strong>{t('nfts.selected', { count: selected.length, chain: chainName(first.chainId) })}</strong>{' '}
          <button type="button" className="link-button" onClick={props.onClear} disabled={step !== undefined}>
            {t('nfts.clearSelection')}
          </button>
        </p>
        {destinations.length > 0 ? (
          <div className="field">
            <span id={`${toId}-label`}>{t('bridge.to')}</span>
            <Picker
              id={toId}
              labelId={`${toId}-label`}
              value={String(toChainId)}
              onChange={(value) => setTo(Number(value))}
              options={destinations.map((chainId) => ({
                value: String(chainId),
                label: chainName(chainId),
                icon: chainOf(network, chainId)?.icon,
              }))}
            />
          </div>
        ) : null}
        <NftRouteChoice
          fromChainId={first.chainId}
          chainName={chainName(first.chainId)}
          choices={way?.choices ?? []}
          chosen={way?.chosen}
          onChoose={setRouteId}
          disabled={step !== undefined}
        />
        {open ? <RecipientField {...recipientState.field} /> : null}
        {open ? (
          <dl className="quote">
            <dt>{t('nfts.interchainGas', { count: selected.length })}</dt>
            <dd data-testid="nft-gas">
              {fee !== undefined && origin
                ? `${formatTokenAmount(fee, origin.nativeCurrency.decimals, i18n.language)} ${origin.nativeCurrency.symbol}`
                : '…'}
            </dd>
            <dt>{t('nfts.signatures')}</dt>
            <dd>
              {open.route.nftBatchSignature
                ? t('nfts.oneTransaction')
                : batches
                  ? t('nfts.oneSignature')
                  : t('nfts.perToken', { count: selected.length })}
            </dd>
            <dt>{t('bridge.time')}</dt>
            <dd>{t(`bridge.${time.unit}`, { count: time.count })}</dd>
          </dl>
        ) : null}
        {open && collateral ? (
          <>
            <p className="hint">{t('nfts.approvalEach', { count: selected.length })}</p>
            {selected.length > 1 && open.from.router ? (
              <label className="confirm">
                <input
                  type="checkbox"
                  checked={preferApproveAll}
                  disabled={step !== undefined}
                  onChange={(e) => setPreferApproveAll(e.target.checked)}
                />
                {t('nfts.approveAllChoice', {
                  collection: open.route.token.tokenName,
                  router: shortenAddress(open.from.router),
                  chain: chainName(open.from.chainId),
                  count: selected.length,
                })}
              </label>
            ) : null}
          </>
        ) : null}
        {props.error ? (
          <p className="form-error" role="alert">
            {props.error}
          </p>
        ) : null}
        <button
          type="button"
          className="button primary"
          disabled={blockerMessage !== undefined || step !== undefined}
          onClick={onReview}
        >
          {step
            ? t(`nfts.steps.${step.step}`, { current: step.done + 1, count: transactions })
            : (blockerMessage ?? t('nfts.send', { count: selected.length, chain: chainName(toChainId) }))}
        </button>
      </div>
      {reviewDialog}
    </>
  );
}
