import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../api/services';
import { methodOf, planRequests } from '../../../bridge';
import type { SelfDeliveryState } from '../../../bridge/method';
import type { SavedTransfer } from '../../../bridge/saved-transfers';
import { chainOf } from '../../../config';
import { errorMessage } from '../../../i18n/messages';
import { shortenAddress } from '../../../lib/address';
import { useNativeWithUsd } from '../../prices/usePrices';
import { useWalletState } from '../../wallet/wallet-state';
import { selfDeliveryPlanQuery } from '../bridge-queries';
import { confirmablePlan } from '../confirmable-plan';
import { contractRoleKey, methodWord, trustText } from '../review/words';
import { useRunPlan } from '../useRunPlan';

/**
 * "Deliver it yourself" (docs/self-delivery.md): for a late transfer whose validators have signed enough, the
 * one request the relayer would send, reviewed inline as a claim is (what it calls, on which chain, the fee
 * there) and sent from the connected wallet; for one that cannot be, why, and nothing is asked.
 */
export function SelfDelivery({ transfer, state }: { transfer: SavedTransfer; state: SelfDeliveryState }) {
  const { t, i18n } = useTranslation();
  const { network } = useAppServices();
  const wallet = useWalletState();
  const nativeWithUsd = useNativeWithUsd();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const destination = chainOf(network, transfer.destinationChainId);
  const plan = useQuery(selfDeliveryPlanQuery(network, transfer, confirming ? wallet.address : undefined));
  const ready = confirmablePlan(plan.data, wallet.address);
  const run = useRunPlan({
    firstStep: () => t('bridge.steps.switching'),
    step: (step) => (step === 'checking' ? undefined : t(`bridge.steps.${step}`)),
    success: () => t('late.selfDelivery.done', { chain: destination?.chainName }),
  });
  if (!destination) return null;
  const chain = destination.chainName;
  if (!state.ready) {
    return (
      <p className="self-delivery-blocked" data-testid="self-delivery-blocked" data-reason={state.reason}>
        {t(`late.selfDelivery.blocked.${state.reason}`, state.values)}
      </p>
    );
  }
  const onConfirm = async () => {
    setError(undefined);
    if (!ready) return;
    const requests = planRequests(ready, wallet.chainId);
    const outcome = await run.mutateAsync({ method: methodOf(transfer.method), plan: ready, requests });
    if (outcome.ok) setConfirming(false);
    else setError(outcome.message);
  };
  const request = ready?.requests[0];
  return (
    <div className="self-delivery" data-testid="self-delivery">
      {confirming ? (
        <fieldset className="transfer-confirm">
          <legend>{t('late.selfDelivery.button')}</legend>
          <p>{t('late.selfDelivery.note', { chain })}</p>
          {request && request.kind === 'send' ? (
            <p title={request.contract.address}>
              {t('late.selfDelivery.calls', {
                contract: `${methodWord(t, contractRoleKey(request.contract.role), { chain })} (${shortenAddress(request.contract.address)})`,
                trust: trustText(t, request.contract.trust, i18n.language),
              })}
            </p>
          ) : null}
          <p data-testid="self-delivery-fee">
            {t('bridge.sourceGas', { chain })}:{' '}
            {ready?.cost !== undefined ? `≈ ${nativeWithUsd(destination, ready.cost)}` : plan.isError ? '—' : '…'}
          </p>
          <button
            type="button"
            className="button primary"
            onClick={() => void onConfirm()}
            disabled={run.isPending || !ready}
          >
            {t('late.selfDelivery.confirm')}
          </button>{' '}
          <button type="button" className="button" onClick={() => setConfirming(false)} disabled={run.isPending}>
            {t('late.selfDelivery.cancel')}
          </button>
        </fieldset>
      ) : (
        <button type="button" className="button primary" onClick={() => setConfirming(true)} disabled={!wallet.address}>
          {t('late.selfDelivery.button')}
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
