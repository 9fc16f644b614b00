/**
 * For the marketplace client's tests: a recording server answering as each test says (`api.reply`), and a
 * client of it with an API key and a sign-in token, made afresh before each test; what the client logs is
 * kept in `api.logged`.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type RecordedRequest, type Reply, startRecordingServer } from '../../tests/support/recording-server';
import { createMarketplaceClient, type MarketplaceClient } from './marketplace';

export const API_KEY = 'test-api-key';
export const TOKEN = 'test-auth-token';

export interface MarketplaceTestApi {
  server: Awaited<ReturnType<typeof startRecordingServer>>;
  reply: (request: RecordedRequest) => Reply;
  token: string | null;
  logged: Error[];
  client: MarketplaceClient;
}

/** Starts the server for the test file and resets the rest before each test. */
export function marketplaceTestApi(): MarketplaceTestApi {
  const api = { reply: () => ({ body: { ok: true } }), token: TOKEN, logged: [] } as unknown as MarketplaceTestApi;
  beforeAll(async () => {
    api.server = await startRecordingServer((request) => api.reply(request));
  });
  afterAll(() => api.server.close());
  beforeEach(() => {
    api.server.requests.length = 0;
    api.reply = () => ({ body: { ok: true } });
    api.token = TOKEN;
    api.logged = [];
    api.client = createMarketplaceClient({
      baseUrl: `${api.server.url}/`,
      apiKey: API_KEY,
      authToken: () => api.token,
      log: (e) => api.logged.push(e),
    });
  });
  return api;
}
