import { expect, test } from './fixtures';
import { t } from './pages/copy';
import { SHOTS } from './pages/screenshots';
import { HeldModule } from './pages/wallet-loading';
import { injectWalletFor } from './wallet-fixtures';

// The modules of the wallet runtime (thirdweb's provider) and of thirdweb's own connect button and modal.
const RUNTIME = '**/WalletRuntime*';
const THIRDWEB_BUTTON = '**/WalletButton*';

test('a click on the connect button before the wallet has loaded opens the modal once it has', async ({
  page,
  appUrl,
  walletModal,
  a11y,
}) => {
  await injectWalletFor(page, 1);
  const runtime = await HeldModule.hold(page, RUNTIME);
  await page.goto(appUrl);
  await expect(walletModal.connectButton).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/wallet-stand-in.png` });
  await a11y.check('wallet still loading: connect button');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `${SHOTS}/wallet-stand-in-phone.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await walletModal.connectButton.click();
  await expect(walletModal.connectButton).toHaveAttribute('aria-busy', 'true');
  await expect(walletModal.dialog).toHaveCount(0);
  runtime.letThrough();
  await expect(walletModal.dialog.getByText(t('wallet.modalTitle'))).toBeVisible();
  await expect(walletModal.dialog.getByText('Email address')).toBeVisible();
});

test('the wallet is loaded when the visitor reaches for the connect button, not with the page', async ({
  page,
  appUrl,
  walletModal,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/(WalletRuntime|wallet)-[^/]*\.js$/.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  await page.goto(appUrl);
  await expect(walletModal.connectButton).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await walletModal.connectButton.hover();
  await expect(page.locator('button[data-test="connect-wallet-button"]:not(:disabled)')).toBeVisible();
  expect(fetched.length).toBeGreaterThan(0);
  await expect(walletModal.dialog).toHaveCount(0);
});

test('focus on the connect button stays on it while the wallet loads', async ({ page, appUrl, walletModal }) => {
  const runtime = await HeldModule.hold(page, RUNTIME);
  const button = await HeldModule.hold(page, THIRDWEB_BUTTON);
  await page.goto(appUrl);
  await walletModal.connectButton.focus();
  runtime.letThrough();
  // The runtime waits for thirdweb's button with the same stand-in, which keeps the focus; thirdweb's takes it over.
  await expect(walletModal.connectButton).toBeFocused();
  button.letThrough();
  await expect(page.locator('button[data-test="connect-wallet-button"]')).toBeFocused();
  await expect(walletModal.dialog).toHaveCount(0);
});

test('with a wallet thirdweb will reconnect, the header says the wallet is loading instead of offering to connect', async ({
  page,
  appUrl,
  walletModal,
  a11y,
}) => {
  await page.addInitScript(() => localStorage.setItem('thirdweb:active-wallet-id', 'io.metamask'));
  const runtime = await HeldModule.hold(page, RUNTIME);
  await page.goto(appUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.header-actions')).toContainText(t('wallet.loading'));
  await expect(walletModal.connectButton).toHaveCount(0);
  await a11y.check('wallet still loading: reconnecting');
  // No wallet in this browser to reconnect: once loaded, thirdweb offers to connect.
  runtime.letThrough();
  await expect(walletModal.connectButton).toBeVisible();
});
