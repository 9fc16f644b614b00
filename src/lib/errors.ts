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
