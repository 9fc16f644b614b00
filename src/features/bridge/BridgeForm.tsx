import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { useAppServices } from '../../api/services';
import { useSettledValue } from '../../components/useSettledValue';
import { amountErrorMessage, errorMessage, routeRefusalMessage } from '../../i18n/messages';
import { validateAmount } from '../../lib/amount';
import { TransactionError, toWalletError } from '../../lib/errors';
import { formatCurrency, formatTokenAmount } from '../../lib/format';
import { toUsd } from '../../lib/prices';
import { destinationsFrom, findRoute, sourcesOf, tokenKey } from '../../lib/routes';
import { invalidateAfterTransfer } from '../transfers/after-transfer';
import { RECIPIENT_BLOCKER_KEYS, RecipientField } from '../transfers/RecipientField';
import type { SendStep } from '../transfers/send';
import { sendWithToast } from '../transfers/send-with-toast';
import { transferStore } from '../transfers/transfer-store';
import { useBalance } from '../transfers/useBalance';
import { useInterchainGas } from '../transfers/useInterchainGas';
import { usePriceContext } from '../transfers/usePrice';
import { useRecipient } from '../transfers/useRecipient';
import { useRoutes } from '../transfers/useRoutes';
import { useWalletState } from '../transfers/wallet-state';
import { useSourceGas } from './useSourceGas';

const AMOUNT_SETTLE_MS = 300;

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

