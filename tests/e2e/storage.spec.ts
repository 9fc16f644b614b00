import type { Page } from '@playwright/test';
import { type Address, parseAbi } from 'viem';
import { TRANSFERS_STORAGE_KEY } from '../../src/features/transfers/saved-transfers';
import { formatTokenAmount } from '../../src/lib/format';
import { expect, test } from './fixtures';
import { devnetClient, newTransferRow, openConnected, sentCount, testManifest } from './wallet-fixtures';

const SHOTS = 'test-results/screenshots';
const STORAGE_NOTICE =
  'Your browser’s storage is full or blocked: these transfers are kept only while this tab is open.';

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

function history(page: Page) {
  return page.getByRole('region', { name: 'Your transfers' });
}

async function expectPageRenders(page: Page) {
  await expect(page.getByRole('form', { name: 'Bridge tokens' })).toBeVisible();
  await expect(history(page)).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
}

for (const [what, value] of CORRUPT) {
  test(`saved transfers with ${what} leave the page working`, async ({ page, appUrl }) => {
    await page.addInitScript(({ key, text }) => localStorage.setItem(key, text), {
      key: TRANSFERS_STORAGE_KEY,
      text: value,
    });
    await page.goto(appUrl);
    await expectPageRenders(page);
    await expect(history(page)).toContainText('Transfers you send appear here.');
  });
}

test('a version 1 list is migrated, its corrupt entries dropped and the rest shown with the recipient', async ({
  page,
  appUrl,
}) => {
  const stored = JSON.stringify([{ ...V1_ENTRY, amount: '1.5' }, V1_ENTRY, { originTxHash: '0xabc' }]);
  await page.addInitScript(({ key, text }) => localStorage.setItem(key, text), {
    key: TRANSFERS_STORAGE_KEY,
    text: stored,
  });
  await page.goto(appUrl);
  await expectPageRenders(page);
  const row = page.locator('.transfer');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('4 MAGIC');
  await expect(row).toContainText('To 0x90F7...b906');
  await expect(row).toHaveAttribute('data-status', 'delivered');
});

/** Sends `amount` MAGIC Arbitrum -> Abstract from the connected page's form; the newest row is returned. */
async function sendMagic(page: Page, amount: string) {
  const form = page.getByRole('form', { name: 'Bridge tokens' });
  await expect(form.getByTestId('balance')).toContainText('MAGIC');
  await form.getByLabel('Amount').fill(amount);
  await expect(form.getByTestId('interchain-gas')).toContainText('ETH');
  const before = await sentCount(page);
  await form.getByRole('button', { name: 'Bridge', exact: true }).click();
  return { form, row: await newTransferRow(page, before) };
}

const deliveredToast = (page: Page) => page.getByRole('status').filter({ hasText: 'MAGIC delivered' });

test('with storage full after the hash, the transfer shows pending, is tracked to delivery, and the history says it lives in this tab', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript((key) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
      if (name === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, name, value);
    };
  }, TRANSFERS_STORAGE_KEY);
  await openConnected(page, appUrl, 1);
  const { form, row } = await sendMagic(page, '0.5');
  await expect(row).toHaveAttribute('data-status', /^(sent|pending|delivered)$/);
  await expect(row).toContainText('0.5 MAGIC');
  await expect(history(page).getByRole('status').filter({ hasText: STORAGE_NOTICE })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/storage-full.png`, fullPage: true });
  await expect(deliveredToast(page)).toBeVisible({ timeout: 60_000 });
  await expect(row).toHaveAttribute('data-status', 'delivered');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.transfer[data-status="failed"]')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), TRANSFERS_STORAGE_KEY)).toBeNull();
});

test('two tabs show the same transfer and refresh their balances; only the tab holding the tracker lock toasts, and another takes over when it closes', async ({
  page,
  context,
  appUrl,
}) => {
  test.setTimeout(180_000);
  // Opened first, this tab takes the tracker's lock.
  const first = await context.newPage();
  await first.goto(appUrl);
  await expectPageRenders(first);
  await openConnected(page, appUrl, 3);

  const { row } = await sendMagic(page, '0.25');
  const hash = await row.getAttribute('data-hash');
  const rowIn = (tab: Page) => tab.locator(`.transfer[data-hash="${hash}"]`);
  await expect(rowIn(first)).toBeVisible();
  await expect(deliveredToast(first)).toBeVisible({ timeout: 60_000 });
  await expect(rowIn(first)).toHaveAttribute('data-status', 'delivered');
  await expect(rowIn(page)).toHaveAttribute('data-status', 'delivered');
  await expect(deliveredToast(page)).toHaveCount(0);
  // The sending tab does not track, yet its balances refresh on the delivery.
  const manifest = testManifest();
  const magicOnAbstract = await devnetClient('abstract').readContract({
    address: manifest.tokens.find((t) => t.symbol === 'MAGIC' && t.chainId === 2741)?.token as Address,
    abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
    functionName: 'balanceOf',
    args: [manifest.accounts[3]?.address as Address],
  });
  await expect(
    page.getByRole('region', { name: 'Balances' }).locator('tr[data-chain="2741"] li[data-symbol="MAGIC"]'),
  ).toContainText(`${formatTokenAmount(magicOnAbstract, 18)} MAGIC`);
  await page.screenshot({ path: `${SHOTS}/storage-two-tabs.png`, fullPage: true });

  // The tracking tab closes: the other one takes the lock, and tracks and toasts from now on.
  await first.close();
  const next = await sendMagic(page, '0.25');
  await expect(deliveredToast(page)).toBeVisible({ timeout: 60_000 });
  await expect(next.row).toHaveAttribute('data-status', 'delivered');
});
