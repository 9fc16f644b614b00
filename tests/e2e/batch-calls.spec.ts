import type { Locator, Page } from '@playwright/test';
import { type Address, decodeFunctionData, type Hex, isAddressEqual, numberToHex, parseAbi, parseEther } from 'viem';
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import type { Review } from './pages/review';
import { shots } from './pages/screenshots';
import { testManifest } from './wallet-fixtures';

const approveAbi = parseAbi(['function approve(address spender, uint256 amount)']);

function arbitrum() {
  const manifest = testManifest();
  const chainId = manifest.chains.find((c) => c.name === 'arbitrum')?.chainId;
  const token = manifest.tokens.find((each) => each.symbol === 'MAGIC' && each.chainId === chainId);
  if (!chainId || !token) throw new Error('no MAGIC on arbitrum');
  return { chainId, magic: token.token as Address };
}

/** The calls the review lists inside its one signature. */
const batchedCalls = (review: Review) => review.dialog.getByTestId('review-batch-calls').getByRole('listitem');
const kindsOf = (calls: Locator) => calls.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));

/** The one `wallet_sendCalls` the wallet got, with no transaction asked one by one: one prompt. */
async function theOneBatch(page: Page) {
  const wallet = await page.evaluate(() => ({
    requests: window.__testWallet.requests,
    transactions: window.__testWallet.transactions,
    batches: window.__testWallet.batches,
  }));
  expect(wallet.requests.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1);
  expect(wallet.transactions).toEqual([]);
  const [sent] = wallet.batches;
  if (!sent) throw new Error('no batch sent');
  return sent;
}

test('a wallet that batches atomically gets the approval and the send as one prompt, and the transfer is delivered', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { chainId, magic } = arbitrum();
  const account = await walletModal.openConnected(1, { atomicChainIds: [chainId] });
  const { review } = form;
  await expect(form.balance).toContainText('MAGIC');
  await form.amount.fill('1.5');
  await expect(form.sourceGas).toContainText(t('bridge.withApproval'));

  // The review says one signature and lists the two calls inside it.
  await form.send.click();
  const batch = review.dialog.locator('[data-kind="batch"]');
  await expect(batch).toContainText(t('review.batch.title'));
  await expect(batch).toContainText(t('review.batch.note'));
  const calls = batchedCalls(review);
  await expect(calls).toHaveCount(2);
  expect(await kindsOf(calls)).toEqual(['approve', 'send']);
  const router = (await calls.first().getAttribute('data-contract')) as Address;
  await shots(page, 'review-batch');
  await a11y.check('review of one atomic batch');

  await review.confirm.click();
  await expect(review.progress).toBeVisible();
  await expect(review.step('delivered')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });

  const sent = await theOneBatch(page);
  expect(sent.params).toMatchObject({
    version: '2.0.0',
    chainId: numberToHex(chainId),
    atomicRequired: true,
  });
  expect(isAddressEqual(sent.params.from as Address, account.address as Address)).toBe(true);
  const [approval, transfer] = sent.params.calls ?? [];
  expect(isAddressEqual(approval?.to as Address, magic)).toBe(true);
  const granted = decodeFunctionData({ abi: approveAbi, data: approval?.data as Hex });
  expect(isAddressEqual(granted.args[0], router)).toBe(true);
  expect(granted.args[1]).toBe(parseEther('1.5'));
  expect(isAddressEqual(transfer?.to as Address, router)).toBe(true);

  // The send's step links to the transaction that carried the send: the transfer is saved at its hash.
  const explorer = testManifest().services.explorerUrl;
  await expect(
    review.step('send').getByRole('link', { name: t('stepper.viewTransaction', { explorer: 'Devnet Explorer' }) }),
  ).toHaveAttribute('href', `${explorer}/arb/tx/${sent.hashes[1]}`);
  await review.close.click();
  await expect(history.row(sent.hashes[1] as string)).toHaveAttribute('data-status', 'delivered');
});

test('a wallet that batches atomically gets an NFT send’s approvals and its sends, one per token, as one prompt', async ({
  page,
  walletModal,
  gallery,
  history,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { chainId } = arbitrum();
  await walletModal.openConnected(1, { atomicChainIds: [chainId] });
  await gallery.select(chainId, [5, 6]);
  // Said before the review: one signature, not one transaction per NFT.
  await expect(gallery.sendBar).toContainText(t('nfts.oneSignature'));
  await expect(gallery.sendBar).not.toContainText(t('nfts.perToken', { count: 2 }));
  await gallery.sendButton(2, 'Abstract').click();
  const { review } = gallery;
  const calls = batchedCalls(review);
  await expect(calls).toHaveCount(4);
  expect(await kindsOf(calls)).toEqual(['approve-nft', 'approve-nft', 'send', 'send']);
  await shots(page, 'review-batch-nfts');
  await review.confirm.click();
  await expect(review.step('delivered')).toHaveAttribute('data-state', 'done', { timeout: 90_000 });

  const sent = await theOneBatch(page);
  expect(sent.params.calls).toHaveLength(4);
  // Each token is a transfer of its own, saved at the transaction that carried its send, and delivered.
  await review.close.click();
  for (const [id, hash] of [
    [5, sent.hashes[2]],
    [6, sent.hashes[3]],
  ] as const) {
    const row = history.rows.filter({ hasText: `Smol Brain #${id}` });
    await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
    await expect(row).toHaveAttribute('data-hash', hash as string);
  }
});
