/**
 * Which deliveries are heard as events rather than only polled (docs/transfers.md, "Tracking"): transfers of
 * a method with delivery events (Hyperlane's Mailbox `ProcessId`) on their way to a chain where that method
 * can hear them (a WebSocket RPC, and what it listens to there).
 */
import type { Hex } from 'viem';
import { methodOf } from '../../bridge';
import type { SavedTransfer, TransferId } from '../../bridge/saved-transfers';
import { type BridgeMethod, chainOf, type NetworkChain, type NetworkConfig } from '../../config';

type Watched = Pick<SavedTransfer, 'method' | 'status' | 'destinationChainId'>;

/** Sent or mined, not yet delivered, of a method with delivery events: what a delivery can still be news to. */
function onItsWay(transfer: Watched): boolean {
  return (
    methodOf(transfer.method).deliveryEvents !== undefined &&
    (transfer.status === 'sent' || transfer.status === 'pending')
  );
}

/** A chain a method's deliveries are listened to on. */
export interface HeardChain {
  readonly method: BridgeMethod;
  readonly chain: NetworkChain;
}

/** Where deliveries are listened to for `transfers`: each method and destination once, by method then chain id. */
export function heardChains(network: NetworkConfig, transfers: readonly Watched[]): HeardChain[] {
  const keys = [
    ...new Set(transfers.filter(onItsWay).map((transfer) => `${transfer.method}:${transfer.destinationChainId}`)),
  ].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return keys.flatMap((key) => {
    const [method, chainId] = key.split(':') as [BridgeMethod, string];
    const chain = chainOf(network, Number(chainId));
    return chain && methodOf(method).deliveryEvents?.heardOn(chain) ? [{ method, chain }] : [];
  });
}

/**
 * The transfers of `method` a delivery of `messageId` on `chainId` may have completed: the one with that
 * message, and any on its way there whose message id is not known yet (its origin receipt is read in the
 * same round). Without a message id (the subscription just went live), every one on its way there.
 */
export function heardBy(
  transfers: readonly SavedTransfer[],
  heard: { readonly method: BridgeMethod; readonly chainId: number },
  messageId?: Hex,
): TransferId[] {
  return transfers
    .filter(
      (transfer) =>
        onItsWay(transfer) && transfer.method === heard.method && transfer.destinationChainId === heard.chainId,
    )
    .filter(
      (transfer) => !messageId || !transfer.messageId || transfer.messageId.toLowerCase() === messageId.toLowerCase(),
    )
    .map((transfer) => transfer.id);
}
