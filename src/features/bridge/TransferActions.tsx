import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../api/services';
import { chainOf } from '../../config';
import { errorMessage } from '../../i18n/messages';
import { type BridgeMethodModule, idleQuery, methodModule, type SendStep } from '../transfers/methods';
import type { SavedTransfer } from '../transfers/saved-transfers';
import { useNativeWithUsd } from '../transfers/usePrices';
import { saveTransfers, useSendMutation } from '../transfers/useSendMutation';
import { useWalletState } from '../transfers/wallet-state';
import type { TransferStage } from './history';

type Action = 'finalize' | 'recover';

interface ActionInput {
  readonly module: BridgeMethodModule;
  readonly action: Action;
  readonly transfer: SavedTransfer;
}

/**
 * What the user can do for a transfer in the history (docs/transfers.md, "Claims"): claim a withdrawal that
 * is ready, after seeing what the claim costs on the destination chain and that the funds arrive only
 * with it; recover a deposit that failed on its destination. Each asks the wallet only on confirmation.
 */
export function TransferActions({ transfer, stage }: { transfer: SavedTransfer; stage: TransferStage }) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const wallet = useWalletState();
  const nativeWithUsd = useNativeWithUsd();
  const [confirming, setConfirming] = useState<Action | undefined>();
  const [error, setError] = useState<string | undefined>();
  const module = methodModule(transfer.method);
  const action: Action | undefined =
    stage === 'ready-to-claim' && module?.finalize
      ? 'finalize'
      : stage === 'deposit-failed' && module?.recover
        ? 'recover'
        : undefined;
  const origin = chainOf(network, transfer.originChainId);
  const destination = chainOf(network, transfer.destinationChainId);
  // The claim happens on the destination chain; a recovery gives the funds back on the origin chain.
  const actionChain = action === 'recover' ? origin : destination;
  const cost = useQuery(
    confirming === 'finalize' && module?.finalizeCostQuery
      ? module.finalizeCostQuery(network, transfer)
      : idleQuery<bigint>('finalize-cost'),
  );
  const run = useSendMutation<ActionInput>({
    firstStep: () => t('bridge.steps.switching'),
    run: async ({ module: chosen, action: which, transfer: target }, showStep) => {
      const act = which === 'finalize' ? chosen.finalize : chosen.recover;
      if (!act) return [];
      return [
        await act(network, target, wallet, {
          onStep: (step: SendStep) => showStep(t(`bridge.steps.${step}`)),
          ...saveTransfers,
        }),
      ];
    },
    success: (_, input) =>
      input.action === 'finalize'
        ? t('bridge.claim.done', { chain: destination?.chainName })
        : t('bridge.recover.done', { chain: origin?.chainName }),
  });

  if (!module || !action || !actionChain) return null;
  const chain = actionChain.chainName;
  // The action's texts: `bridge.claim.*` or `bridge.recover.*`.
  const texts = action === 'finalize' ? 'claim' : 'recover';
  const onConfirm = async () => {
    setError(undefined);
    const outcome = await run.mutateAsync({ module, action, transfer });
    if (outcome.ok) setConfirming(undefined);
    else setError(outcome.message);
  };

  return (
    <div className="transfer-actions">
      {confirming ? (
        <fieldset className="transfer-confirm">
          <legend>{t(`bridge.${texts}.button`, { chain })}</legend>
          <p>
            {action === 'finalize'
              ? t('bridge.claim.note', { chain })
              : t('bridge.recover.note', { chain: destination?.chainName, origin: chain })}
          </p>
          {action === 'finalize' ? (
            <p data-testid="claim-fee">
              {t('bridge.sourceGas', { chain })}:{' '}
              {cost.data !== undefined
                ? `≈ ${nativeWithUsd(actionChain, cost.data)}`
                : cost.isError
                  ? errorMessage(t, cost.error)
                  : '…'}
            </p>
          ) : null}
          <button type="button" className="button primary" onClick={() => void onConfirm()} disabled={run.isPending}>
            {t(`bridge.${texts}.confirm`)}
          </button>{' '}
          <button type="button" className="button" onClick={() => setConfirming(undefined)} disabled={run.isPending}>
            {t('bridge.claim.cancel')}
          </button>
        </fieldset>
      ) : (
        <button
          type="button"
          className="button primary"
          onClick={() => setConfirming(action)}
          disabled={!wallet.address}
        >
          {t(`bridge.${texts}.button`, { chain })}
        </button>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
