import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../api/services';
import type { SelfDeliveryState } from '../../../bridge/method';
import type { SavedTransfer } from '../../../bridge/saved-transfers';
import { chainOf } from '../../../config';
import { shortenAddress } from '../../../lib/address';
import { selfDeliveryPlanQuery } from '../bridge-queries';
import { InlinePlan } from '../InlinePlan';
import { contractRoleKey, methodWord, trustText } from '../review/words';

/**
 * "Deliver it yourself" (docs/self-delivery.md): for a late transfer whose validators have signed enough, the
 * one request the relayer would send, reviewed inline as a claim is (what it calls, on which chain, the fee
 * there) and sent from the connected wallet; for one that cannot be, why, and nothing is asked.
 */
export function SelfDelivery({ transfer, state }: { transfer: SavedTransfer; state: SelfDeliveryState }) {
  const { t, i18n } = useTranslation();
  const { network } = useAppServices();
  // Once offered, the review stays while the transfer is late: a later round that could not read a store, or a
  // chain, must not take away a review the user has open or a send under way.
  const offered = useRef(false);
  if (state.ready) offered.current = true;
  const destination = chainOf(network, transfer.destinationChainId);
  const origin = chainOf(network, transfer.originChainId);
  if (!destination || !origin) return null;
  // A delivery of the user's own is being confirmed (its transaction saved as the destination's): not offered twice.
  if (transfer.destinationTxHash) return null;
  if (!state.ready && !offered.current) {
    const names = { origin: origin.chainName, destination: destination.chainName };
    return (
      <p data-testid="self-delivery-blocked" data-reason={state.reason}>
        {t(`late.selfDelivery.blocked.${state.reason}`, { ...state.values, ...names })}
      </p>
    );
  }
  const chain = destination.chainName;
  return (
    <InlinePlan
      className="self-delivery"
      transfer={transfer}
      chain={destination}
      feeTestId="self-delivery-fee"
      planQuery={(sender) => selfDeliveryPlanQuery(network, transfer, sender)}
      details={(plan) =>
        plan.requests.map((request) =>
          request.kind === 'send' ? (
            <p key={request.contract.address} title={request.contract.address}>
              {t('late.selfDelivery.calls', {
                contract: `${methodWord(t, contractRoleKey(request.contract.role), { chain })} (${shortenAddress(request.contract.address)})`,
                trust: trustText(t, request.contract.trust, i18n.language),
              })}
            </p>
          ) : null,
        )
      }
      words={{
        button: t('late.selfDelivery.button'),
        note: t('late.selfDelivery.note', { chain }),
        confirm: t('late.selfDelivery.confirm'),
        cancel: t('late.selfDelivery.cancel'),
        done: t('late.selfDelivery.done', { chain }),
      }}
    />
  );
}