function ChainSelect(props: {
  label: string;
  value: number | undefined;
  chainIds: readonly number[];
  chainName: (chainId: number) => string;
  onChange: (chainId: number) => void;
}) {
  return (
    <Field label={props.label}>
      {(id) => (
        <select id={id} value={props.value ?? ''} onChange={(e) => props.onChange(Number(e.target.value))}>
          {props.chainIds.map((chainId) => (
            <option key={chainId} value={chainId}>
              {props.chainName(chainId)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function BridgeForm() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { network } = useAppServices();
  const wallet = useWalletState();
  const queryClient = useQueryClient();
  const { routes, serverUnavailable } = useRoutes();
  const tokens = useMemo(
    () => [...new Set(routes.filter((r) => !r.token.isNft).map((r) => tokenKey(r.token)))],
    [routes],
  );
  const [token, setToken] = useState(tokens[0] ?? '');
  const sources = sourcesOf(routes, token);
  const [from, setFrom] = useState<number | undefined>(sources[0]);
  const fromChainId = from !== undefined && sources.includes(from) ? from : sources[0];
  const destinations = fromChainId === undefined ? [] : destinationsFrom(routes, token, fromChainId);
  const [to, setTo] = useState<number | undefined>(destinations[0]);
  const toChainId = to !== undefined && destinations.includes(to) ? to : destinations[0];
  const [amountText, setAmountText] = useState('');
  const [step, setStep] = useState<SendStep | undefined>();
  const [error, setError] = useState<string | undefined>();

  const answer =
    fromChainId !== undefined && toChainId !== undefined
      ? findRoute(routes, { token, fromChainId, toChainId })
      : undefined;
  const route = answer?.ok ? answer : undefined;
  const chainName = (chainId: number | undefined) => network.chains.find((c) => c.chainId === chainId)?.chainName ?? '';
  const origin = network.chains.find((c) => c.chainId === fromChainId);
  const destination = network.chains.find((c) => c.chainId === toChainId);
  const decimals = route?.route.token.decimals ?? 18;
  const balance = useBalance(fromChainId, route?.from.address, wallet.address);
  const gas = useInterchainGas(answer);
  const prices = usePriceContext();
  const amount = validateAmount(amountText, decimals, balance.data?.token, locale);
  const routeContracts = route
    ? [route.from.router, route.from.address, route.to.router, route.to.address].filter(
        (a): a is Address => a !== undefined,
      )
    : [];
  const recipientState = useRecipient({ connected: wallet.address, origin, destination, routeContracts });
  const { recipient, refusal } = recipientState.check;
  // The origin chain is asked for a gas estimate once the amount stops changing, not at every keystroke.
  const settledAmount = useSettledValue(amount.ok ? amount.value : undefined, AMOUNT_SETTLE_MS);
  const sourceGasRequest =
    route &&
    amount.ok &&
    amount.value === settledAmount &&
    recipient &&
    !refusal &&
    wallet.address &&
    gas.data !== undefined &&
    destination
      ? {
          route,
          sender: wallet.address,
          recipient,
          amount: amount.value,
          interchainGas: gas.data,
          destinationDomain: destination.domainId,
        }
      : undefined;
  const sourceGasQuery = useSourceGas(sourceGasRequest);
  const sourceGas = sourceGasRequest ? sourceGasQuery.data : undefined;
  const gasNeeded = (gas.data ?? 0n) + (sourceGas?.cost ?? 0n);
  const reverse =
    toChainId !== undefined && fromChainId !== undefined
      ? findRoute(routes, { token, fromChainId: toChainId, toChainId: fromChainId })
      : undefined;

  const blocker = (() => {
    if (!wallet.address) return t('bridge.connectFirst');
    if (!route) return answer && !answer.ok ? routeRefusalMessage(t, answer.reason) : t('bridge.chooseRoute');
    if (amountText.trim() === '') return t('bridge.enterAmount');
    if (!amount.ok) return amountErrorMessage(t, amount.error, decimals);
    if (recipientState.blocker === 'invalid' || recipientState.blocker === 'refused')
      return t(RECIPIENT_BLOCKER_KEYS[recipientState.blocker]);
    if (gas.data === undefined) return t('bridge.quoting');
    // The origin chain refuses the transfer in simulation: sending would only waste gas.
    if (sourceGasQuery.isError)
      return t('bridge.wouldFail', { reason: errorMessage(t, toWalletError(sourceGasQuery.error)) });
    if (!sourceGas) return t('bridge.quoting');
    if (balance.data && balance.data.native < gasNeeded)
      return t('bridge.insufficientGas', { symbol: origin?.nativeCurrency.symbol ?? 'ETH' });
    if (recipientState.blocker) return t(RECIPIENT_BLOCKER_KEYS[recipientState.blocker]);
    return undefined;
  })();

  // Every route moves an ERC20 (no route has a native-currency end), so Max is the whole balance.
  const onMax = () => {
    if (balance.data) setAmountText(formatUnits(balance.data.token, decimals));
  };

  const onSubmit = async () => {
    if (!route || !amount.ok || !recipient || !wallet.address || gas.data === undefined || !origin || !destination)
      return;
    if (!origin.mailbox) return;
    const sender = wallet.address;
    const originMailbox = origin.mailbox;
    setError(undefined);
    const outcome = await sendWithToast(
      t,
      t('bridge.steps.sending'),
      async (showStep) => {
        // The sending code (encoding, receipts) loads when it is first needed.
        const { sendTransfer } = await import('../transfers/send');
        const transfer = await sendTransfer(
          {
            answer: route,
            amount: amount.value,
            recipient,
            sender,
            destinationDomain: destination.domainId,
            interchainGas: gas.data,
            origin: publicClient(origin),
            originMailbox,
          },
          wallet,
          {
            onStep: (next) => {
              setStep(next);
              showStep(t(`bridge.steps.${next}`));
            },
            onSent: (saved) => transferStore.save(saved),
            onConfirmed: (hash, confirmed) => transferStore.update(hash, confirmed),
          },
        );
        // Only a reverted receipt is a failure once there is a hash; the history shows it.
        if (transfer.status === 'failed') throw new TransactionError(transfer.error ?? 'Transaction failed');
        return transfer;
      },
      (transfer) => (transfer.status === 'sent' ? t('bridge.sentUnconfirmed') : t('bridge.sent')),
    );
    setStep(undefined);
    // Once the wallet returned a hash the transfer exists, confirmed or not: the amount goes, so that nobody
    // sends the same funds twice. A failure before the hash, or a reverted transfer, keeps what was typed.
    if (outcome.ok) setAmountText('');
    else setError(outcome.message);
    void invalidateAfterTransfer(queryClient);
  };

  const nativeWithUsd = (wei: bigint) => {
    const currency = origin?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
    const value = toUsd({ price: Number(formatUnits(wei, currency.decimals)), currency: currency.symbol }, prices);
    const native = `${formatTokenAmount(wei, currency.decimals, locale)} ${currency.symbol}`;
    return value === null ? native : `${native} (${formatCurrency(value, locale)})`;
  };
  const needsSwitch = wallet.address && route && wallet.chainId !== route.from.chainId;

  return (
    <form
      className="panel bridge-form"
      aria-label={t('bridge.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <h2>{t('bridge.title')}</h2>
      {serverUnavailable ? <p className="hint">{t('bridge.serverUnavailable')}</p> : null}
      <Field label={t('bridge.token')}>
        {(id) => (
          <select id={id} value={token} onChange={(e) => setToken(e.target.value)}>
            {tokens.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="chains">
        <ChainSelect
          label={t('bridge.from')}
          value={fromChainId}
          chainIds={sources}
          chainName={chainName}
          onChange={setFrom}
        />
        <button
          type="button"
          className="button flip"
          aria-label={t('bridge.flip')}
          title={t('bridge.flip')}
          disabled={!reverse?.ok}
          onClick={() => {
            setFrom(toChainId);
            setTo(fromChainId);
          }}
        >
          ⇄
        </button>
        <ChainSelect
          label={t('bridge.to')}
          value={toChainId}
          chainIds={destinations}
          chainName={chainName}
          onChange={setTo}
        />
      </div>
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
      <p className="hint" data-testid="balance">
        {balance.data
          ? t('bridge.balance', { amount: formatTokenAmount(balance.data.token, decimals, locale), symbol: token })
          : balance.isError
            ? t('bridge.balanceUnavailable', { chain: origin?.chainName })
            : '\u00a0'}
      </p>
      <RecipientField {...recipientState.field} />
      {route ? (
        <dl className="quote">
          <dt>{t('bridge.interchainGas')}</dt>
          <dd data-testid="interchain-gas">{gas.data !== undefined ? nativeWithUsd(gas.data) : '…'}</dd>
          <dt>{t('bridge.sourceGas', { chain: origin?.chainName })}</dt>
          <dd data-testid="source-gas">
            {sourceGas
              ? `≈ ${nativeWithUsd(sourceGas.cost)}${sourceGas.needsApproval ? `, ${t('bridge.withApproval')}` : ''}`
              : amount.ok && !sourceGasQuery.isError
                ? '…'
                : '—'}
          </dd>
          <dt>{t('bridge.receive')}</dt>
          <dd>{amount.ok ? `${formatTokenAmount(amount.value, decimals, locale)} ${token}` : '—'}</dd>
          <dt>{t('bridge.time')}</dt>
          <dd>{t('bridge.minutes', { count: Math.round(route.estimatedTime / 60) })}</dd>
        </dl>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button primary" disabled={blocker !== undefined || step !== undefined}>
        {step
          ? t(`bridge.steps.${step}`)
          : (blocker ??
            (needsSwitch ? t('bridge.switchAndSend', { chain: chainName(route?.from.chainId) }) : t('bridge.send')))}
      </button>
    </form>
  );
}
