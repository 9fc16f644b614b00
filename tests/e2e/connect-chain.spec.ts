import { expect, test } from './fixtures';
import { injectWalletFor } from './wallet-fixtures';

const BASE = 8453;

test('connecting leaves the wallet on its chain', async ({ page, appUrl, walletModal }) => {
  await injectWalletFor(page, 1, BASE);
  await page.goto(appUrl);
  await walletModal.connect();
  // Connected: thirdweb offers the sign-in, which is not needed here.
  await expect(walletModal.dialog.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(walletModal.dialog).toHaveCount(0);
  await expect(walletModal.signInButton).toBeVisible();
  const requests = await page.evaluate(() => window.__testWallet.requests);
  expect(requests).toContain('eth_requestAccounts');
  expect(requests).not.toContain('wallet_switchEthereumChain');
  expect(requests).not.toContain('wallet_addEthereumChain');
  expect(await page.evaluate(() => window.__testWallet.chainId())).toBe(BASE);
  // Base is one of the bridge's chains: nothing asks the user to move; sending from Arbitrum will.
  await expect(page.getByRole('alert')).toHaveCount(0);
});
