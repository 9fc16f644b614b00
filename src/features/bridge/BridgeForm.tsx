import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../api/services';
import type { MethodModule, Plan, PlannedRequest, QuotedTransfer, SendStep } from '../../bridge';
import { Picker } from '../../components/Picker';
import { chainOf } from '../../config';
import { amountInputText, validateAmount } from '../../lib/amount';
import { formatTokenAmount } from '../../lib/format';
import { useBalance } from '../../shared/balances/useBalance';
import { useSourceToken } from '../../shared/balances/useSourceToken';
import { RecipientField } from '../../shared/recipient/RecipientField';
import { routeContractsOf } from '../../shared/recipient/recipient';
import { useRecipient } from '../../shared/recipient/useRecipient';
import { type Routes, useRoutes } from '../../shared/routes/useRoutes';
import type { ProgressHooks } from '../../shared/transfers/review/progress';
import { recipientOrigin } from '../../shared/transfers/review/recipient-origin';
import { useRunPlan } from '../../shared/transfers/useRunPlan';
import { useWalletState } from '../../shared/wallet/wallet-state';
import { AmountValue } from './AmountValue';
import { bridgeBlocker, bridgeBlockerText } from './blocker';
import { ChainPair, PickerBalance } from './ChainPair';
import { Field } from './Field';
import { CopyLinkButton, IgnoredLinkNote } from './FormLink';
import type { LinkedForm } from './link-params';
import { QuoteSummary } from './QuoteSummary';
import { ServerTokenNote } from './ServerTokenNote';
import { serverTokenOf, tokenOption } from './token-choices';
import { useFormLink } from './useFormLink';
import { useRouteSelection } from './useRouteSelection';
import { useTokenQuote } from './useTokenQuote';

// Not in the first load (README, the first-load budget): fetched once there is a quote to review, so that
// Bridge opens it at once.
const loadReview = () => import('../../shared/transfers/review/ReviewDialog');
const TokenReview = lazy(async () => ({ default: (await loadReview()).TokenReview }));

interface TokenReviewState {
  readonly method: MethodModule;
  readonly transfer: QuotedTransfer;
  /** The plan the review shows: what Confirm sends. */
  readonly plan: Plan;
}

interface TokenSend extends TokenReviewState {
  readonly requests: readonly PlannedRequest[];
  readonly progress: ProgressHooks;
}

/**
 * The form. The routes are worked out in a component of their own: React renders each component in one go,
 * and the form's first render with them was the first screen's longest task on a phone; apart, the browser
 * gets a moment between the two (docs/performance.md, "On a phone").
 */
export function BridgeForm() {
  return <TokenForm {...useRoutes()} />;
}

/**
 * Memoised: `BridgeForm` renders again each time the route checks' queries report, mostly with equal props
 * (the routes keep their identity until one is added, dropped or changed: docs/performance.md, "Sixth round").
 */
