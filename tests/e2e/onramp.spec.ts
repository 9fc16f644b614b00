import type { Page, Route } from '@playwright/test';
import { type Address, parseAbi, parseEther } from 'viem';
import { formatTokenAmount } from '../../src/lib/format';
import { expect, test } from './fixtures';
import { A11y } from './pages/a11y';
import { t } from './pages/copy';
import { BuyDialog } from './pages/onramp';
import { SHOTS } from './pages/screenshots';
import { devnetClient, testManifest } from './wallet-fixtures';

// Each test connects, signs in and mines on the devnet: on a loaded machine that takes more than a minute.
test.describe.configure({ timeout: 180_000 });
const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)']);
const ARBITRUM = 42161;

function magicOnArbitrum(): Address {
  const token = testManifest().tokens.find((t) => t.symbol === 'MAGIC' && t.chainId === ARBITRUM);
  if (!token) throw new Error('no MAGIC on Arbitrum');
  return token.token as Address;
}

const userAddress = () => testManifest().accounts[1]?.address as Address;

const readMagic = () =>
  devnetClient('arbitrum').readContract({
    address: magicOnArbitrum(),
    abi: erc20,
    functionName: 'balanceOf',
    args: [userAddress()],
  });

/** Has the devnet marketplace set `params` on every purchase URL it signs: a backend signing its own purchase. */
async function signPurchasesWith(params: Record<string, string>) {
  const response = await fetch(`${testManifest().services.controlUrl}/marketplace/onramp-signing`, {
    method: 'POST',
    body: JSON.stringify({ params }),
  });
  expect(response.status).toBe(204);
}

/**
 * The windows and tabs the app page opens from now on, in the order they open. Popups of the page only:
 * axe opens a blank page of its own in the context.
 */
function pagesOpened(page: Page): Page[] {
  const opened: Page[] = [];
  page.on('popup', (p) => opened.push(p));
  return opened;
}

test('buying 50 MAGIC on Arbitrum: the purchase page shows the order, and the balance rises by exactly 50', async ({
  page,
  walletModal,
  balances,
  a11y,
}) => {
  const buy = new BuyDialog(page);
  const before = await readMagic();
  await walletModal.openConnected(1);
  await expect(balances.asset(ARBITRUM, 'MAGIC')).toContainText(`${formatTokenAmount(before, 18)} MAGIC`);

  await buy.open();
  await buy.choose('MAGIC', 'Arbitrum One', '50');
  await expect(buy.dialog).toContainText(t('buy.provider', { symbol: 'MAGIC', chain: 'Arbitrum One' }));
  await a11y.check('buy dialog, filled');
  await page.screenshot({ path: `${SHOTS}/onramp-dialog.png` });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `${SHOTS}/onramp-dialog-375.png` });
  await page.setViewportSize({ width: 1280, height: 720 });

  const purchase = await buy.continueToPurchase();
  await expect(purchase.detail('Asset')).toHaveText('MAGIC');
  await expect(purchase.detail('Amount')).toHaveText('50 MAGIC');
  await expect(purchase.detail('Chain')).toHaveText('Arbitrum One');
  await expect(purchase.detail('Wallet address')).toHaveText(userAddress());
  // The window cannot reach the app: no page shown in it (a redirect included) can rewrite the app's tab.
  expect(await purchase.page.evaluate(() => window.opener)).toBeNull();
  await new A11y(purchase.page).check('purchase page');
  await purchase.page.screenshot({ path: `${SHOTS}/onramp-purchase-page.png` });
  await expect(buy.waiting).toBeVisible();
  await a11y.check('buy dialog, waiting for the purchase');
  await page.screenshot({ path: `${SHOTS}/onramp-waiting.png` });

  await purchase.confirm();
  await expect(buy.successToast('50', 'MAGIC', 'Arbitrum One')).toBeVisible();
  await expect(buy.dialog).toBeHidden();
  await expect.poll(() => purchase.page.isClosed()).toBe(true);
  const after = before + parseEther('50');
  expect(await readMagic()).toBe(after);
  await expect(balances.asset(ARBITRUM, 'MAGIC')).toContainText(`${formatTokenAmount(after, 18)} MAGIC`);
  await page.screenshot({ path: `${SHOTS}/onramp-complete.png` });
  await page.setViewportSize({ width: 375, height: 740 });
  await balances.root.screenshot({ path: `${SHOTS}/onramp-balances-375.png` });
});

test('signed out, Buy asks to sign in first and offers nothing else', async ({ page, walletModal, a11y }) => {
  const buy = new BuyDialog(page);
  await walletModal.openConnected(1, { signIn: false });
  await buy.open();
  await expect(buy.dialog.getByRole('alert')).toHaveText(t('buy.signInFirst'));
  await expect(buy.continueButton).toHaveCount(0);
  await expect(buy.amount).toHaveCount(0);
  await a11y.check('buy dialog, signed out');
  await page.screenshot({ path: `${SHOTS}/onramp-signed-out.png` });
  await buy.dialog.getByRole('button', { name: t('buy.close') }).click();
  await expect(buy.dialog).toBeHidden();
});

