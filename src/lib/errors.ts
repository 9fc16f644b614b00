/**
 * The app's errors, by code (docs/errors.md). Every failure the app raises, or maps from a wallet, a chain
 * or a server, is an `AppError` with a code from `ErrorCode` and the data its message needs; the text a
 * person reads comes from that code alone (`errorText` in src/i18n/messages.ts), never from a message.
 */
import { TransactionReceiptNotFoundError, UnknownRpcError, UserRejectedRequestError } from 'viem';

/** Why a sign-in payload was refused before anything was signed (see `loginPayloadRefusal`, docs/wallet.md). */
export type SignInPayloadReason =
  | 'missing'
  | 'domain'
  | 'uri'
  | 'address'
  | 'chain'
  | 'expired'
  | 'expiry-too-far'
  | 'not-yet-valid'
  | 'nonce';

/**
 * Each code, with the data its message is worded from (`undefined`: the code says it all). A method's own
 * codes, and a feature's, are declared in its folder, merged into this interface (`bridge/zk/errors.ts`,
 * `features/onramp/onramp.ts`); `errorText` (src/i18n/messages.ts) words every one.
 */
export interface ErrorData {
  'user-rejected': undefined;
  'transaction-failed': undefined;
  /** A contract refused the call; `reason` is the contract's own text. */
  'transaction-reverted': { readonly reason: string };
  /** The wallet replaced (cancelled) the transaction: what was mined dispatched nothing. */
  'transaction-replaced': undefined;
  'receipt-timeout': { readonly blocks: number };
  'receipt-missing-hash': undefined;
  /**
   * A batch the wallet took (EIP-5792) whose outcome it has not told within the wait, or stopped telling:
   * it may still go through, so the person is told to look before sending again.
   */
  'batch-unsettled': undefined;
  /** Another wallet or RPC failure; `message` is the wallet's own text. */
  'wallet-failed': { readonly message: string };
  'nft-not-owned': { readonly name: string; readonly chain: string };
  'no-send-wallet': undefined;
  /** The wallet's account is no longer the one the reviewed plan is sent from: nothing more is asked. */
  'wallet-account-changed': undefined;
  /** The wallet moved to another chain after the plan's own switch: nothing more is asked. */
  'wallet-chain-changed': undefined;
  'route-unsendable': undefined;
  /** A plan's quote no longer holds (a zk deposit's mint below today's L2 fee): review it again. */
  'quote-expired': undefined;
  /** A zk token deposit (saved by an earlier version) reverted on L2: its funds can be recovered on L1. */
  'deposit-failed': undefined;
  'sign-in-payload': { readonly reason: SignInPayloadReason };
  'sign-in-no-token': undefined;
  'invalid-address': { readonly input: string };
  /** A non-200 answer from the marketplace; `message` is the server's `errorMessage` when it gave one. */
  'api-status': { readonly status: number; readonly message: string | undefined };
  'network-offline': { readonly host: string };
  'network-timeout': { readonly host: string };
  'auth-required': undefined;
  'response-shape': { readonly path: string; readonly field: string };
  /** The indexer failed; `message` is the first GraphQL error's text when there was one. */
  graphql: { readonly status: number | undefined; readonly message: string | undefined };
  unexpected: undefined;
  /** A name typed as a recipient that neither the marketplace nor ENS knows (docs/names.md). */
  'name-not-found': { readonly name: string };
  /** A name typed as a recipient could not be looked up: the marketplace or ENS failed. */
  'name-lookup-failed': { readonly name: string };
  /**
   * A name typed as a recipient that is never looked up (docs/names.md, "Names that read as another"): it
   * hides characters, mixes alphabets or looks like an address, or it is an ENS name on a network without ENS.
   */
  'name-refused': {
    readonly name: string;
    readonly reason: 'bidi' | 'invisible' | 'mixed-script' | 'address-like' | 'no-ens';
  };
  /** A transaction hash given or read has no receipt on the chain asked (viem's `TransactionReceiptNotFoundError`). */
  'receipt-not-found': undefined;
  /**
   * An RPC answered another chain's id (docs/rpc.md, "Checks on a node"): the variable that set it, or its
   * host when it is one of the chain's public RPCs.
   */
  'rpc-wrong-chain': { readonly chain: string; readonly chainId: number; readonly answered: number } & (
    | { readonly variable: string }
    | { readonly host: string }
  );
}

export type ErrorCode = keyof ErrorData;

/** An `AppError` of one code, its data typed: switching on `code` narrows `data`. */
export type AnyAppError = { [C in ErrorCode]: AppError<C> }[ErrorCode];

/** How deep a cause chain is followed: wrappers nest a few levels, and a cycle must not hang. */
const MAX_DEPTH = 8;

/** The first of `error` and its causes, outermost first, that `predicate` accepts. */
export function walk(error: unknown, predicate: (error: unknown) => boolean): unknown {
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < MAX_DEPTH; depth++) {
    if (predicate(current)) return current;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return undefined;
}

/**
 * The app's error base, after viem's `BaseError`: `code` and `data` word the message a person reads,
 * `shortMessage` is the English one for the console, `cause` keeps what went wrong underneath.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly data: ErrorData[C];
  readonly shortMessage: string;

  constructor(
    code: C,
    data: ErrorData[C],
    shortMessage: string,
    options: { readonly cause?: unknown; readonly details?: string } = {},
  ) {
    super(options.details ? `${shortMessage}\n\n${options.details}` : shortMessage, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.data = data;
    this.shortMessage = shortMessage;
  }

  /** This error or the first of its causes that `predicate` accepts. */
  walk(predicate: (error: unknown) => boolean): unknown {
    return walk(this, predicate);
  }
}

