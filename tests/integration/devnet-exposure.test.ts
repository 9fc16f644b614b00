import { type IncomingHttpHeaders, request } from 'node:http';
import { createThirdwebClient } from 'thirdweb';
import { type LoginPayload, signLoginPayload } from 'thirdweb/auth';
import { privateKeyToAccount } from 'thirdweb/wallets';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Devnet } from '../../devnet/devnet';
import { MAX_QUERY_DEPTH, MAX_ROWS } from '../../devnet/indexer/graphql';
import { appOriginsFromEnv } from '../../devnet/origins';
import { startTestDevnet } from '../support/test-devnet';

/** An app served after the devnet started, as the browser tests' is. */
const APP = 'http://localhost:4321';
const EVIL = 'https://evil.example';

let devnet: Devnet;
let user: { address: string; privateKey: Hex };

beforeAll(async () => {
  devnet = await startTestDevnet();
  devnet.allowAppOrigin(APP);
  user = devnet.manifest.accounts[2] as typeof user;
});

afterAll(async () => {
  await devnet?.stop();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** node:http rather than fetch: the tests set Host and Origin as a browser or a rebinding page would. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const outgoing = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const marketplace = (path: string, options: Parameters<typeof send>[1] = {}) =>
  send(`${devnet.manifest.services.marketplaceUrl}${path}`, {
    ...options,
    headers: { 'x-api-key': devnet.manifest.services.marketplaceApiKey, ...options.headers },
  });

const control = (path: string, options: Parameters<typeof send>[1] = {}) =>
  send(`${devnet.manifest.services.controlUrl}${path}`, { method: 'POST', ...options });

const portOf = (url: string) => new URL(url).port;

async function payloadFor(origin?: string): Promise<LoginPayload> {
  const answer = await marketplace('/auth', {
    method: 'POST',
    body: { account: user.address },
    headers: origin ? { origin } : {},
  });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { payload: LoginPayload }).payload;
}

async function signed(payload: LoginPayload) {
  const client = createThirdwebClient({ clientId: 'test' });
  return signLoginPayload({ payload, account: privateKeyToAccount({ client, privateKey: user.privateKey }) });
}

describe('devnet marketplace sign-in', () => {
  it('makes the payload for the page that asks, or for the configured app when no page asks', async () => {
    const answer = await marketplace('/auth', {
      method: 'POST',
      body: { account: user.address },
      headers: { origin: APP },
    });
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
    const payload = (JSON.parse(answer.body) as { payload: LoginPayload }).payload;
    expect(payload).toMatchObject({ domain: 'localhost:4321', uri: APP, address: user.address });
    expect(payload.nonce).toMatch(/^[0-9a-f]{32}$/);
    const [app] = appOriginsFromEnv();
    expect(await payloadFor()).toMatchObject({ domain: new URL(app ?? '').host, uri: app });
  });

  it('signs in once per nonce: the same signed payload again is refused', async () => {
    const login = await signed(await payloadFor(APP));
    const first = await marketplace('/session', { method: 'POST', body: login, headers: { origin: APP } });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ token: expect.stringMatching(/^[0-9a-f]{48}$/) });
    const again = await marketplace('/session', { method: 'POST', body: login, headers: { origin: APP } });
    expect(again.status).toBe(401);
    expect(JSON.parse(again.body)).toEqual({ errorMessage: expect.any(String) });
  });

  it('refuses a payload made for one page when another page sends it', async () => {
    const login = await signed(await payloadFor(APP));
    const elsewhere = await marketplace('/session', { method: 'POST', body: login });
    expect(elsewhere.status).toBe(401);
  });
});

describe('devnet exposure', () => {
  it('the marketplace and the control endpoint refuse pages of other sites, preflight included', async () => {
    for (const origin of [EVIL, 'null', 'http://127.0.0.1:1']) {
      const price = await marketplace('/price?baseCurrency=MAGIC&quoteCurrency=USD', { headers: { origin } });
      expect(price.status).toBe(403);
      expect(price.headers['access-control-allow-origin']).toBeUndefined();
      expect(JSON.parse(price.body)).toEqual({ errorMessage: expect.stringContaining(origin) });
    }
    const preflight = await marketplace('/auth', {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST' },
    });
    expect([preflight.status, preflight.headers['access-control-allow-origin']]).toEqual([403, undefined]);

    const stop = await control('/relayer/stop', { headers: { origin: EVIL } });
    expect(stop.status).toBe(403);
    expect(stop.body).toContain(EVIL);
    expect(devnet.relayer.running).toBe(true);
  });

  it('both refuse a Host other than 127.0.0.1 or localhost on their own port (DNS rebinding)', async () => {
    const marketplacePort = portOf(devnet.manifest.services.marketplaceUrl);
    const controlPort = portOf(devnet.manifest.services.controlUrl);
    for (const host of [
      'evil.example',
      `evil.example:${marketplacePort}`,
      `127.0.0.1:${Number(marketplacePort) + 1}`,
    ]) {
      const answer = await marketplace('/price?baseCurrency=MAGIC&quoteCurrency=USD', { headers: { host } });
      expect(answer.status, host).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ errorMessage: expect.any(String) });
    }
    const rebound = await control('/relayer/stop', { headers: { host: `evil.example:${controlPort}` } });
    expect(rebound.status).toBe(403);
    expect(devnet.relayer.running).toBe(true);

    const local = await marketplace('/price?baseCurrency=MAGIC&quoteCurrency=USD', {
      headers: { host: `localhost:${marketplacePort}` },
    });
    expect(local.status).toBe(200);
    // Past the guard: an unknown action, so the relayer is left alone.
    expect((await control('/relayer/nothing', { headers: { host: `localhost:${controlPort}` } })).status).toBe(404);
  });

  it('both answer requests without a page (curl, Node) and the app’s and devnet’s own pages', async () => {
    const own = new URL(devnet.manifest.services.indexerUrl).origin;
    for (const origin of [undefined, APP, own]) {
      const price = await marketplace('/price?baseCurrency=MAGIC&quoteCurrency=USD', {
        headers: origin ? { origin } : {},
      });
      expect([price.status, price.headers['access-control-allow-origin']]).toEqual([200, origin]);
      expect((await control('/relayer/nothing', { headers: origin ? { origin } : {} })).status).toBe(404);
    }
  });
});

describe('devnet indexer bounds', () => {
  const graphql = async (query: string) => {
    const answer = await send(devnet.manifest.services.indexerUrl, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: { query },
    });
    return JSON.parse(answer.body) as { data?: { message_view?: unknown[] }; errors?: { message: string }[] };
  };
  // __schema, types, fields, type, then ofType down to `depth` levels with the name.
  const nested = (depth: number) =>
    `{ __schema { types { fields { type { ${'ofType { '.repeat(depth - 5)}name${' }'.repeat(depth - 1)} }`;

  it(`clamps a limit above ${MAX_ROWS} rather than failing`, async () => {
    const answer = await graphql('{ message_view(limit: 100000) { id } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.message_view?.length).toBeLessThanOrEqual(MAX_ROWS);
  });

  it(`refuses a query nested deeper than ${MAX_QUERY_DEPTH} levels`, async () => {
    expect((await graphql(nested(MAX_QUERY_DEPTH))).errors).toBeUndefined();
    const deep = await graphql(nested(MAX_QUERY_DEPTH + 1));
    expect(deep.data).toBeUndefined();
    expect(deep.errors?.map((e) => e.message)).toEqual([
      `The query is nested ${MAX_QUERY_DEPTH + 1} levels deep; the indexer answers at most ${MAX_QUERY_DEPTH}`,
    ]);
  });
});
