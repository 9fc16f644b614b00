/**
 * What stands between a send form (tokens, NFTs) and sending that every form shares, first reason first: the
 * route's refusal or a method that cannot send it here, the recipient, the quote still coming, and gas the
 * native balance does not cover. Each form adds its own reasons around these (`features/bridge/blocker.ts`,
 * `features/nfts/blocker.ts`); the send button says the first instead of "Send".
 */
import type { TFunction } from 'i18next';
import { routeRefusalMessage } from '../../i18n/messages';
import type { RouteAnswer, RouteRefusal } from '../../lib/routes';
import { RECIPIENT_BLOCKER_KEYS } from '../recipient/RecipientField';
import type { RecipientBlocker } from '../recipient/recipient';

export type SendBlocker =
  | { readonly kind: 'refused'; readonly reason: RouteRefusal }
  | { readonly kind: 'method-unavailable' }
  | { readonly kind: 'recipient'; readonly blocker: RecipientBlocker }
  | { readonly kind: 'quoting' }
  | { readonly kind: 'insufficient-gas' };

/** The chosen route's own reason not to send: refused by the routes, or no module sends its method here. */
export function routeBlocker(answer: RouteAnswer, sendable: boolean): SendBlocker | undefined {
  if (!answer.ok) return { kind: 'refused', reason: answer.reason };
  return sendable ? undefined : { kind: 'method-unavailable' };
}

/** The native balance, once known, short of what the send takes of it (fee, gas, a native amount). */
export function gasBlocker(nativeBalance: bigint | undefined, needed: bigint): SendBlocker | undefined {
  return nativeBalance !== undefined && nativeBalance < needed ? { kind: 'insufficient-gas' } : undefined;
}

/** What the send button says for a blocker every form shares. */
export function sendBlockerText(t: TFunction, blocker: SendBlocker, context: { readonly gasSymbol: string }): string {
  switch (blocker.kind) {
    case 'refused':
      return routeRefusalMessage(t, blocker.reason);
    case 'method-unavailable':
      return t('bridge.methodUnavailable');
    case 'recipient':
      return t(RECIPIENT_BLOCKER_KEYS[blocker.blocker]);
    case 'quoting':
      return t('bridge.quoting');
    case 'insufficient-gas':
      return t('bridge.insufficientGas', { symbol: context.gasSymbol });
  }
}
