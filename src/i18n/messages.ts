import type { TFunction } from 'i18next';
import type { AmountError } from '../lib/amount';
import { AppError, NftNotOwnedError, WalletError } from '../lib/errors';
import type { RouteRefusal } from '../lib/routes';

/** The message for an amount the form refused; `decimals` fills the too-many-decimals one. */
export function amountErrorMessage(t: TFunction, error: AmountError, decimals: number): string {
  return t(`amount.errors.${error}`, { decimals });
}

/** Why a token cannot move between two chains. */
export function routeRefusalMessage(t: TFunction, reason: RouteRefusal): string {
  return t(`route.refusals.${reason}`);
}

/**
 * What a person is told about a failure, in their language: the catalogue's own messages (SPEC.md
 * section 8) translated, a contract's revert reason as the contract gave it.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof NftNotOwnedError)
    return t('errors.nftNotOwned', { name: error.tokenName, chain: error.chainName });
  if (error instanceof WalletError && error.rejected) return t('errors.userRejected');
  if (error instanceof AppError) {
    return error.shortMessage === 'Transaction failed' ? t('errors.transactionFailed') : error.shortMessage;
  }
  return t('errors.unexpected');
}
