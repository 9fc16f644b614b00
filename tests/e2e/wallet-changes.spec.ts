import type { Page } from '@playwright/test';
import type { Hex } from 'viem';
import { DevnetChains } from '../../devnet/client';
import type { WalletChange } from '../support/test-wallet/wallet';
import { expect, test } from './fixtures';
import type { BridgeForm } from './pages/bridge-form';
import { t } from './pages/copy';
import { testManifest } from './wallet-fixtures';

/** What the test wallet was asked to send, in order, with the chain and account it was on. */
const asked = (page: Page) => page.evaluate(() => window.__testWallet.transactions);

/**
 * Reviews a MAGIC transfer from Arbitrum One (an approval, then the send) and confirms it, the wallet set to
 * make `change` right after it answers the approval: what a person does in the wallet during the approval's wait.
 */
async function confirmThenChange(page: Page, form: BridgeForm, account: number, change: WalletChange) {
  // Other specs leave allowances behind (faults.spec an unlimited one for account 3): this one needs none.
  await new DevnetChains(testManifest()).setRouterAllowance('MAGIC', 'arbitrum', account, 0n);
  await expect(form.balance).toContainText('MAGIC');
  await form.amount.fill('1');
  await expect(form.sourceGas).toContainText(t('bridge.withApproval'));
  await form.send.click();
  await expect(form.review.requests).toHaveCount(2);
  await page.evaluate((next) => window.__testWallet.afterNextSend(next), change);
  await form.review.confirm.click();
  return form.review.steps.and(page.locator('[data-state="failed"]'));
}

test('a wallet that moves to another chain after the approval is not asked for the send: the app says why', async ({
  page,
  walletModal,
  bridgeForm: form,
}) => {
  await walletModal.openConnected(2);
  const failed = await confirmThenChange(page, form, 2, { chainId: 1 });
  await expect(failed).toHaveAttribute('data-kind', 'send');
  await expect(failed).toContainText(t('errors.walletChainChanged'));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screenshots/wallet-chain-changed-${width}.png` });
  }
  // Only the approval was asked for, naming the chain it was reviewed for; no send, on any chain.
  const sent = await asked(page);
  expect(sent).toEqual([
    expect.objectContaining({ chainId: 42161, requestedChainId: 42161, hash: expect.any(String) }),
  ]);
  await form.review.close.click();
  await expect(form.alert).toHaveText(t('errors.walletChainChanged'));
});

test('a wallet that moves to another account after the approval sends from neither: the app says why', async ({
  page,
  walletModal,
  bridgeForm: form,
}) => {
  const account = await walletModal.openConnected(3);
  const other = testManifest().accounts[4];
  if (!other) throw new Error('no devnet account 4');
  const failed = await confirmThenChange(page, form, 3, { privateKey: other.privateKey as Hex });
  await expect(failed).toContainText(t('errors.walletAccountChanged'));
  // Only the approval was asked for, from the reviewed account; nothing from the other one.
  const sent = await asked(page);
  expect(sent.map((each) => [each.from.toLowerCase(), each.requestedChainId])).toEqual([
    [account.address.toLowerCase(), 42161],
  ]);
});
