import { parseEther } from 'viem';
import ja_JP from '../../src/i18n/locales/ja_JP/shell.json' with { type: 'json' };
import { injectTestWallet } from '../support/test-wallet/inject';
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import { SHOTS } from './pages/screenshots';
import { authToken, devnetClient, injectWalletFor, testManifest } from './wallet-fixtures';

test('the modal offers the in-app sign-in methods, then the wallets in the spec’s order, the injected one installed', async ({
  page,
  appUrl,
  walletModal,
  a11y,
}) => {
  await injectWalletFor(page, 1);
  await page.goto(appUrl);
  await walletModal.connectButton.click();
  const modal = walletModal.dialog;
  await expect(modal.getByText(t('wallet.modalTitle'))).toBeVisible();
  await expect(modal.getByText('Email address')).toBeVisible();
  await expect(modal.getByText('Passkey')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/wallet-modal.png` });
  await a11y.check('wallet modal: sign-in methods');

  await modal.getByRole('button', { name: 'Connect a Wallet' }).click();
  const listed = async () =>
    (await modal.getByRole('button').allInnerTexts()).map((text) => text.split('\n')[0]).filter(Boolean);
  // thirdweb's names for the spec's MetaMask, WalletConnect, Rabby, Brave, Rainbow, Safe, Ledger, Coinbase;
  // the list fills in as each wallet's details load.
  await expect
    .poll(listed)
    .toEqual([
      'MetaMask',
      'WalletConnect',
      'Rabby',
      'Brave Wallet',
      'Rainbow',
      'Safe',
      'Ledger Wallet',
      'Base (formerly Coinbase Wallet)',
      'All Wallets',
    ]);
  await expect(modal.getByRole('button', { name: 'All Wallets' })).toContainText('500+');
  await expect(modal.getByRole('button', { name: /MetaMask/ }).first()).toContainText('Installed');
  await page.screenshot({ path: `${SHOTS}/wallet-list.png` });
  await a11y.check('wallet modal: wallet list');
});

test('connecting and signing in shows the address and balance, and the token is used', async ({
  page,
  appUrl,
  walletModal,
  a11y,
}) => {
  await injectWalletFor(page, 1);
  const authorized: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/account/settings')) authorized.push(request.headers().authorization ?? '');
  });
  await page.goto(appUrl);
  await walletModal.connect();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/wallet-sign-in.png` });
  await a11y.check('wallet modal: sign in');
  await walletModal.signIn();
  const account = page.getByRole('button', { name: /0x7099\.\.\.79C8/ });
  await expect(account).toBeVisible();
  await expect(account).toContainText(/\d[\d,.]* ETH/);
  const token = await authToken(page);
  await expect.poll(() => authorized).toContain(token);
  await page.screenshot({ path: `${SHOTS}/wallet-connected.png` });
  await a11y.check('connected and signed in');
});

test('a rejected signature shows the failed state, and trying again signs in', async ({
  page,
  appUrl,
  walletModal,
  a11y,
}) => {
  await injectWalletFor(page, 2);
  await page.goto(appUrl);
  await page.evaluate(() => window.__testWallet.rejectNext('personal_sign'));
  await walletModal.connect();
  await walletModal.signInButton.click();
  await expect(page.getByText('User rejected the request.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/wallet-sign-in-failed.png` });
  await a11y.check('wallet modal: sign-in signature rejected');
  expect(await authToken(page)).toBeNull();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect.poll(() => authToken(page)).not.toBeNull();
  await expect(page.getByRole('button', { name: /0x3C44\.\.\.93BC/ })).toBeVisible();
});

test('sign-in refuses a wrong-domain payload', async ({ page, appUrl, walletModal, a11y }) => {
  await injectWalletFor(page, 2);
  const marketplace = new URL(testManifest().services.marketplaceUrl);
  const sessions: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${marketplace.origin}/session`)) sessions.push(request.method());
  });
  // What a compromised backend or a proxy would send: a genuine payload, for another site.
  await page.route(
    (url) => url.origin === marketplace.origin && url.pathname === '/auth',
    async (route) => {
      const response = await route.fetch();
      const { payload } = (await response.json()) as { payload: Record<string, unknown> };
      await route.fulfill({ response, json: { payload: { ...payload, domain: 'evil.example' } } });
    },
  );
  await page.goto(appUrl);
  await walletModal.connect();
  await walletModal.signInButton.click();
  await expect(page.getByText(t('wallet.signInRefused.domain'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/wallet-sign-in-wrong-domain.png` });
  await a11y.check('wallet modal: sign-in refused for another domain');
  const requests = await page.evaluate(() => window.__testWallet.requests);
  expect(requests.filter((method) => /sign/i.test(method))).toEqual([]);
  expect(sessions).toEqual([]);
  expect(await authToken(page)).toBeNull();
});

