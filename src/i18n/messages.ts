import type { TFunction } from 'i18next';
import type { AmountError } from '../lib/amount';
import type { RouteRefusal } from '../lib/routes';

/** The message for an amount the form refused; `decimals` fills the too-many-decimals one. */
export function amountErrorMessage(t: TFunction, error: AmountError, decimals: number): string {
  return t(`amount.errors.${error}`, { decimals });
}

/** Why a token cannot move between two chains. */
export function routeRefusalMessage(t: TFunction, reason: RouteRefusal): string {
  return t(`route.refusals.${reason}`);
}
