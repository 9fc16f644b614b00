import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../api/services';
import { methodOf, planRequests } from '../../bridge';
import type { SavedTransfer } from '../../bridge/saved-transfers';
import { chainOf } from '../../config';
import { errorMessage } from '../../i18n/messages';
import { useNativeWithUsd } from '../../shared/prices/usePrices';
import { claimPlanQuery } from '../../shared/transfers/bridge-queries';
import { confirmablePlan } from '../../shared/transfers/confirmable-plan';
import { type ConfirmedPlan, useRunPlan } from '../../shared/transfers/useRunPlan';
import { useWalletState } from '../../shared/wallet/wallet-state';
import type { TransferStage } from './history';

/**
 * What the user can do for a transfer in the history (docs/transfers.md, "Claims"): claim a withdrawal that
 * is ready, after seeing what the claim costs on the destination chain and that the funds arrive only
 * with it. It asks the wallet only on confirmation.
 */
export function TransferActions({ transfer, stage }: { transfer: SavedTransfer; stage: TransferStage }) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const wallet = useWalletState();
  const nativeWithUsd = useNativeWithUsd();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const method = methodOf(transfer.method);
  const claimable = stage === 'ready-to-claim' && method.planClaim !== undefined;
  // The claim happens on the destination chain, sent by the connected account: planned, and priced, while
  // its confirmation is open; Confirm sends exactly that plan.
  const destination = chainOf(network, transfer.destinationChainId);
  const plan = useQuery(claimPlanQuery(network, transfer, confirming ? wallet.address : undefined));
  // Confirm waits for the fee, estimated for the account connected now.
  const ready = confirmablePlan(plan.data, wallet.address);
  const run = useRunPlan<ConfirmedPlan>({
    firstStep: () => t('bridge.steps.switching'),
    step: (step) => (step === 'checking' ? undefined : t(`bridge.steps.${step}`)),
    success: () => t('bridge.claim.done', { chain: destination?.chainName }),
  });

  if (!claimable || !destination) return null;
  const chain = destination.chainName;
  const onConfirm = async () => {
    setError(undefined);
    if (!ready) return;
    const outcome = await run.mutateAsync({ method, plan: ready, requests: planRequests(ready, wallet.chainId) });
    if (outcome.ok) setConfirming(false);
    else setError(outcome.message);
  };

  return (
    <div className="transfer-actions">
      {confirming ? (
        <fieldset className="transfer-confirm">
          <legend>{t('bridge.claim.button', { chain })}</legend>
          <p>{t('bridge.claim.note', { chain })}</p>
          <p data-testid="claim-fee">
            {t('bridge.sourceGas', { chain })}:{' '}
            {ready?.cost !== undefined ? `≈ ${nativeWithUsd(destination, ready.cost)}` : plan.isError ? '—' : '…'}
          </p>
          <button
            type="button"
            className="button primary"
            onClick={() => void onConfirm()}
            disabled={run.isPending || !ready}
          >
            {t('bridge.claim.confirm')}
          </button>{' '}
          <button type="button" className="button" onClick={() => setConfirming(false)} disabled={run.isPending}>
            {t('bridge.claim.cancel')}
          </button>
        </fieldset>
      ) : (
        <button type="button" className="button primary" onClick={() => setConfirming(true)} disabled={!wallet.address}>
          {t('bridge.claim.button', { chain })}
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
