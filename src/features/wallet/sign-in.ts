/**
 * Sign-in with a signature against the marketplace backend (SPEC.md sections 1, 4, 7): thirdweb's auth
 * hooks backed by `/auth` (the login payload) and `/session` (the signed payload, for a token).
 */
import type { LoginPayload } from 'thirdweb/auth';
import type { TokenStore } from '../../api/auth-token';
import { ApiError } from '../../api/errors';
import type { MarketplaceClient } from '../../api/marketplace';

export interface SignInAuth {
  getLoginPayload(params: { address: string; chainId?: number }): Promise<LoginPayload>;
  doLogin(params: { payload: LoginPayload; signature: string }): Promise<void>;
  isLoggedIn(address: string): Promise<boolean>;
  doLogout(): Promise<void>;
}

export function marketplaceSignIn(marketplace: MarketplaceClient, tokens: TokenStore): SignInAuth {
  return {
    async getLoginPayload({ address }) {
      const answer = (await marketplace.authenticate(address)) as { payload?: LoginPayload };
      if (!answer?.payload) throw new Error('The sign-in service sent no login payload');
      return answer.payload;
    },
    async doLogin({ payload, signature }) {
      const answer = (await marketplace.createSession({ payload, signature })) as { token?: string };
      if (!answer?.token) throw new Error('The sign-in service sent no token');
      tokens.set(answer.token);
    },
    async isLoggedIn(address) {
      if (!tokens.get()) return false;
      try {
        const settings = (await marketplace.getAccountSettings()) as { address?: string };
        return settings?.address?.toLowerCase() === address.toLowerCase();
      } catch (error) {
        // A refused token is as good as none: forget it so sign-in is offered again.
        if (error instanceof ApiError && error.status === 401) tokens.clear();
        return false;
      }
    },
    async doLogout() {
      tokens.clear();
    },
  };
}
