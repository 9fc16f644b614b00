import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { methodOf, type Plan, planRequests } from '../../bridge';
import type { SavedTransfer } from '../../bridge/saved-transfers';
import type { NetworkChain } from '../../config';
import { errorMessage } from '../../i18n/messages';
import { useNativeWithUsd } from '../prices/usePrices';
import { useWalletState } from '../wallet/wallet-state';
import { confirmablePlan } from './confirmable-plan';
import { useRunPlan } from './useRunPlan';

/** The words of one inline action: its button (and the confirmation's title), what it does, and its outcome. */
export interface InlinePlanWords {
  readonly button: string;
  readonly note: string;
  readonly confirm: string;
  readonly cancel: string;
  readonly done: string;
}

/**
 * One request a transfer's row offers after its send, a claim (docs/transfers.md, "Claims") or a delivery
 * yourself (docs/self-delivery.md): a button, then an inline review planned for the account connected now (what
 * it does, `details` of the plan, the network fee on `chain`), and Confirm, which sends exactly that plan. The
 * wallet is asked only on Confirm; a failure stays in the row.
 */
export function InlinePlan(props: {
  readonly transfer: SavedTransfer;
  readonly chain: NetworkChain;
  readonly words: InlinePlanWords;
  /** The plan for `sender`, idle without one (the confirmation closed). */
  readonly planQuery: (sender: Address | undefined) => UseQueryOptions<Plan, Error, Plan, readonly unknown[]>;
  /** What the review adds about the planned request (the contract a delivery calls). */
  readonly details?: (plan: Plan) => ReactNode;
  /** `data-testid` of the fee line. */
  readonly feeTestId: string;
  readonly className: string;
}) {
  const { t } = useTranslation();
  const { transfer, chain, words } = props;
  const wallet = useWalletState();
  const nativeWithUsd = useNativeWithUsd();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const plan = useQuery(props.planQuery(confirming ? wallet.address : undefined));
  // Confirm waits for the fee, estimated for the account connected now.
  const ready = confirmablePlan(plan.data, wallet.address);
  const run = useRunPlan({
    firstStep: () => t('bridge.steps.switching'),
    step: (step) => (step === 'checking' ? undefined : t(`bridge.steps.${step}`)),
    success: () => words.done,
  });
  const onConfirm = async () => {
    setError(undefined);
    if (!ready) return;
    const requests = planRequests(ready, wallet.chainId);
    const outcome = await run.mutateAsync({ method: methodOf(transfer.method), plan: ready, requests });
    if (outcome.ok) setConfirming(false);
    else setError(outcome.message);
  };
  const fee = ready?.cost !== undefined ? `≈ ${nativeWithUsd(chain, ready.cost)}` : plan.isError ? '—' : '…';

  return (
    <div className={props.className}>
      {confirming ? (
        <fieldset className="transfer-confirm">
          <legend>{words.button}</legend>
          <p>{words.note}</p>
          {ready && props.details ? props.details(ready) : null}
          <p data-testid={props.feeTestId}>
            {t('bridge.sourceGas', { chain: chain.chainName })}: {fee}
          </p>
          <button
            type="button"
            className="button primary"
            onClick={() => void onConfirm()}
            disabled={run.isPending || !ready}
          >
            {words.confirm}
          </button>{' '}
          <button type="button" className="button" onClick={() => setConfirming(false)} disabled={run.isPending}>
            {words.cancel}
          </button>
        </fieldset>
      ) : (
        <button type="button" className="button primary" onClick={() => setConfirming(true)} disabled={!wallet.address}>
          {words.button}
        </button>
      )}
      {error || (confirming && plan.isError) ? (
        <p className="form-error" role="alert">
          {error ?? errorMessage(t, plan.error)}
        </p>
      ) : null}
    </div>
  );
}
