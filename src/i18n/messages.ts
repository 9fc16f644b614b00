import type { TFunction } from 'i18next';
import type { AmountError } from '../lib/amount';
import { type AnyAppError, AppError, type ErrorData, type SignInPayloadReason } from '../lib/errors';
import type { RouteRefusal } from '../lib/routes';
import type transfers from './locales/en_US/transfers.json';

/** The message for an amount the form refused; `decimals` fills the too-many-decimals one. */
export function amountErrorMessage(t: TFunction, error: AmountError, decimals: number): string {
  return t(`amount.errors.${error}`, { decimals });
}

/** Why a token cannot move between two chains. */
export function routeRefusalMessage(t: TFunction, reason: RouteRefusal): string {
  return t(`route.refusals.${reason}`);
}

/** An i18n key a failure is worded by, and the values it fills in. */
export interface ErrorText {
  readonly key: `errors.${keyof (typeof transfers)['errors']}` | `wallet.signInRefused.${SignInPayloadReason}`;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** Why a recipient name was refused, worded (docs/names.md, "Names that read as another"). */
const NAME_REFUSAL_KEYS = {
  bidi: 'errors.nameBidi',
  invisible: 'errors.nameInvisible',
  'mixed-script': 'errors.nameMixedScript',
  'address-like': 'errors.nameAddressLike',
  'no-ens': 'errors.nameNoEns',
} as const satisfies Record<ErrorData['name-refused']['reason'], ErrorText['key']>;

/**
 * The one mapping from a failure's code (and its data) to the words a person reads (docs/errors.md).
 * What a contract, wallet or server said is data, shown as it came inside a translated sentence.
 */
export function errorText(error: unknown): ErrorText {
  if (!(error instanceof AppError)) return { key: 'errors.unexpected' };
  const failure = error as AnyAppError;
  switch (failure.code) {
    case 'user-rejected':
      return { key: 'errors.userRejected' };
    case 'transaction-failed':
      return { key: 'errors.transactionFailed' };
    case 'transaction-reverted':
      return { key: 'errors.transactionReverted', values: { reason: failure.data.reason } };
    case 'transaction-replaced':
      return { key: 'errors.transactionReplaced' };
    case 'receipt-timeout':
      return { key: 'errors.receiptTimeout', values: { blocks: failure.data.blocks } };
    case 'receipt-missing-hash':
      return { key: 'errors.receiptMissingHash' };
    case 'batch-unsettled':
      return { key: 'errors.batchUnsettled' };
    case 'wallet-failed':
      return { key: 'errors.walletFailed', values: { message: failure.data.message } };
    case 'nft-not-owned':
      return { key: 'errors.nftNotOwned', values: { name: failure.data.name, chain: failure.data.chain } };
    case 'no-send-wallet':
      return { key: 'errors.noSendWallet' };
    case 'wallet-account-changed':
      return { key: 'errors.walletAccountChanged' };
    case 'wallet-chain-changed':
      return { key: 'errors.walletChainChanged' };
    case 'quote-expired':
      return { key: 'errors.quoteExpired' };
    case 'route-unsendable':
      return { key: 'errors.routeUnsendable' };
    case 'batch-not-executed':
      return { key: 'errors.batchNotExecuted' };
    case 'withdrawal-already-finalized':
      return { key: 'errors.withdrawalAlreadyFinalized' };
    case 'withdrawal-log-not-found':
      return { key: 'errors.withdrawalLogNotFound' };
    case 'zk-contracts-unverified':
      return { key: 'errors.zkContractsUnverified' };
    case 'zk-token-unsupported':
      return { key: 'errors.zkTokenUnsupported' };
    case 'self-delivery-not-dispatched':
      return { key: 'errors.selfDeliveryNotDispatched' };
    case 'self-delivery-delivered':
      return { key: 'errors.selfDeliveryDelivered' };
    case 'self-delivery-below-threshold':
      return { key: 'errors.selfDeliveryBelowThreshold' };
    case 'deposit-failed':
      return { key: 'errors.depositFailed' };
    case 'sign-in-payload':
      return { key: `wallet.signInRefused.${failure.data.reason}` };
    case 'sign-in-no-token':
      return { key: 'errors.signInNoToken' };
    case 'invalid-address':
      return { key: 'errors.invalidAddress' };
    case 'api-status':
      return failure.data.message === undefined
        ? { key: 'errors.apiStatus', values: { status: failure.data.status } }
        : { key: 'errors.serverMessage', values: { message: failure.data.message } };
    case 'network-offline':
      return { key: 'errors.networkOffline', values: { host: failure.data.host } };
    case 'network-timeout':
      return { key: 'errors.networkTimeout', values: { host: failure.data.host } };
    case 'auth-required':
      return { key: 'errors.authRequired' };
    case 'response-shape':
      return { key: 'errors.responseShape', values: { path: failure.data.path, field: failure.data.field } };
    case 'graphql':
      return failure.data.message === undefined
        ? { key: 'errors.graphqlStatus', values: { status: failure.data.status ?? '' } }
        : { key: 'errors.serverMessage', values: { message: failure.data.message } };
    case 'unexpected':
      return { key: 'errors.unexpected' };
    case 'onramp-url-refused':
      return { key: 'errors.onrampUrlRefused' };
    case 'onramp-url-mismatch':
      return { key: 'errors.onrampUrlMismatch' };
    case 'name-not-found':
      return { key: 'errors.nameNotFound', values: { name: failure.data.name } };
    case 'name-lookup-failed':
      return { key: 'errors.nameLookupFailed', values: { name: failure.data.name } };
    case 'name-refused':
      return { key: NAME_REFUSAL_KEYS[failure.data.reason], values: { name: failure.data.name } };
    case 'receipt-not-found':
      return { key: 'errors.receiptNotFound' };
    case 'rpc-wrong-chain': {
      const { chain, chainId, answered } = failure.data;
      return 'variable' in failure.data
        ? { key: 'errors.rpcOverrideWrongChain', values: { variable: failure.data.variable, chain, chainId, answered } }
        : { key: 'errors.rpcWrongChain', values: { host: failure.data.host, chain, chainId, answered } };
    }
    default:
      return failure satisfies never;
  }
}

/** What a person is told about a failure, in their language. */
export function errorMessage(t: TFunction, error: unknown): string {
  const { key, values } = errorText(error);
  return t(key, values);
}
