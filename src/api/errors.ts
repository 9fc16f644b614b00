import { AppError } from '../lib/errors';

/** SPEC.md section 8: a non-200 answer from the marketplace backend. */
export class ApiError extends AppError {
  constructor(
    readonly status: number,
    message: string,
    readonly method: string,
    readonly path: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, { ...options, details: `${method} ${path} answered ${status}` });
    this.name = 'ApiError';
  }
}

/** The request never got an answer: the network failed or the time-out passed. */
export class NetworkError extends AppError {
  constructor(
    readonly reason: 'offline' | 'timeout',
    readonly url: string,
    options: { cause?: unknown } = {},
  ) {
    super(
      reason === 'timeout' ? `No answer from ${new URL(url).host} in time` : `Could not reach ${new URL(url).host}`,
      options,
    );
    this.name = 'NetworkError';
  }
}

/** An authenticated call was made with no auth token stored: nothing was sent. */
export class AuthRequiredError extends AppError {
  constructor(readonly path: string) {
    super('Sign in first', { details: `${path} needs an auth token and none is stored` });
    this.name = 'AuthRequiredError';
  }
}

/** The server answered, but not in the shape the app relies on; `field` is the path of the first bad field. */
export class ResponseShapeError extends AppError {
  constructor(
    readonly path: string,
    readonly field: string,
    problem: string,
  ) {
    super(`Unexpected response from ${path}: ${field || 'body'} ${problem}`);
    this.name = 'ResponseShapeError';
  }
}

/** SPEC.md section 8: the first GraphQL error's message, else "GraphQL Error (Code: {status})". */
export class GraphQLError extends AppError {
  constructor(
    message: string,
    readonly status: number | undefined,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'GraphQLError';
  }
}
