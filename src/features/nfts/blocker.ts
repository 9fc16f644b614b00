/**
 * What stands between the NFT send bar and sending, first reason first: the send button says it instead
 * of "Send". Pure, so each step of the chain is tested on its own.
 */
import type { RouteAnswer, RouteRefusal } from '../../lib/routes';
import type { RecipientBlocker } from '../../shared/recipient/recipient';

export type NftBlocker =
  | { readonly kind: 'select' }
  | { readonly kind: 'no-route' }
  | { readonly kind: 'refused'; readonly reason: RouteRefusal }
  | { readonly kind: 'method-unavailable' }
  | { readonly kind: 'recipient'; readonly blocker: RecipientBlocker }
  | { readonly kind: 'quoting' }
  | { readonly kind: 'insufficient-gas' };

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
  if (!answer.ok) return { kind: 'refused', reason: answer.reason };
  if (!state.sendable) return { kind: 'method-unavailable' };
  if (state.recipient) return { kind: 'recipient', blocker: state.recipient };
  if (fee === undefined) return { kind: 'quoting' };
  if (state.nativeBalance !== undefined && state.nativeBalance < fee) return { kind: 'insufficient-gas' };
  return undefined;
}
