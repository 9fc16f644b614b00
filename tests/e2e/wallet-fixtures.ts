import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createPublicClient, http } from 'viem';
import { type DevnetManifest, devnetManifestSchema } from '../../src/config/devnet-manifest';
import { injectTestWallet } from '../support/test-wallet/inject';
import { expect } from './fixtures';

export const AUTH_TOKEN_KEY = 'treasure-bridge.auth-token';

export function testManifest(): DevnetManifest {
  const file = process.env.E2E_MANIFEST;
  if (!file) throw new Error('E2E_MANIFEST is not set: the global setup did not run');
  return devnetManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Injects the test wallet for devnet account `index`, starting on `chainId`. */
export async function injectWalletFor(page: Page, index: number, chainId = 42161) {
  const manifest = testManifest();
  const account = manifest.accounts[index];
  if (!account) throw new Error(`no devnet account ${index}`);
  await injectTestWallet(page, {
    privateKey: account.privateKey as `0x${string}`,
    chains: manifest.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
    chainId,
  });
  return account;
}

/** Opens the modal and connects the injected wallet (listed as MetaMask). */
export async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet', exact: true }).click();
  const metaMask = page.getByRole('button', { name: /MetaMask/ }).first();
  // On a loaded 2-core machine thirdweb's modal has once swallowed this click mid-animation (the click
  // never completed); a person clicks again, and so does this.
  await expect(async () => {
    if (!(await metaMask.isVisible()))
      await page.getByRole('button', { name: 'Connect a Wallet' }).click({ timeout: 5000 });
    await expect(metaMask).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await metaMask.click();
}

/**
 * Opens the app with the test wallet of devnet account `index` connected, signed in unless told not to
 * (signing in needs the marketplace: without it the wallet stays connected and the modal is closed).
 */
export async function openConnected(page: Page, appUrl: string, index: number, options = { signIn: true }) {
  const account = await injectWalletFor(page, index);
  await page.goto(appUrl);
  await connect(page);
  if (options.signIn) await signIn(page);
  else await page.keyboard.press('Escape');
  return account;
}

export async function signIn(page: Page) {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => authToken(page)).not.toBeNull();
}

export function authToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);
}

export function devnetClient(chainName: string) {
  const chain = testManifest().chains.find((c) => c.name === chainName);
  if (!chain) throw new Error(`no devnet chain ${chainName}`);
  return createPublicClient({ transport: http(chain.rpcUrl) });
}

/** How many transactions the test wallet has sent from this page so far. */
export function sentCount(page: Page): Promise<number> {
  return page.evaluate(() => window.__testWallet.transactions.length);
}

/**
 * The history row of the transfer sent after the wallet's first `sentBefore` transactions: the newest
 * one whose hash has a row. The history also lists older transfers of the account, so the first row
 * is not necessarily the new one.
 */
export async function newTransferRow(page: Page, sentBefore: number) {
  let hash: string | undefined;
  await expect
    .poll(
      async () => {
        const hashes = await page.evaluate(
          (from) =>
            window.__testWallet.transactions
              .slice(from)
              .map((t) => t.hash)
              .filter((h): h is string => h !== undefined),
          sentBefore,
        );
        for (const candidate of hashes.reverse()) {
          if ((await page.locator(`.transfer[data-hash="${candidate}"]`).count()) > 0) {
            hash = candidate;
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return page.locator(`.transfer[data-hash="${hash}"]`);
}
