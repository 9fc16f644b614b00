import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../api/services';
import { methodOf } from '../../bridge';
import type { SavedTransfer } from '../../bridge/saved-transfers';
import { chainOf } from '../../config';
import { claimPlanQuery } from '../../shared/transfers/bridge-queries';
import { InlinePlan } from '../../shared/transfers/InlinePlan';
import type { TransferStage } from './history';

/**
 * What the user can do for a transfer in the history (docs/transfers.md, "Claims"): claim a withdrawal that
 * is ready, after seeing what the claim costs on the destination chain and that the funds arrive only
 * with it. It asks the wallet only on confirmation.
 */
export function TransferActions({ transfer, stage }: { transfer: SavedTransfer; stage: TransferStage }) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const claimable = stage === 'ready-to-claim' && methodOf(transfer.method).planClaim !== undefined;
  // The claim happens on the destination chain, sent by the connected account.
  const destination = chainOf(network, transfer.destinationChainId);
  if (!claimable || !destination) return null;
  const chain = destination.chainName;
  return (
    <InlinePlan
      className="transfer-actions"
      transfer={transfer}
      chain={destination}
      feeTestId="claim-fee"
      planQuery={(claimer) => claimPlanQuery(network, transfer, claimer)}
      words={{
        button: t('bridge.claim.button', { chain }),
        note: t('bridge.claim.note', { chain }),
        confirm: t('bridge.claim.confirm'),
        cancel: t('bridge.claim.cancel'),
        done: t('bridge.claim.done', { chain }),
      }}
    />
  );
}
