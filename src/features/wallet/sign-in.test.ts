import type { LoginPayload } from 'thirdweb/auth';
import { describe, expect, it } from 'vitest';
import type { TokenStore } from '../../api/auth-token';
import { ApiError } from '../../api/errors';
import type { MarketplaceClient } from '../../api/marketplace';
import { marketplaceSignIn } from './sign-in';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const payload = { address: ADDRESS, nonce: 'n' } as unknown as LoginPayload;

function memoryTokens(): TokenStore {
  let token: string | null = null;
  return { get: () => token, set: (t) => (token = t), clear: () => (token = null) };
}

function marketplace(settings: () => Promise<unknown>): MarketplaceClient {
  return {
    authenticate: async () => ({ payload }),
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
    );
    expect(await auth.isLoggedIn(ADDRESS)).toBe(false);
    expect(await auth.getLoginPayload({ address: ADDRESS })).toBe(payload);
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
    );
    expect(await auth.isLoggedIn(ADDRESS)).toBe(false);
    expect(tokens.get()).toBeNull();
  });

  it('keeps the token through other failures (a server down is not a sign-out)', async () => {
    const tokens = memoryTokens();
    tokens.set('kept');
    const auth = marketplaceSignIn(
      marketplace(async () => {
        throw new ApiError(503, "Received status '503' from server", 'GET', '/account/settings');
      }),
      tokens,
    );
    expect(await auth.isLoggedIn(ADDRESS)).toBe(false);
    expect(tokens.get()).toBe('kept');
  });
});