/** An error whose code needs no data; `shortMessage` is the code's English text. */
export type PlainErrorCode = { [C in ErrorCode]: ErrorData[C] extends undefined ? C : never }[ErrorCode];

export function appError(code: PlainErrorCode, shortMessage: string, options: { cause?: unknown } = {}): AppError {
  return new AppError(code, undefined, shortMessage, options);
}

export class InvalidAddressError extends AppError<'invalid-address'> {
  constructor(readonly input: string) {
    super('invalid-address', { input }, "Invalid input, address can't be parsed");
    this.name = 'InvalidAddressError';
  }
}

export class UserRejectedError extends AppError<'user-rejected'> {
  constructor(options: { cause?: unknown } = {}) {
    super('user-rejected', undefined, 'User rejected request', options);
    this.name = 'UserRejectedError';
  }
}

/** A contract refused the transaction or its simulation, with the reason the contract gave. */
export class RevertError extends AppError<'transaction-reverted'> {
  constructor(
    readonly reason: string,
    options: { cause?: unknown } = {},
  ) {
    super('transaction-reverted', { reason }, reason, options);
    this.name = 'RevertError';
  }
}

/** A wallet or RPC failure that is neither a refusal nor a revert, with the wallet's own message. */
export class WalletFailedError extends AppError<'wallet-failed'> {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('wallet-failed', { message }, message, options);
    this.name = 'WalletFailedError';
  }
}

/** A selected NFT left the wallet (sold, sent elsewhere) between the gallery's read and the send. */
export class NftNotOwnedError extends AppError<'nft-not-owned'> {
  constructor(
    readonly tokenName: string,
    readonly chainName: string,
  ) {
    super(
      'nft-not-owned',
      { name: tokenName, chain: chainName },
      `${tokenName} is no longer in your wallet on ${chainName}`,
    );
    this.name = 'NftNotOwnedError';
  }
}

/**
 * The sign-in service sent a login payload this app must not sign: for another site, account or chain, or
 * outside its time bounds.
 */
export class SignInPayloadError extends AppError<'sign-in-payload'> {
  constructor(readonly reason: SignInPayloadReason) {
    super('sign-in-payload', { reason }, `The sign-in request was refused (${reason})`);
    this.name = 'SignInPayloadError';
  }
}

/**
 * A refusal, by the EIP-1193 code 4001 anywhere in the cause chain (viem's `UserRejectedRequestError`
 * carries it too). Never by the message: a message may hold "4001" as an amount, or a wallet's own words.
 */
export function isUserRejection(error: unknown): boolean {
  return (
    walk(
      error,
      (e) =>
        e instanceof UserRejectedRequestError ||
        (typeof e === 'object' && e !== null && (e as { code?: unknown }).code === UserRejectedRequestError.code),
    ) !== undefined
  );
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const field = (error: unknown, name: 'reason' | 'details' | 'shortMessage' | 'message'): string | undefined =>
  typeof error === 'object' && error !== null ? text((error as Record<string, unknown>)[name]) : undefined;

/** A node words a revert "execution reverted: <reason>"; the catalogue shows the reason alone (docs/errors.md). */
const REVERT_PREFIX = /^execution reverted:?\s*/;

/** The node's revert text on one error of the chain: the error itself when a string, else its details or message. */
const nodeRevert = (error: unknown): string | undefined =>
  [typeof error === 'string' ? text(error) : undefined, field(error, 'details'), field(error, 'message')].find(
    (t) => t !== undefined && REVERT_PREFIX.test(t),
  );

/**
 * The reason a contract gave for reverting: viem's decoded `reason`, else the node's "execution reverted"
 * text found in the chain; an empty string when it reverted without one; undefined when nothing reverted.
 */
function revertReason(error: unknown): string | undefined {
  const decoded = field(
    walk(error, (e) => field(e, 'reason') !== undefined),
    'reason',
  );
  return (decoded ?? nodeRevert(walk(error, (e) => nodeRevert(e) !== undefined)))?.replace(REVERT_PREFIX, '');
}

/** One error's own words, unless it is viem's "unknown RPC error" wrapper, which says nothing. */
const ownWords = (error: unknown): string | undefined => {
  if (typeof error === 'string') return text(error);
  if (error instanceof UnknownRpcError) return undefined;
  return field(error, 'shortMessage') ?? field(error, 'message');
};

/** The wallet's own words: the first telling message in the chain. */
const walletMessage = (error: unknown): string | undefined => ownWords(walk(error, (e) => ownWords(e) !== undefined));

/**
 * A wallet or transaction failure as the catalogue words it (docs/errors.md): a refusal; a revert with the
 * contract's reason; another failure with the wallet's message; else "Transaction failed". An `AppError`
 * is already worded and passes through.
 */
export function toWalletError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isUserRejection(error)) return new UserRejectedError({ cause: error });
  const reason = revertReason(error);
  if (reason) return new RevertError(reason, { cause: error });
  const message = reason === undefined ? walletMessage(error) : undefined;
  if (message) return new WalletFailedError(message, { cause: error });
  return appError('transaction-failed', 'Transaction failed', { cause: error });
}

/** Whether `error` or one of its causes is viem's "no receipt for this hash" (never by its message). */
export function isReceiptNotFound(error: unknown): boolean {
  return walk(error, (e) => e instanceof TransactionReceiptNotFoundError) !== undefined;
}

/** A missing receipt as the catalogue's "Transaction receipt not found."; any other failure unchanged. */
export function receiptError(error: unknown): unknown {
  if (error instanceof AppError || !isReceiptNotFound(error)) return error;
  return appError('receipt-not-found', 'Transaction receipt not found.', { cause: error });
}
