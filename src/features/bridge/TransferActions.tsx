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

interface ActionInput {
  readonly module: BridgeMethodModule;
  readonly transfer: SavedTransfer;
}

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
  const module = methodModule(transfer.method);
  const claimable = stage === 'ready-to-claim' && module?.finalize !== undefined;
  // The claim happens on the destination chain.
  const destination = chainOf(network, transfer.destinationChainId);
  const cost = useQuery(
    confirming && module?.finalizeCostQuery
      ? module.finalizeCostQuery(network, transfer)
      : idleQuery<bigint>('finalize-cost'),
  );
  const run = useSendMutation<ActionInput>({
    firstStep: () => t('bridge.steps.switching'),
    run: async ({ module: chosen, transfer: target }, showStep) => {
      if (!chosen.finalize) return [];
      return [
        await chosen.finalize(network, target, wallet, {
          onStep: (step: SendStep) => showStep(t(`bridge.steps.${step}`)),
          ...saveTransfers,
        }),
      ];
    },
    success: () => t('bridge.claim.done', { chain: destination?.chainName }),
  });

  if (!module || !claimable || !destination) return null;
  const chain = destination.chainName;
  const onConfirm = async () => {
    setError(undefined);
    const outcome = await run.mutateAsync({ module, transfer });
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
            {cost.data !== undefined
              ? `≈ ${nativeWithUsd(destination, cost.data)}`
              : cost.isError
                ? errorMessage(t, cost.error)
                : '…'}
          </p>
          <button type="button" className="button primary" onClick={() => void onConfirm()} disabled={run.isPending}>
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
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
