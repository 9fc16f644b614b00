/**
 * What stands between the token form and sending, first reason first, and the words the send button says
 * for it instead of "Send". Pure, so each step of the chain is tested on its own.
 */
import type { TFunction } from 'i18next';
import { amountErrorMessage, errorMessage } from '../../i18n/messages';
import type { AmountResult } from '../../lib/amount';
import { toWalletError } from '../../lib/errors';
import type { RouteAnswer } from '../../lib/routes';
import { EARLY_RECIPIENT_BLOCKERS, type RecipientBlocker } from '../../shared/recipient/recipient';
import { gasBlocker, routeBlocker, type SendBlocker, sendBlockerText } from '../../shared/transfers/send-blocker';

export type BridgeBlocker =
  | SendBlocker
  | { readonly kind: 'connect' }
  | { readonly kind: 'choose-route' }
  | { readonly kind: 'enter-amount' }
  | { readonly kind: 'amount'; readonly amount: Extract<AmountResult, { ok: false }> }
  | { readonly kind: 'quote-unavailable' }
  | { readonly kind: 'would-fail'; readonly error: unknown };

export interface BridgeFormState {
  readonly connected: boolean;
  readonly answer: RouteAnswer | undefined;
  /** A module can send the route's method. */
  readonly sendable: boolean;
  readonly amountText: string;
  readonly amount: AmountResult;
  readonly recipient: RecipientBlocker | undefined;
  /** The bridge's fee, once quoted. */
  readonly fee: bigint | undefined;
  /** The fee could not be read (the origin chain's RPC failed): no quote is coming. */
  readonly feeUnavailable: boolean;
  /** The origin chain's gas estimate: refused in simulation, known, or still being asked. */
  readonly sourceGas: { readonly error: unknown } | { readonly cost: bigint } | undefined;
  /** The native balance on the origin chain, once known. */
  readonly nativeBalance: bigint | undefined;
  /** What the send takes of the native balance besides the fee and gas: the amount, when it moves ETH itself. */
  readonly nativeAmount: bigint;
}

export function bridgeBlocker(state: BridgeFormState): BridgeBlocker | undefined {
  const { answer, amount, recipient, sourceGas } = state;
  if (!state.connected) return { kind: 'connect' };
  if (!answer) return { kind: 'choose-route' };
  const route = routeBlocker(answer, state.sendable);
  if (route) return route;
  if (state.amountText.trim() === '') return { kind: 'enter-amount' };
  if (!amount.ok) return { kind: 'amount', amount };
  // A bad, refused or unresolved address is said before the quote; a check or confirmation still due, after it.
  if (recipient && EARLY_RECIPIENT_BLOCKERS.includes(recipient)) return { kind: 'recipient', blocker: recipient };
  if (state.fee === undefined) return { kind: state.feeUnavailable ? 'quote-unavailable' : 'quoting' };
  // The origin chain refuses the transfer in simulation: sending would only waste gas.
  if (sourceGas && 'error' in sourceGas) return { kind: 'would-fail', error: sourceGas.error };
  if (!sourceGas) return { kind: 'quoting' };
  const gas = gasBlocker(state.nativeBalance, state.fee + sourceGas.cost + state.nativeAmount);
  if (gas) return gas;
  if (recipient) return { kind: 'recipient', blocker: recipient };
  return undefined;
}

/** What the send button says for each blocker. */
export function bridgeBlockerText(
  t: TFunction,
  blocker: BridgeBlocker,
  context: { decimals: number; gasSymbol: string; originName: string | undefined },
): string {
  switch (blocker.kind) {
    case 'connect':
      return t('bridge.connectFirst');
    case 'choose-route':
      return t('bridge.chooseRoute');
    case 'enter-amount':
      return t('bridge.enterAmount');
    case 'amount':
      return amountErrorMessage(t, blocker.amount.error, context.decimals);
    case 'quote-unavailable':
      return t('quote.unavailable', { chain: context.originName });
    case 'would-fail':
      return t('bridge.wouldFail', { reason: errorMessage(t, toWalletError(blocker.error)) });
    default:
      return sendBlockerText(t, blocker, context);
  }
}
