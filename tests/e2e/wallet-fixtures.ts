import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signLoginPayload } from 'thirdweb/auth';
import { createPublicClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type DevnetManifest, devnetManifestSchema } from '../../src/config/devnet-manifest';
import { injectTestWallet } from '../support/test-wallet/inject';
import type { TestWalletConfig } from '../support/test-wallet/wallet';

const AUTH_TOKEN_KEY = 'treasure-bridge.auth-token';

export function testManifest(): DevnetManifest {
  const file = process.env.E2E_MANIFEST;
  if (!file) throw new Error('E2E_MANIFEST is not set: the global setup did not run');
  return devnetManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Injects the test wallet for devnet account `index`, starting on `chainId`, answering as `options` say. */
export async function injectWalletFor(
  page: Page,
  index: number,
  chainId = 42161,
  options: Pick<TestWalletConfig, 'watchAsset' | 'authorized' | 'atomicChainIds' | 'feeMultiplier'> = {},
) {
  const manifest = testManifest();
  const account = manifest.accounts[index];
  if (!account) throw new Error(`no devnet account ${index}`);
  await injectTestWallet(page, {
    privateKey: account.privateKey as `0x${string}`,
    chains: manifest.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
    chainId,
    ...options,
  });
  return account;
}

export function authToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);
}

export function devnetClient(chainName: string) {
  const chain = testManifest().chains.find((c) => c.name === chainName);
  if (!chain) throw new Error(`no devnet chain ${chainName}`);
  return createPublicClient({ transport: http(chain.rpcUrl) });
}

/** Sign-in tokens the marketplace issued this run, by app origin and account: one sign-in each suffices. */
const issuedTokens = new Map<string, Promise<string>>();

async function marketplaceCall(origin: string, pathname: string, body: unknown): Promise<Record<string, unknown>> {
  const { marketplaceUrl, marketplaceApiKey } = testManifest().services;
  const response = await fetch(new URL(pathname, marketplaceUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': marketplaceApiKey, origin },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`marketplace ${pathname} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A marketplace session token for devnet account `index` signed in to the app at `appOrigin`, obtained as
 * the app does (the `/auth` payload signed as thirdweb signs it, then `/session`), without the modal.
 */
export function signInToken(appOrigin: string, index: number): Promise<string> {
  const key = `${appOrigin} ${index}`;
  let token = issuedTokens.get(key);
  if (!token) {
    token = (async () => {
      const account = testManifest().accounts[index];
      if (!account) throw new Error(`no devnet account ${index}`);
      const signer = privateKeyToAccount(account.privateKey as Hex);
      const { payload } = await marketplaceCall(appOrigin, '/auth', { account: signer.address });
      const signed = await signLoginPayload({
        payload: payload as Parameters<typeof signLoginPayload>[0]['payload'],
        account: { address: signer.address, signMessage: signer.signMessage } as Parameters<
          typeof signLoginPayload
        >[0]['account'],
      });
      const session = await marketplaceCall(appOrigin, '/session', signed);
      if (typeof session.token !== 'string') throw new Error('the marketplace issued no token');
      return session.token;
    })();
    token.catch(() => issuedTokens.delete(key));
    issuedTokens.set(key, token);
  }
  return token;
}

/**
 * Makes the page's first load find the injected wallet remembered, as thirdweb leaves it after a connection
 * (its `thirdweb:*` storage keys), and, when `token` is given, the session that signing in stores. It holds
 * for the page's first document only: a test that disconnects and reloads sees what a user would.
 */
export async function rememberWallet(page: Page, token: string | undefined) {
  await page.addInitScript(
    ({ token, tokenKey }) => {
      if (sessionStorage.getItem('e2e:wallet-remembered')) return;
      sessionStorage.setItem('e2e:wallet-remembered', '1');
      localStorage.setItem('thirdweb:active-wallet-id', 'io.metamask');
      localStorage.setItem('thirdweb:last-used-wallet-id', 'io.metamask');
      localStorage.setItem('thirdweb:connected-wallet-ids', JSON.stringify(['io.metamask']));
      if (token) localStorage.setItem(tokenKey, token);
    },
    { token, tokenKey: AUTH_TOKEN_KEY },
  );
}
