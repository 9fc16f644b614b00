/**
 * The app's error base: `shortMessage` is what a person may be shown (after translation by the error
 * mapping), `cause` keeps what went wrong underneath for the console.
 */
export class AppError extends Error {
  readonly shortMessage: string;

  constructor(shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(options.details ? `${shortMessage}\n\n${options.details}` : shortMessage, { cause: options.cause });
    this.name = 'AppError';
    this.shortMessage = shortMessage;
  }
}

/** SPEC.md section 8: "Invalid input, address can't be parsed". */
export class InvalidAddressError extends AppError {
  constructor(readonly input: string) {
    super("Invalid input, address can't be parsed");
    this.name = 'InvalidAddressError';
  }
}

/** A wallet refused or failed a request (SPEC.md section 8). */
export class WalletError extends AppError {
  constructor(
    shortMessage: string,
    readonly rejected: boolean,
    options: { cause?: unknown } = {},
  ) {
    super(shortMessage, options);
    this.name = 'WalletError';
  }
}

/** A transaction failed, reverted, or could not be found (SPEC.md section 8). */
export class TransactionError extends AppError {
  constructor(shortMessage: string, options: { cause?: unknown } = {}) {
    super(shortMessage, options);
    this.name = 'TransactionError';
  }
}

const REJECTED = /user (rejected|denied)|rejected the request|request rejected|4001/i;

/** The error and its causes, outermost first. */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current: unknown = error; current !== undefined && current !== null && chain.length < 8; ) {
    chain.push(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** The most telling message in the chain: a revert reason, else a revert message, else the outermost message. */
function nestedMessage(error: unknown): string | undefined {
  const chain = causeChain(error);
  const field = (name: 'reason' | 'details' | 'shortMessage' | 'message') =>
    chain.map((e) =>
      typeof e === 'string' ? (name === 'message' ? e : undefined) : text((e as Record<string, unknown>)[name]),
    );
  const reason = field('reason').find(Boolean);
  if (reason) return reason;
  const reverted = [...field('details'), ...field('message')].find((m) => m?.startsWith('execution reverted'));
  if (reverted) return reverted;
  return [...field('shortMessage'), ...field('message')].find((m) => m && !m.startsWith('An unknown RPC error'));
}

function isRejection(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== 'object') return typeof current === 'string' && REJECTED.test(current);
    const record = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (record.code === 4001 || (typeof record.message === 'string' && REJECTED.test(record.message))) return true;
    current = record.cause;
  }
  return false;
}

/**
 * A wallet or transaction failure as SPEC.md section 8 words it: "User rejected request" for a refusal;
 * otherwise the nested message without its "execution reverted: " prefix, else "Transaction failed".
 */
export function toWalletError(error: unknown): WalletError | TransactionError {
  if (error instanceof WalletError || error instanceof TransactionError) return error;
  if (isRejection(error)) return new WalletError('User rejected request', true, { cause: error });
  const message = nestedMessage(error)
    ?.replace(/^execution reverted: /, '')
    .trim();
  return new TransactionError(message || 'Transaction failed', { cause: error });
}

/** A selected NFT left the wallet (sold, sent elsewhere) between the gallery's read and the send. */
export class NftNotOwnedError extends AppError {
  constructor(
    readonly tokenName: string,
    readonly chainName: string,
  ) {
    super(`${tokenName} is no longer in your wallet on ${chainName}`);
    this.name = 'NftNotOwnedError';
  }
}

/** Why a sign-in payload was refused before anything was signed (see `checkLoginPayload`). */
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
 * The sign-in service sent a login payload this app must not sign: for another site, account or chain, or
 * outside its time bounds. `shortMessage` is the text shown in the sign-in screen (translated by the caller).
 */
export class SignInPayloadError extends AppError {
  constructor(
    readonly reason: SignInPayloadReason,
    shortMessage = `The sign-in request was refused (${reason})`,
  ) {
    super(shortMessage);
    this.name = 'SignInPayloadError';
  }
}
