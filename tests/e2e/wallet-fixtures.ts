import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createPublicClient, http } from 'viem';
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
  options: Pick<TestWalletConfig, 'watchAsset'> = {},
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
