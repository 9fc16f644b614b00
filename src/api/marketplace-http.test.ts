import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './errors';
import { createHttpClient, queryString } from './http';
import { COLLECTION_TOKENS_LIMIT, createMarketplaceClient } from './marketplace';
import { API_KEY, marketplaceTestApi } from './marketplace.fixture';

const api = marketplaceTestApi();

describe('marketplace errors', () => {
  it("uses the server's errorMessage, carries the status, and logs before rethrowing", async () => {
    api.reply = () => ({ status: 404, body: { errorMessage: 'Collection not found' } });
    const error = await api.client.getCollectionBySlug('nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).shortMessage).toBe('Collection not found');
    expect(api.logged).toEqual([error]);
  });

  it('falls back to "Received status \'{status}\' from server"', async () => {
    for (const answer of [
      { status: 500, body: {} },
      { status: 502, raw: 'Bad gateway' },
      { status: 201, body: { errorMessage: '' } },
    ]) {
      api.reply = () => answer;
      const error = (await api.client.getSeasons().catch((e: unknown) => e)) as ApiError;
      expect(error.shortMessage).toBe(`Received status '${answer.status}' from server`);
    }
  });

  it('answers 401 with an ApiError carrying the status', async () => {
    api.reply = () => ({ status: 401, body: { errorMessage: 'Unauthorized' } });
    const error = (await api.client.getAccountSettings().catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
  });

  it('always uses the generic message for DELETE', async () => {
    api.reply = () => ({ status: 409, body: { errorMessage: 'Conflict detail' } });
    const request = createHttpClient({
      baseUrl: api.server.url,
      apiKey: API_KEY,
      authToken: () => null,
      log: () => {},
    });
    const error = (await request({ method: 'DELETE', path: '/anything' }).catch((e: unknown) => e)) as ApiError;
    expect(error.shortMessage).toBe("Received status '409' from server");
    expect(api.server.requests[0]?.method).toBe('DELETE');
  });

  it('sends the API key under a configured header name', async () => {
    const custom = createMarketplaceClient({
      baseUrl: api.server.url,
      apiKey: 'k2',
      apiKeyHeader: 'X-Api-Token',
      authToken: () => null,
      log: () => {},
    });
    await custom.getSeasons();
    expect(api.server.requests[0]?.headers['x-api-token']).toBe('k2');
    expect(api.server.requests[0]?.headers['x-api-key']).toBeUndefined();
  });

  it('tells a time-out and an unreachable server apart from server errors', async () => {
    api.reply = () => ({ body: {}, delayMs: 500 });
    const slow = createMarketplaceClient({
      baseUrl: api.server.url,
      apiKey: API_KEY,
      authToken: () => null,
      timeoutMs: 50,
      log: () => {},
    });
    const timeout = (await slow.getSeasons().catch((e: unknown) => e)) as NetworkError;
    expect(timeout).toBeInstanceOf(NetworkError);
    expect(timeout.reason).toBe('timeout');
    const down = createMarketplaceClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: API_KEY,
      authToken: () => null,
      log: () => {},
    });
    const offline = (await down.getSeasons().catch((e: unknown) => e)) as NetworkError;
    expect(offline).toBeInstanceOf(NetworkError);
    expect(offline.reason).toBe('offline');
  });
});

describe('query strings', () => {
  it('drop empty and null values and join arrays with commas', () => {
    expect(queryString({ a: '', b: null, c: undefined, d: [], e: ['x', 'y'], f: 0, g: false })).toBe(
      '?e=x%2Cy&f=0&g=false',
    );
    expect(queryString({})).toBe('');
    expect(COLLECTION_TOKENS_LIMIT).toBe(1001);
  });
});
