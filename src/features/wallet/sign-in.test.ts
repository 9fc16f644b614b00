import type { LoginPayload } from 'thirdweb/auth';
import { describe, expect, it } from 'vitest';
import type { TokenStore } from '../../api/auth-token';
import { ApiError } from '../../api/errors';
import type { MarketplaceClient } from '../../api/marketplace';
import { SignInPayloadError, type SignInPayloadReason } from '../../lib/errors';
import { CLOCK_SKEW_MS, MAX_PAYLOAD_LIFETIME_MS, marketplaceSignIn, type SignInOptions } from './sign-in';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NOW = Date.parse('2025-06-01T12:00:00Z');
const HERE = { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' };
const OPTIONS: SignInOptions = { chainIds: [42161, 2741, 8453, 1], location: HERE, now: () => NOW };
/** What thirdweb's `generatePayload` makes for this app, valid for ten minutes. */
const payload = {
  address: ADDRESS,
  chain_id: '42161',
  domain: HERE.host,
  uri: HERE.origin,
  expiration_time: new Date(NOW + 600_000).toISOString(),
  invalid_before: new Date(NOW - 600_000).toISOString(),
  issued_at: new Date(NOW).toISOString(),
  nonce: '7c1e0f3a',
  statement: 'Please ensure that the domain above matches the URL of the current website.',
  version: '1',
} satisfies LoginPayload;

function memoryTokens(): TokenStore {
  let token: string | null = null;
  return { get: () => token, set: (t) => (token = t), clear: () => (token = null) };
}

function marketplace(settings: () => Promise<unknown>, answer: unknown = { payload }): MarketplaceClient {
  return {
    authenticate: async () => answer,
    createSession: async (login: unknown) => {
      expect(login).toEqual({ payload, signature: '0xsig' });
      return { token: 'tok' };
    },
    getAccountSettings: settings,
  } as unknown as MarketplaceClient;
}

describe('sign-in against the marketplace', () => {
  it('gets the payload, stores the token from the signed login, and knows who is signed in', async () => {
    const tokens = memoryTokens();
    const auth = marketplaceSignIn(
      marketplace(async () => ({ address: ADDRESS })),
      tokens,
      OPTIONS,
    );
    expect(await auth.isLoggedIn(ADDRESS)).toBe(false);
    expect(await auth.getLoginPayload({ address: ADDRESS })).toEqual(payload);
    await auth.doLogin({ payload, signature: '0xsig' });
    expect(tokens.get()).toBe('tok');
    expect(await auth.isLoggedIn(ADDRESS.toLowerCase())).toBe(true);
    expect(await auth.isLoggedIn('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe(false);
    await auth.doLogout();
    expect(tokens.get()).toBeNull();
  });

  it('forgets a token the server refuses with 401, so sign-in is offered again', async () => {
    const tokens = memoryTokens();
    tokens.set('stale');
    const auth = marketplaceSignIn(
      marketplace(async () => {
        throw new ApiError(401, 'Sign in to continue', 'GET', '/account/settings');
      }),
      tokens,
      OPTIONS,
    );
    expect(await auth.isLoggedIn(ADDRESS)).toBe(false);
    expect(tokens.get()).toBeNull();
  });

  it('keeps the token through other failures (a server down is not a sign-out)', async () => {
    const tokens = memoryTokens();
    tokens.set('kept');
    const auth = marketplaceSignIn(
      marketplace(async () => {
        throw new ApiError(503, undefined, 'GET', '/account/settings');
      }),
      tokens,
      OPTIONS,
    );
    expect(await auth.isLoggedIn(ADDRESS)).toBe(false);
    expect(tokens.get()).toBe('kept');
  });
});

describe('the login payload is checked before anything is signed', () => {
  const refusalOf = async (served: unknown, options: Partial<SignInOptions> = {}) => {
    const auth = marketplaceSignIn(
      marketplace(async () => ({}), { payload: served }),
      memoryTokens(),
      { ...OPTIONS, ...options },
    );
    const error = await auth.getLoginPayload({ address: ADDRESS }).then(
      () => undefined,
      (e: unknown) => e,
    );
    if (error === undefined) return undefined;
    expect(error).toBeInstanceOf(SignInPayloadError);
    return (error as SignInPayloadError).reason;
  };
  const iso = (ms: number) => new Date(ms).toISOString();

  it('accepts a payload for this app, this account and a chain of the network', async () => {
    expect(await refusalOf(payload)).toBeUndefined();
    expect(await refusalOf({ ...payload, address: ADDRESS.toLowerCase(), domain: '127.0.0.1:5173' })).toBeUndefined();
    // No chain, a uri with a path, the longest lifetime, a server clock a little ahead: all fine.
    const { chain_id: _, ...noChain } = payload;
    expect(await refusalOf(noChain)).toBeUndefined();
    expect(await refusalOf({ ...payload, uri: `${HERE.origin}/login` })).toBeUndefined();
    expect(await refusalOf({ ...payload, expiration_time: iso(NOW + MAX_PAYLOAD_LIFETIME_MS) })).toBeUndefined();
    expect(await refusalOf({ ...payload, invalid_before: iso(NOW + CLOCK_SKEW_MS) })).toBeUndefined();
  });

  const refused: [string, unknown, SignInPayloadReason][] = [
    ['no payload at all', undefined, 'missing'],
    ['another domain', { ...payload, domain: 'evil.example' }, 'domain'],
    ['the same host on another port', { ...payload, domain: '127.0.0.1:5174' }, 'domain'],
    ['no domain', { ...payload, domain: undefined }, 'domain'],
    ['a uri on another origin', { ...payload, uri: 'https://evil.example/' }, 'uri'],
    ['a uri on another scheme', { ...payload, uri: 'https://127.0.0.1:5173' }, 'uri'],
    ['a uri that is not a URL', { ...payload, uri: '127.0.0.1:5173' }, 'uri'],
    ['another address', { ...payload, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }, 'address'],
    ['a chain the network does not have', { ...payload, chain_id: '10' }, 'chain'],
    ['a chain id that is no number', { ...payload, chain_id: 'arbitrum' }, 'chain'],
    ['an expiry in the past', { ...payload, expiration_time: iso(NOW - 1) }, 'expired'],
    ['an expiry that is no date', { ...payload, expiration_time: 'soon' }, 'expired'],
    [
      'an expiry more than a day away',
      { ...payload, expiration_time: iso(NOW + MAX_PAYLOAD_LIFETIME_MS + 1000) },
      'expiry-too-far',
    ],
    ['a start in the future', { ...payload, invalid_before: iso(NOW + CLOCK_SKEW_MS + 1000) }, 'not-yet-valid'],
    ['no nonce', { ...payload, nonce: '' }, 'nonce'],
    ['a blank nonce', { ...payload, nonce: '  ' }, 'nonce'],
  ];
  it.each(refused)('refuses %s', async (_, served, reason) => {
    expect(await refusalOf(served)).toBe(reason);
  });

  it('refuses a payload for another page of the app served elsewhere (the location is the running one)', async () => {
    expect(
      await refusalOf(payload, { location: { host: 'bridge.treasure.lol', origin: 'https://bridge.treasure.lol' } }),
    ).toBe('domain');
  });

  it('throws the translated text as the message, which thirdweb shows in its sign-in screen', async () => {
    const auth = marketplaceSignIn(
      marketplace(async () => ({}), { payload: { ...payload, domain: 'evil.example' } }),
      memoryTokens(),
      { ...OPTIONS, describe: (error) => `translated:${error.code}` },
    );
    await expect(auth.getLoginPayload({ address: ADDRESS })).rejects.toMatchObject({
      reason: 'domain',
      message: 'translated:sign-in-payload',
    });
  });
});
