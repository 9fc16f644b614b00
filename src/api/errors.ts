import { AppError } from '../lib/errors';

/**
 * A non-200 answer from the marketplace backend (docs/errors.md): the server's `errorMessage` when it gave
 * one, else "Received status '{status}' from server".
 */
export class ApiError extends AppError<'api-status'> {
  constructor(
    readonly status: number,
    serverMessage: string | undefined,
    readonly method: string,
    readonly path: string,
    options: { cause?: unknown } = {},
  ) {
    super(
      'api-status',
      { status, message: serverMessage },
      serverMessage ?? `Received status '${status}' from server`,
      {
        ...options,
        details: `${method} ${path} answered ${status}`,
      },
    );
    this.name = 'ApiError';
  }
}

/** The request never got an answer: the network failed or the time-out passed. */
export class NetworkError extends AppError<'network-offline' | 'network-timeout'> {
  constructor(
    readonly reason: 'offline' | 'timeout',
    readonly url: string,
    options: { cause?: unknown } = {},
  ) {
    const host = new URL(url).host;
    super(
      reason === 'timeout' ? 'network-timeout' : 'network-offline',
      { host },
      reason === 'timeout' ? `No answer from ${host} in time` : `Could not reach ${host}`,
      options,
    );
    this.name = 'NetworkError';
  }
}

/** An authenticated call was made with no auth token stored: nothing was sent. */
export class AuthRequiredError extends AppError<'auth-required'> {
  constructor(readonly path: string) {
    super('auth-required', undefined, 'Sign in first', { details: `${path} needs an auth token and none is stored` });
    this.name = 'AuthRequiredError';
  }
}

/** The server answered, but not in the shape the app relies on; `field` is the path of the first bad field. */
export class ResponseShapeError extends AppError<'response-shape'> {
  constructor(
    readonly path: string,
    readonly field: string,
    problem: string,
  ) {
    super(
      'response-shape',
      { path, field: field || 'body' },
      `Unexpected response from ${path}: ${field || 'body'} ${problem}`,
    );
    this.name = 'ResponseShapeError';
  }
}

/** The indexer failed (docs/errors.md): the first GraphQL error's message, else "GraphQL Error (Code: {status})". */
export class GraphQLError extends AppError<'graphql'> {
  constructor(
    firstError: string | undefined,
    readonly status: number | undefined,
    options: { cause?: unknown } = {},
  ) {
    super('graphql', { status, message: firstError }, firstError ?? `GraphQL Error (Code: ${status})`, options);
    this.name = 'GraphQLError';
  }
}
