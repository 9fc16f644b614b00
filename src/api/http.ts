/**
 * The marketplace backend's wire rules (docs/services.md): an API key header on every call, the
 * stored auth token on authenticated ones, query cleaning, and the error for every non-200 answer.
 */
import type * as z from 'zod/mini';
import { nextTaskIfShown } from '../lib/tasks';
import { ApiError, AuthRequiredError, NetworkError, ResponseShapeError } from './errors';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Readonly<Record<string, QueryValue>>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpClientOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  /** Default `x-api-key`. */
  readonly apiKeyHeader?: string;
  /** The stored auth token, or null when signed out. */
  readonly authToken: () => string | null;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** Where failed calls are logged before they are rethrown (console.error by default). */
  readonly log?: (error: Error) => void;
}

export interface RequestSpec<T> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: Query;
  readonly body?: unknown;
  readonly auth?: boolean;
  readonly schema?: z.ZodMiniType<T>;
}

export const DEFAULT_TIMEOUT_MS = 60_000;

/** Drops empty and null values; joins arrays with commas. */
export function queryString(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function errorMessageOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (
      body &&
      typeof body === 'object' &&
      'errorMessage' in body &&
      typeof body.errorMessage === 'string' &&
      body.errorMessage
    ) {
      return body.errorMessage;
    }
  } catch {
    // Not JSON: the generic message applies.
  }
  return undefined;
}

export type HttpClient = <T = unknown>(spec: RequestSpec<T>) => Promise<T>;

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const log = options.log ?? ((error: Error) => console.error(error));

  return async function request<T>(spec: RequestSpec<T>): Promise<T> {
    // In a task of its own while the page is shown, as a chain read: the requests a screen starts together stay
    // short tasks on a phone (docs/performance.md, "On a phone").
    await nextTaskIfShown();
    const url = `${base}${spec.path}${queryString(spec.query)}`;
    try {
      const headers: Record<string, string> = { [options.apiKeyHeader ?? 'x-api-key']: options.apiKey };
      if (spec.auth) {
        const token = options.authToken();
        if (!token) throw new AuthRequiredError(spec.path);
        headers.authorization = token;
      }
      let body: BodyInit | undefined;
      if (spec.body instanceof FormData) {
        body = spec.body;
      } else if (spec.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(spec.body);
      }
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: spec.method,
          headers,
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (cause) {
        const timedOut =
          cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
        throw new NetworkError(timedOut ? 'timeout' : 'offline', url, { cause });
      }
      if (response.status !== 200) {
        const serverMessage = spec.method === 'DELETE' ? undefined : await errorMessageOf(response);
        throw new ApiError(response.status, serverMessage, spec.method, spec.path);
      }
      const text = await response.text();
      let data: unknown;
      try {
        data = text ? JSON.parse(text) : undefined;
      } catch {
        throw new ResponseShapeError(spec.path, '', 'is not JSON');
      }
      if (!spec.schema) return data as T;
      const parsed = spec.schema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ResponseShapeError(spec.path, issue?.path.join('.') ?? '', issue?.message ?? 'is invalid');
      }
      return parsed.data;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      log(failure);
      throw failure;
    }
  };
}
