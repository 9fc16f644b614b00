/**
 * Which deliveries are heard as events rather than only polled (docs/transfers.md, "Tracking"): transfers of
 * a method whose delivery is a Mailbox event (Hyperlane) on their way to a chain with a WebSocket RPC and a
 * Mailbox, whose `ProcessId` says the moment a message is delivered.
 */
import type { Hex } from 'viem';
import { methodOf } from '../../bridge';
import type { SavedTransfer, TransferId } from '../../bridge/saved-transfers';
import { chainOf, type NetworkChain, type NetworkConfig } from '../../config';

type Watched = Pick<SavedTransfer, 'method' | 'status' | 'destinationChainId'>;

/** Sent or mined, not yet delivered: what a `ProcessId` can still be news to. */
function onItsWay(transfer: Watched): boolean {
  return methodOf(transfer.method).deliveredByMailbox && (transfer.status === 'sent' || transfer.status === 'pending');
}

/** The chains whose Mailbox events are listened to for `transfers`, each once, by chain id. */
export function heardChains(network: NetworkConfig, transfers: readonly Watched[]): NetworkChain[] {
  const ids = [...new Set(transfers.filter(onItsWay).map((transfer) => transfer.destinationChainId))].sort(
    (a, b) => a - b,
  );
  return ids.flatMap((id) => {
    const chain = chainOf(network, id);
    return chain?.wsUrl && chain.mailbox ? [chain] : [];
  });
}

/**
 * The transfers a `ProcessId` of `messageId` on `chainId` may have delivered: the one with that message,
 * and any on its way there whose message id is not known yet (its origin receipt is read in the same round).
 * Without a message id (the subscription just went live), every one on its way there.
 */
export function heardBy(transfers: readonly SavedTransfer[], chainId: number, messageId?: Hex): TransferId[] {
  return transfers
    .filter((transfer) => onItsWay(transfer) && transfer.destinationChainId === chainId)
    .filter(
      (transfer) => !messageId || !transfer.messageId || transfer.messageId.toLowerCase() === messageId.toLowerCase(),
    )
    .map((transfer) => transfer.id);
}