test('disconnecting clears the token', async ({ page, appUrl, walletModal }) => {
  await injectWalletFor(page, 2);
  await page.goto(appUrl);
  await walletModal.connect();
  await walletModal.signIn();
  await page.getByRole('button', { name: /0x3C44\.\.\.93BC/ }).click();
  await page.getByRole('button', { name: 'Disconnect Wallet' }).click();
  await expect(walletModal.connectButton).toBeVisible();
  expect(await authToken(page)).toBeNull();
});

test('with the ja_JP locale the modal is in Japanese', async ({ page, appUrl, walletModal, a11y }) => {
  await page.addInitScript(() => localStorage.setItem('treasure-bridge.locale', 'ja_JP'));
  await injectWalletFor(page, 1);
  await page.goto(appUrl);
  await page.getByRole('button', { name: ja_JP.wallet.connect, exact: true }).click();
  const modal = walletModal.dialog;
  await expect(modal).toContainText(ja_JP.wallet.modalTitle);
  // thirdweb's own strings are Japanese too (its e-mail field, for one).
  await expect(modal).toContainText('メールアドレス');
  await page.screenshot({ path: `${SHOTS}/wallet-modal-ja.png` });
  await a11y.check('wallet modal in Japanese');
});

test('a transaction sent through the wallet mines while every non-local request is blackholed', async ({
  page,
  appUrl,
  walletModal,
}) => {
  const blackholed: string[] = [];
  // Never answered: a request that hangs is what stalls thirdweb, not one that fails.
  await page.route(
    (url) => url.protocol !== 'data:' && !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      blackholed.push(route.request().url());
    },
  );
  await injectWalletFor(page, 3);
  const recipient = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
  const arbitrum = devnetClient('arbitrum');
  const before = await arbitrum.getBalance({ address: recipient });
  await page.goto(appUrl);
  await walletModal.connect();
  await walletModal.signIn();
  await page.getByRole('button', { name: /0x90F7\.\.\.b906/ }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('0x... or ENS name').fill(recipient);
  await dialog.locator('input').nth(1).fill('0.5');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect
    .poll(() => arbitrum.getBalance({ address: recipient }), { timeout: 30_000 })
    .toBe(before + parseEther('0.5'));
  await page.screenshot({ path: `${SHOTS}/wallet-sent-offline.png` });
  test.info().annotations.push({ type: 'blackholed', description: blackholed.join(', ') || 'none' });
});

test('a wallet on another network stays there when connecting, and is asked back, adding the chain it lacks', async ({
  page,
  appUrl,
  walletModal,
  a11y,
}) => {
  const manifest = testManifest();
  const ethereum = manifest.chains.find((c) => c.name === 'ethereum');
  if (!ethereum) throw new Error('no ethereum');
  // The wallet sits on Sepolia and knows only Ethereum among the devnet chains.
  await injectTestWallet(page, {
    privateKey: manifest.accounts[1]?.privateKey as `0x${string}`,
    chains: [{ chainId: 1, rpcUrl: ethereum.rpcUrl }],
    chainId: 11155111,
  });
  await page.goto(appUrl);
  await walletModal.connect();
  await walletModal.signInButton.click();
  await expect(page.getByRole('button', { name: /0x7099\.\.\.79C8/ })).toBeVisible();
  // Connecting did not move the wallet: the notice asks for it.
  expect(await page.evaluate(() => window.__testWallet.chainId())).toBe(11155111);
  await expect(page.getByRole('alert')).toContainText(t('wallet.wrongNetwork'));
  await page.screenshot({ path: `${SHOTS}/wallet-wrong-network.png` });
  await a11y.check('wrong network notice');
  await page.getByRole('button', { name: t('wallet.switchTo', { chain: 'Arbitrum One' }) }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The wallet did not know Arbitrum: it was added with the devnet's RPC, then switched to.
  const requests = await page.evaluate(() => window.__testWallet.requests);
  expect(requests).toContain('wallet_addEthereumChain');
  expect(await page.evaluate(() => window.__testWallet.chainId())).toBe(42161);
});