test('a signing refused (with the server’s message) or failed, or a signed link to another site, says so, opens nothing and keeps the choice', async ({
  page,
  walletModal,
  a11y,
}) => {
  const buy = new BuyDialog(page);
  const marketplace = new URL(testManifest().services.marketplaceUrl);
  const failures = [
    {
      // The real devnet refuses the URL: it names a key that is not the on-ramp's.
      name: 'a signing refused',
      answer: async (route: Route) => {
        const url = new URL(route.request().url());
        const purchase = new URL(url.searchParams.get('moonpayUrl') ?? '');
        purchase.searchParams.set('apiKey', 'pk_test_someone_else');
        url.searchParams.set('moonpayUrl', purchase.href);
        await route.continue({ url: url.href });
      },
      text: 'moonpayUrl must carry the on-ramp’s public key as apiKey',
    },
    {
      name: 'the marketplace unreachable',
      answer: (route: Route) => route.abort('connectionrefused'),
      text: t('errors.networkOffline', { host: marketplace.host }),
    },
    {
      name: 'a 500 without a message',
      answer: (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      text: t('errors.apiStatus', { status: 500 }),
    },
    {
      name: 'a signed link to another site',
      answer: (route: Route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ url: 'https://buy.example.com/moonpay/buy?apiKey=pk_test_devnet&signature=x' }),
        }),
      text: t('errors.onrampUrlRefused'),
    },
  ];
  let failure = failures[0];
  await page.route(
    (url) => url.origin === marketplace.origin && url.pathname === '/moonpay/sign-url',
    (route) => failure?.answer(route),
  );
  await walletModal.openConnected(1);
  await buy.open();
  await buy.choose('MAGIC', 'Arbitrum One', '12.5');
  const opened = pagesOpened(page);
  for (failure of failures) {
    await buy.continueButton.click();
    await expect(buy.error, failure.name).toHaveText(failure.text);
    // The window is opened only once the signed URL is checked: a failure leaves nothing to close.
    expect(opened, failure.name).toEqual([]);
    await expect(buy.continueButton).toBeEnabled();
    await expect(buy.amount).toHaveValue('12.5');
    await expect(buy.chain.locator('option:checked')).toHaveText('Arbitrum One');
    await a11y.check(`buy dialog, ${failure.name}`);
    await page.screenshot({ path: `${SHOTS}/onramp-failed-${failures.indexOf(failure) + 1}.png` });
  }
});

test('a purchase URL the backend signed for its own wallet is refused: nothing opens, and the choice stays', async ({
  page,
  walletModal,
  a11y,
}) => {
  const buy = new BuyDialog(page);
  const attacker = testManifest().accounts[2]?.address as Address;
  // The devnet marketplace plays a backend that signs the purchase with the attacker's wallet address.
  await signPurchasesWith({ walletAddress: attacker });
  try {
    await walletModal.openConnected(1);
    await buy.open();
    await buy.choose('MAGIC', 'Arbitrum One', '12.5');
    const opened = pagesOpened(page);
    const appAt = page.url();
    const signing = page.waitForResponse((response) => new URL(response.url()).pathname === '/moonpay/sign-url');
    await buy.continueButton.click();
    // The backend did sign it (the signature is valid for the attacker's purchase): only the app's check stands.
    const signed = new URL(((await (await signing).json()) as { url: string }).url);
    expect(signed.searchParams.get('walletAddress')).toBe(attacker);
    expect(signed.searchParams.get('signature')).toBeTruthy();

    await expect(buy.error).toHaveText(t('errors.onrampUrlMismatch'));
    await expect(buy.continueButton).toBeEnabled();
    await expect(buy.amount).toHaveValue('12.5');
    await expect(buy.chain.locator('option:checked')).toHaveText('Arbitrum One');
    expect(opened).toEqual([]);
    expect(page.context().pages()).toEqual([page]);
    expect(page.url()).toBe(appAt);
    await a11y.check('buy dialog, purchase for another wallet refused');
    await page.screenshot({ path: `${SHOTS}/onramp-url-mismatch.png` });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: `${SHOTS}/onramp-url-mismatch-375.png` });
  } finally {
    await signPurchasesWith({});
  }
});

test('a blocked purchase window is offered as a link, which opens it', async ({ page, walletModal, a11y }) => {
  const buy = new BuyDialog(page);
  // The browser refuses the first window (a popup blocker), then allows one opened from a click.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    let refused = false;
    window.open = (...args) => {
      if (refused) return open(...args);
      refused = true;
      return null;
    };
  });
  await walletModal.openConnected(1);
  await buy.open();
  await buy.choose('ETH', 'Ethereum', '0.1');
  await buy.continueButton.click();
  await expect(buy.error).toContainText(t('buy.blocked'));
  await a11y.check('buy dialog, window blocked');
  await page.screenshot({ path: `${SHOTS}/onramp-blocked.png` });
  const popup = page.waitForEvent('popup');
  await buy.dialog.getByRole('link', { name: t('buy.openWindow') }).click();
  const purchasePage = await popup;
  await expect(purchasePage.getByRole('button', { name: 'Confirm purchase' })).toBeVisible();
  await expect(buy.waiting).toBeVisible();
  await purchasePage.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(buy.successToast('0.1', 'ETH', 'Ethereum')).toBeVisible();
});
