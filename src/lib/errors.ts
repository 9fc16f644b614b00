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

function nestedMessage(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current === 'object' && current !== null) {
      const record = current as {
        shortMessage?: unknown;
        details?: unknown;
        message?: unknown;
        cause?: unknown;
        reason?: unknown;
      };
      const reason = [record.reason, record.details, record.shortMessage, record.message].find(
        (m): m is string => typeof m === 'string' && m.length > 0,
      );
      if (reason && !/^An unknown RPC error occurred/.test(reason)) return reason;
      current = record.cause;
    } else if (typeof current === 'string') {
      return current;
    } else {
      return undefined;
    }
  }
  return undefined;
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
