/**
 * What stands between the NFT send bar and sending, first reason first, and the words the send button says
 * for it instead of "Send". Pure, so each step of the chain is tested on its own.
 */
import type { TFunction } from 'i18next';
import type { RouteAnswer } from '../../lib/routes';
import type { RecipientBlocker } from '../../shared/recipient/recipient';
import { gasBlocker, routeBlocker, type SendBlocker, sendBlockerText } from '../../shared/transfers/send-blocker';

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

/** What the send button says for each blocker. */
export function nftBlockerText(t: TFunction, blocker: NftBlocker, context: { originName: string; gasSymbol: string }) {
  switch (blocker.kind) {
    case 'select':
      return t('nfts.selectFirst');
    case 'no-route':
      return t('nfts.noRoute', { chain: context.originName });
    default:
      return sendBlockerText(t, blocker, context);
  }
}