const TokenForm = memo(function TokenForm({ routes, serverUnavailable, pending: routesPending }: Routes) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { network } = useAppServices();
  const wallet = useWalletState();
  const selection = useRouteSelection(routes);
  const { tokens, opening, token, setToken, sources, fromChainId, setFrom, destinations, toChainId, setTo } = selection;
  const { answer, route, reverse } = selection;
  const [amountText, setAmountText] = useState('');
  const [step, setStep] = useState<Exclude<SendStep, 'checking'> | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [review, setReview] = useState<TokenReviewState>();
  const send = useRunPlan<TokenSend>({
    firstStep: () => t('bridge.steps.sending'),
    step: (next) => {
      // A token send has no ownership check: its steps are the form's.
      if (next === 'checking') return undefined;
      setStep(next);
      return t(`bridge.steps.${next}`);
    },
    success: ([transfer], { method, transfer: quoted }) =>
      transfer?.status === 'sent'
        ? t('bridge.sentUnconfirmed')
        : method.needsClaim(network, {
              originChainId: quoted.route.from.chainId,
              destinationChainId: quoted.route.to.chainId,
            })
          ? t('bridge.sentToClaim', { chain: chainOf(network, quoted.route.to.chainId)?.chainName })
          : t('bridge.sent'),
  });

  const chainName = (chainId: number | undefined) => chainOf(network, chainId)?.chainName ?? '';
  const origin = chainOf(network, fromChainId);
  const destination = chainOf(network, toChainId);
  const decimals = route?.route.token.decimals ?? 18;
  const sourceToken = useSourceToken(route);
  // Read only once the route's token is known: never the native balance under the token's name.
  const balance = useBalance(sourceToken.ready ? fromChainId : undefined, sourceToken.address, wallet.address);
  const sendsNative = route?.from.isNative === true;
  const amount = validateAmount(amountText, decimals, balance.data?.token, locale);
  const recipientState = useRecipient({
    connected: wallet.address,
    origin,
    destination,
    routeContracts: routeContractsOf(route),
  });
  // A recipient a link filled in is said to be the link's until the user edits it, and the review asks to
  // confirm its address unless it is the connected account (docs/links.md).
  const [recipientFromLink, setRecipientFromLink] = useState(false);
  const setRecipient = recipientState.field.onChange;
  const applyLink = useCallback(
    (linked: LinkedForm) => {
      if (linked.token !== undefined) setToken(linked.token);
      if (linked.fromChainId !== undefined) setFrom(linked.fromChainId);
      if (linked.toChainId !== undefined) setTo(linked.toChainId);
      if (linked.amount !== undefined) setAmountText(amountInputText(linked.amount, linked.decimals, locale));
      if (linked.recipient !== undefined) {
        setRecipient(linked.recipient);
        setRecipientFromLink(true);
      }
    },
    [locale, setRecipient, setToken, setTo, setFrom],
  );
  const link = useFormLink({
    routes,
    routesPending,
    chains: network.chains,
    opening,
    state: { token, fromChainId, toChainId, amountText, decimals, locale, recipient: recipientState.field.value },
    apply: applyLink,
  });
  const { recipient, refusal } = recipientState.check;
  const quote = useTokenQuote({
    route,
    sender: wallet.address,
    recipient: refusal ? undefined : recipient,
    amount: amount.ok ? amount.value : undefined,
  });
  const quoted = quote.transfer !== undefined;
  useEffect(() => {
    if (quoted) void loadReview().catch(() => {});
  }, [quoted]);

  const blocker = bridgeBlocker({
    connected: wallet.address !== undefined,
    answer,
    sendable: quote.method !== undefined,
    amountText,
    amount,
    recipient: recipientState.blocker,
    fee: quote.fee,
    feeUnavailable: quote.feeUnavailable,
    sourceGas: quote.planError ? { error: quote.planError } : quote.plan && { cost: quote.plan.cost ?? 0n },
    nativeBalance: balance.data?.native,
    nativeAmount: sendsNative && amount.ok ? amount.value : 0n,
  });
  const blockerMessage = blocker
    ? bridgeBlockerText(t, blocker, {
        decimals,
        gasSymbol: origin?.nativeCurrency.symbol ?? 'ETH',
        originName: origin?.chainName,
      })
    : undefined;

  // A token's Max is the whole balance; the native currency's keeps back what the fee and gas need (the gas
  // twice over, as it moves between the estimate and the send).
  const onMax = () => {
    if (!balance.data) return;
    const reserved = sendsNative ? (quote.fee ?? 0n) + 2n * (quote.plan?.cost ?? 0n) : 0n;
    const max = balance.data.token > reserved ? balance.data.token - reserved : 0n;
    setAmountText(amountInputText(max, decimals, locale));
  };

  // Bridge opens the review of exactly what the send will ask for; only its Confirm sends.
  const onReview = async () => {
    const { method, transfer } = quote;
    if (!method || !transfer || !quote.plan || blocker) return;
    const plan = await quote.refreshPlan();
    if (plan) setReview({ method, transfer, plan });
  };

  const onConfirm = async (input: TokenSend) => {
    setError(undefined);
    const outcome = await send.mutateAsync(input);
    input.progress.settled(outcome);
    setStep(undefined);
    // Once the wallet returned a hash the transfer exists, confirmed or not: the amount goes, so that nobody
    // sends the same funds twice. A failure before the hash, or a reverted transfer, keeps what was typed.
    if (outcome.ok) setAmountText('');
    else setError(outcome.message);
  };

  const needsSwitch = wallet.address && route && wallet.chainId !== route.from.chainId;

  return (
    <form
      className="panel bridge-form"
      aria-label={t('bridge.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void onReview();
      }}
    >
      <div className="form-title">
        <h2>{t('bridge.title')}</h2>
        <CopyLinkButton />
      </div>
      <IgnoredLinkNote ignored={link.ignored} symbol={token} decimals={decimals} />
      {serverUnavailable ? <p className="hint">{t('bridge.serverUnavailable')}</p> : null}
      <Field label={t('bridge.token')}>
        {(id, labelId) => (
          <Picker
            id={id}
            labelId={labelId}
            value={token}
            onChange={setToken}
            options={tokens.map((key) => tokenOption(routes, key))}
            detail={(key) => {
              const server = serverTokenOf(routes, key, fromChainId);
              return (
                <>
                  <PickerBalance routes={routes} chainId={fromChainId} token={key} />
                  {server ? <ServerTokenNote token={server} chainName={chainName(server.chainId)} /> : null}
                </>
              );
            }}
          />
        )}
      </Field>
      <ChainPair
        token={token}
        routes={routes}
        from={fromChainId}
        to={toChainId}
        sources={sources}
        destinations={destinations}
        chainName={chainName}
        canFlip={reverse?.ok === true}
        onFrom={setFrom}
        onTo={setTo}
        onFlip={() => {
          setFrom(toChainId);
          setTo(fromChainId);
        }}
      />
      <Field label={t('bridge.amount')}>
        {(id) => (
          <div className="amount">
            <input
              id={id}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.0"
              value={amountText}
              aria-invalid={amountText !== '' && !amount.ok}
              onChange={(e) => setAmountText(e.target.value)}
            />
            <button type="button" className="button" onClick={onMax} disabled={!balance.data}>
              {t('bridge.max')}
            </button>
          </div>
        )}
      </Field>
      <AmountValue text={amountText} decimals={decimals} symbol={token} />
      <p className="hint" data-testid="balance">
        {balance.data
          ? t('bridge.balance', { amount: formatTokenAmount(balance.data.token, decimals, locale), symbol: token })
          : balance.isError
            ? t('bridge.balanceUnavailable', { chain: origin?.chainName })
            : '\u00a0'}
      </p>
      <RecipientField
        {...recipientState.field}
        fromLink={recipientFromLink}
        onChange={(value) => {
          setRecipientFromLink(false);
          setRecipient(value);
        }}
      />
      {route ? (
        <QuoteSummary
          origin={origin}
          feeLabel={quote.method?.feeLabel ?? 'bridge.interchainGas'}
          fee={quote.fee}
          feeUnavailable={quote.feeUnavailable}
          plan={quote.plan}
          sourceGasPending={amount.ok && quote.planError === undefined && !quote.feeUnavailable}
          receive={amount.ok ? `${formatTokenAmount(amount.value, decimals, locale)} ${token}` : undefined}
          estimatedSeconds={route.estimatedTime}
          claimOn={
            quote.method?.needsClaim(network, {
              originChainId: route.from.chainId,
              destinationChainId: route.to.chainId,
            })
              ? destination?.chainName
              : undefined
          }
          claimCost={quote.claimCost}
        />
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button primary" disabled={blockerMessage !== undefined || step !== undefined}>
        {step
          ? t(`bridge.steps.${step}`)
          : (blockerMessage ??
            (needsSwitch ? t('bridge.switchAndSend', { chain: chainName(route?.from.chainId) }) : t('bridge.send')))}
      </button>
      {review ? (
        <Suspense fallback={null}>
          <TokenReview
            method={review.method}
            transfer={review.transfer}
            plan={review.plan}
            walletChainId={wallet.chainId}
            recipientOrigin={recipientOrigin({
              typedName: recipientState.typedName,
              fromLink: recipientFromLink,
              recipient: review.transfer.recipient,
              connected: wallet.address,
            })}
            claimCost={quote.claimCost}
            onConfirm={(progress, requests) => void onConfirm({ ...review, requests, progress })}
            onClose={() => setReview(undefined)}
          />
        </Suspense>
      ) : null}
    </form>
  );
});
