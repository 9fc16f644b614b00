/**
 * Accessibility of the screen states no other browser test reaches (docs/accessibility.md): the history's
 * failed and refunded transfers, the phone layout with its menu, and the app in another language. Every
 * other spec checks its own states with the `a11y` fixture.
 */
import { TRANSFERS_STORAGE_KEY, TRANSFERS_STORAGE_VERSION } from '../../src/bridge/saved-transfers';
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import { SHOTS } from './pages/screenshots';

const PHONE = { width: 375, height: 740 };

/** A finished transfer as this browser saved it; `byte` makes its hash unique. */
function saved(byte: string, fields: Record<string, unknown>) {
  return {
    id: `0x${byte.repeat(32)}`,
    originTxHash: `0x${byte.repeat(32)}`,
    originChainId: 42161,
    destinationChainId: 2741,
    sender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    symbol: 'MAGIC',
    decimals: 18,
    amount: '2000000000000000000',
    method: 'hyperlane',
    sentAt: 1_700_000_000_000,
    ...fields,
  };
}

test('the history’s failed, failed-on-arrival and refunded transfers are accessible', async ({
  page,
  appUrl,
  history,
  a11y,
}) => {
  const transfers = [
    saved('a1', { status: 'failed', errorCode: 'transaction-failed' }),
    saved('a2', { status: 'failed', errorCode: 'transaction-replaced' }),
    saved('a3', { status: 'failed', errorCode: 'deposit-failed', method: 'zk', originChainId: 1 }),
    saved('a4', { status: 'refunded', method: 'zk', originChainId: 1 }),
  ];
  await page.addInitScript(({ key, text }) => localStorage.setItem(key, text), {
    key: TRANSFERS_STORAGE_KEY,
    text: JSON.stringify({ version: TRANSFERS_STORAGE_VERSION, transfers }),
  });
  await page.goto(appUrl);
  const stages: [string, string][] = [
    ['a1', 'failed'],
    ['a2', 'failed'],
    ['a3', 'deposit-failed'],
    ['a4', 'refunded'],
  ];
  for (const [byte, stage] of stages)
    await expect(history.row(`0x${byte.repeat(32)}`)).toHaveAttribute('data-stage', stage);
  await history.root.screenshot({ path: `${SHOTS}/a11y-history-failed.png` });
  await a11y.check('history with failed, failed-on-arrival and refunded transfers');
});

test('on a 375 px phone the page and its open menu are accessible', async ({ page, appUrl, a11y }) => {
  await page.setViewportSize(PHONE);
  await page.goto(appUrl);
  const toggle = page.getByRole('button', { name: t('shell.openMenu') });
  await expect(toggle).toBeVisible();
  await a11y.check('phone, menu closed');
  await toggle.click();
  await expect(page.getByRole('navigation', { name: t('shell.navigation') })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/a11y-phone-menu.png` });
  await a11y.check('phone, menu open');
});

test('on a 375 px phone, connected, the filled form, balances and gallery are accessible', async ({
  page,
  walletModal,
  bridgeForm: form,
  gallery,
  a11y,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await walletModal.openConnected(1);
  await form.amount.fill('1');
  await expect(form.interchainGas).toContainText('ETH');
  await expect(gallery.cards.first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/a11y-phone-connected.png`, fullPage: true });
  await a11y.check('phone, connected, filled form');
});

test('after the language switcher changes the language, the page is accessible in it', async ({
  page,
  appUrl,
  a11y,
}) => {
  await page.goto(appUrl);
  const switcher = page.getByRole('combobox', { name: t('shell.language') });
  await switcher.focus();
  await a11y.check('language switcher focused');
  await switcher.selectOption('ja_JP');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await a11y.check('Japanese');
});
