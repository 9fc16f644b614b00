import { expect, type Locator, type Page } from '@playwright/test';
import { authToken, injectWalletFor, rememberWallet, signInToken } from '../wallet-fixtures';
import { t } from './copy';

/**
 * The header's wallet button and thirdweb's modal behind it. Names the modal gives itself ("Connect a
 * Wallet", "Sign in", "MetaMask") are thirdweb's English, not the app's, so they are written out here.
 */
export class WalletModal {
  readonly connectButton: Locator;
  readonly dialog: Locator;
  readonly signInButton: Locator;
  /** thirdweb's button for the connected, signed-in account. */
  readonly detailsButton: Locator;

  constructor(
    private readonly page: Page,
    private readonly appUrl: string,
  ) {
    this.connectButton = page.getByRole('button', { name: t('wallet.connect'), exact: true });
    this.dialog = page.getByRole('dialog');
    this.signInButton = page.getByRole('button', { name: 'Sign in' });
    this.detailsButton = page.locator('[data-test="connected-wallet-details"]');
  }

  /** Opens the modal and connects the injected wallet (listed as MetaMask). */
  async connect() {
    await this.connectButton.click();
    const metaMask = this.page.getByRole('button', { name: /MetaMask/ }).first();
    // On a loaded 2-core machine thirdweb's modal has once swallowed this click mid-animation (the click
    // never completed); a person clicks again, and so does this.
    await expect(async () => {
      if (!(await metaMask.isVisible()))
        await this.page.getByRole('button', { name: 'Connect a Wallet' }).click({ timeout: 5000 });
      await expect(metaMask).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await metaMask.click();
  }

  async signIn() {
    await this.signInButton.click();
    await expect.poll(() => authToken(this.page)).not.toBeNull();
  }

  /**
   * Opens the app with the test wallet of devnet account `index` connected, signed in unless told not to,
   * as a returning user finds it: the wallet remembered and the session token stored, so thirdweb
   * reconnects on load without the modal (wallet.spec drives the modal itself). Without sign-in the header
   * offers "Sign in". Given `atomicChainIds`, the wallet batches atomically there (EIP-5792); given
   * `feeMultiplier`, it pays that many times the chain's gas price (a "fast" preset).
   */
  async openConnected(
    index: number,
    options: { signIn?: boolean; atomicChainIds?: readonly number[]; feeMultiplier?: number } = {},
  ) {
    const { signIn = true, atomicChainIds, feeMultiplier } = options;
    const account = await injectWalletFor(this.page, index, undefined, {
      authorized: true,
      ...(atomicChainIds ? { atomicChainIds } : {}),
      ...(feeMultiplier ? { feeMultiplier } : {}),
    });
    const token = signIn ? await signInToken(new URL(this.appUrl).origin, index) : undefined;
    await rememberWallet(this.page, token);
    await this.page.goto(this.appUrl);
    if (signIn) await expect(this.detailsButton).toBeVisible({ timeout: 30_000 });
    else await expect(this.signInButton).toBeVisible({ timeout: 30_000 });
    return account;
  }
}
