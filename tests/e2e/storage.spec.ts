import type { Page } from '@playwright/test';
import { type Address, parseAbi } from 'viem';
import { TRANSFERS_STORAGE_KEY } from '../../src/bridge/saved-transfers';
import { formatTokenAmount } from '../../src/lib/format';
import { expect, test } from './fixtures';
import { BridgeForm } from './pages/bridge-form';
import { t } from './pages/copy';
import { History } from './pages/history';
import { SHOTS } from './pages/screenshots';
import { Toasts } from './pages/toasts';
import { devnetClient, testManifest } from './wallet-fixtures';

/** A well-formed version 1 entry (a bare array's item), as the previous release saved it. */
const V1_ENTRY = {
  originTxHash: `0x${'ab'.repeat(32)}`,
  originChainId: 42161,
  destinationChainId: 2741,
  sender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  recipient: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  symbol: 'MAGIC',
  decimals: 18,
  amount: '4000000000000000000',
  method: 'hyperlane',
  status: 'delivered',
  sentAt: 1_700_000_000_000,
};

const CORRUPT: [string, string][] = [
  ['an entry with only a short hash', '[{"originTxHash":"0xabc"}]'],
  ['a fractional amount', JSON.stringify([{ ...V1_ENTRY, amount: '1.5' }])],
  ['a text send time', JSON.stringify([{ ...V1_ENTRY, sentAt: 'x' }])],
  ['a bad sender address', JSON.stringify([{ ...V1_ENTRY, sender: '0x1234' }])],
  ['text that is not JSON', '[{"originTxHash":'],
  ['an envelope without a list', '{"version":2,"transfers":"none"}'],
  ['entries that are not objects', '[null, 42, "transfer", []]'],
];

async function expectPageRenders(page: Page) {
  await expect(new BridgeForm(page).root).toBeVisible();
  await expect(new History(page).root).toBeVisible();
  await expect(page.getByText(t('shell.failureTitle'))).toHaveCount(0);
}

// Each shape's handling is unit-tested (saved-transfers.test.ts); here the page, reloaded over each, keeps working.
test('saved transfers that are corrupt in any of several ways leave the page working', async ({
  page,
  appUrl,
  history,
}) => {
  await page.goto(appUrl);
  for (const [what, value] of CORRUPT) {
    await page.evaluate(({ key, text }) => localStorage.setItem(key, text), {
      key: TRANSFERS_STORAGE_KEY,
      text: value,
    });
    await page.reload();
    await expectPageRenders(page);
    await expect(history.root, what).toContainText(t('bridge.noTransfers'));
  }
});

test('a version 1 list is migrated, its corrupt entries dropped and the rest shown with the recipient', async ({
  page,
  appUrl,
  history,
  a11y,
}) => {
  const stored = JSON.stringify([{ ...V1_ENTRY, amount: '1.5' }, V1_ENTRY, { originTxHash: '0xabc' }]);
  await page.addInitScript(({ key, text }) => localStorage.setItem(key, text), {
    key: TRANSFERS_STORAGE_KEY,
    text: stored,
  });
  await page.goto(appUrl);
  await expectPageRenders(page);
  const row = history.rows;
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('4 MAGIC');
  await expect(row).toContainText(t('names.to').replace('<account></account>', 'questor.magic'));
  await expect(row).toHaveAttribute('data-status', 'delivered');
  await a11y.check('history with a migrated transfer, signed out');
});

/** Sends `amount` MAGIC Arbitrum -> Abstract from the connected page's form; the newest row is returned. */
async function sendMagic(form: BridgeForm, history: History, amount: string) {
  await expect(form.balance).toContainText('MAGIC');
  await form.amount.fill(amount);
  await expect(form.interchainGas).toContainText('ETH');
  const before = await history.sentCount();
  await form.bridge();
  return { row: await history.newRow(before) };
}

const DELIVERED = t('bridge.delivered', { symbol: 'MAGIC' });

test('with storage full after the hash, the transfer shows pending, is tracked to delivery, and the history says it lives in this tab', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript((key) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
      if (name === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, name, value);
    };
  }, TRANSFERS_STORAGE_KEY);
  const toasts = await Toasts.record(page);
  await walletModal.openConnected(1);
  const { row } = await sendMagic(form, history, '0.5');
  await expect(row).toHaveAttribute('data-status', /^(sent|pending|delivered)$/);
  await expect(row).toContainText('0.5 MAGIC');
  await expect(history.root.getByRole('status').filter({ hasText: t('bridge.storageUnavailable') })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/storage-full.png`, fullPage: true });
  await toasts.expectShown(DELIVERED, 60_000);
  await expect(row).toHaveAttribute('data-status', 'delivered');
  await expect(form.alert).toHaveCount(0);
  await expect(history.rows.and(page.locator('[data-status="failed"]'))).toHaveCount(0);
  await a11y.check('storage full');
  expect(await page.evaluate((key) => localStorage.getItem(key), TRANSFERS_STORAGE_KEY)).toBeNull();
});

test('two tabs show the same transfer and refresh their balances; only the tab holding the tracker lock toasts, and another takes over when it closes', async ({
  page,
  context,
  appUrl,
  walletModal,
  bridgeForm: form,
  history,
  balances,
  a11y,
}) => {
  test.setTimeout(180_000);
  // Opened first, this tab takes the tracker's lock.
  const first = await context.newPage();
  const firstToasts = await Toasts.record(first);
  const toasts = await Toasts.record(page);
  await first.goto(appUrl);
  await expectPageRenders(first);
  await walletModal.openConnected(3);

  const { row } = await sendMagic(form, history, '0.25');
  const hash = (await row.getAttribute('data-hash')) as string;
  const rowIn = (tab: Page) => new History(tab).row(hash);
  // The tracking tab is not the one the user sends from. (Playwright keeps every page visible, so hidden-tab
  // throttling is not reproduced here; the worker clock that avoids it is unit-tested, worker-clock.test.ts.)
  await expect(rowIn(first)).toBeVisible();
  await firstToasts.expectShown(DELIVERED, 60_000);
  await expect(rowIn(first)).toHaveAttribute('data-status', 'delivered');
  await expect(rowIn(page)).toHaveAttribute('data-status', 'delivered');
  await toasts.expectNeverShown(DELIVERED);
  // The sending tab does not track, yet its balances refresh on the delivery.
  const manifest = testManifest();
  const magicOnAbstract = await devnetClient('abstract').readContract({
    address: manifest.tokens.find((t) => t.symbol === 'MAGIC' && t.chainId === 2741)?.token as Address,
    abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
    functionName: 'balanceOf',
    args: [manifest.accounts[3]?.address as Address],
  });
  await expect(balances.asset(2741, 'MAGIC')).toContainText(`${formatTokenAmount(magicOnAbstract, 18)} MAGIC`);
  await page.screenshot({ path: `${SHOTS}/storage-two-tabs.png`, fullPage: true });
  await a11y.check('balances refreshed by another tab’s delivery');

  // The tracking tab closes: the other one takes the lock, and tracks and toasts from now on.
  await first.close();
  const next = await sendMagic(form, history, '0.25');
  await toasts.expectShown(DELIVERED, 60_000);
  await expect(next.row).toHaveAttribute('data-status', 'delivered');
});
