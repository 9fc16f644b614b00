/**
 * Sign-in with a signature against the marketplace backend (docs/wallet.md): thirdweb's auth
 * hooks backed by `/auth` (the login payload) and `/session` (the signed payload, for a token).
 *
 * The payload is checked before thirdweb asks the wallet to sign it: a signed payload is a credential for
 * the site, account and chain it names, so a backend (or anything between it and the app) that sends one
 * for another site would have the user sign in there.
 */
import type { LoginPayload } from 'thirdweb/auth';
import type { TokenStore } from '../../api/auth-token';
import { ApiError } from '../../api/errors';
import type { MarketplaceClient } from '../../api/marketplace';
import { AppError, appError, SignInPayloadError, type SignInPayloadReason } from '../../lib/errors';

export interface SignInAuth {
  getLoginPayload(params: { address: string; chainId?: number }): Promise<LoginPayload>;
  doLogin(params: { payload: LoginPayload; signature: string }): Promise<void>;
  isLoggedIn(address: string): Promise<boolean>;
  doLogout(): Promise<void>;
}

/** The longest a payload may stay valid: a signed payload is a credential until it expires. */
export const MAX_PAYLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How far the server's clock may run ahead of the user's before `invalid_before` is refused. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

export interface PayloadExpectations {
  /** The connected wallet's address. */
  readonly address: string;
  /** This app's `location.host` and `location.origin`. */
  readonly host: string;
  readonly origin: string;
  /** The network's chain ids. */
  readonly chainIds: readonly number[];
  readonly now: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin;
  } catch {
    return undefined;
  }
}

/** Why `payload` must not be signed, or undefined when it may be. */
export function loginPayloadRefusal(payload: unknown, expected: PayloadExpectations): SignInPayloadReason | undefined {
  if (!payload || typeof payload !== 'object') return 'missing';
  const p = payload as Partial<Record<keyof LoginPayload, unknown>>;
  if (text(p.domain).toLowerCase() !== expected.host.toLowerCase()) return 'domain';
  if (originOf(text(p.uri)) !== expected.origin) return 'uri';
  if (text(p.address).toLowerCase() !== expected.address.toLowerCase()) return 'address';
  // thirdweb moves the wallet to the payload's chain before signing, so an unknown one is refused too.
  if (p.chain_id !== undefined && p.chain_id !== null && !expected.chainIds.includes(Number(p.chain_id)))
    return 'chain';
  const expires = Date.parse(text(p.expiration_time));
  if (Number.isNaN(expires) || expires <= expected.now) return 'expired';
  if (expires - expected.now > MAX_PAYLOAD_LIFETIME_MS) return 'expiry-too-far';
  if (p.invalid_before !== undefined) {
    const notBefore = Date.parse(text(p.invalid_before));
    if (Number.isNaN(notBefore) || notBefore > expected.now + CLOCK_SKEW_MS) return 'not-yet-valid';
  }
  if (!text(p.nonce).trim()) return 'nonce';
  return undefined;
}

export interface SignInOptions {
  /** The network's chain ids: a payload may name only these. */
  readonly chainIds: readonly number[];
  /** Where the app runs, which the payload must name; `window.location` unless given (tests). */
  readonly location?: { readonly host: string; readonly origin: string };
  /** A failure's text in the user's language: thirdweb shows a failed sign-in's message. */
  readonly describe?: (error: AppError) => string;
  readonly now?: () => number;
}

export function marketplaceSignIn(
  marketplace: MarketplaceClient,
  tokens: TokenStore,
  options: SignInOptions,
): SignInAuth {
  // thirdweb shows a failed step's `message`, so a coded failure's is replaced by its text in the user's
  // language; the code and data stay for everything else.
  const worded = async <T>(step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      if (error instanceof AppError && options.describe) error.message = options.describe(error);
      throw error;
    }
  };
  return {
    getLoginPayload: ({ address }) =>
      worded(async () => {
        const answer = (await marketplace.authenticate(address)) as { payload?: unknown } | undefined;
        const { host, origin } = options.location ?? window.location;
        const now = options.now?.() ?? Date.now();
        const expected = { address, host, origin, chainIds: options.chainIds, now };
        const reason = loginPayloadRefusal(answer?.payload, expected);
        if (reason) throw new SignInPayloadError(reason);
        return answer?.payload as LoginPayload;
      }),
    doLogin: ({ payload, signature }) =>
      worded(async () => {
        const answer = (await marketplace.createSession({ payload, signature })) as { token?: string };
        if (!answer?.token) throw appError('sign-in-no-token', 'The sign-in service sent no token');
        tokens.set(answer.token);
      }),
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
