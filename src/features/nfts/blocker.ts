/**
 * What stands between the NFT send bar and sending, first reason first: the send button says it instead
 * of "Send". Pure, so each step of the chain is tested on its own.
 */
import type { RouteAnswer } from '../../lib/routes';
import type { RecipientBlocker } from '../../shared/recipient/recipient';
import { gasBlocker, routeBlocker, type SendBlocker } from '../../shared/transfers/send-blocker';

export type NftBlocker = SendBlocker | { readonly kind: 'select' } | { readonly kind: 'no-route' };

export interface NftSendState {
  readonly selected: number;
  /** The selection's collection has a route out of its chain. */
  readonly hasRoute: boolean;
  readonly answer: RouteAnswer | undefined;
  /** A module can send the route's method. */
  readonly sendable: boolean;
  readonly recipient: RecipientBlocker | undefined;
  /** The interchain gas of every message the selection sends. */
  readonly fee: bigint | undefined;
  readonly nativeBalance: bigint | undefined;
}

export function nftBlocker(state: NftSendState): NftBlocker | undefined {
  const { answer, fee } = state;
  if (state.selected === 0) return { kind: 'select' };
  if (!state.hasRoute || !answer) return { kind: 'no-route' };
  const route = routeBlocker(answer, state.sendable);
  if (route) return route;
  if (state.recipient) return { kind: 'recipient', blocker: state.recipient };
  if (fee === undefined) return { kind: 'quoting' };
  return gasBlocker(state.nativeBalance, fee);
}
