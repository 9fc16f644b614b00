import type { Page } from '@playwright/test';
import { type Address, decodeFunctionData, type Hex, isAddressEqual, parseAbi, parseEther } from 'viem';
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import type { Review } from './pages/review';
import { shots } from './pages/screenshots';
import { testManifest } from './wallet-fixtures';

const approveAbi = parseAbi(['function approve(address spender, uint256 amount)']);
const nftApproveAbi = parseAbi(['function approve(address to, uint256 tokenId)']);

/** What the test wallet was asked to send, in order. */
const sentTransactions = (page: Page) => page.evaluate(() => window.__testWallet.transactions);

/** Each listed request's kind and contract, as the review shows them. */
async function listed(review: Review) {
  await expect(review.requests.first()).toBeVisible();
  return review.requests.evaluateAll((items) =>
    items.map((item) => ({ kind: item.getAttribute('data-kind'), contract: item.getAttribute('data-contract') })),
  );
}

function magicOnArbitrum(): Address {
  const manifest = testManifest();
  const arbitrum = manifest.chains.find((c) => c.name === 'arbitrum')?.chainId;
  const token = manifest.tokens.find((each) => each.symbol === 'MAGIC' && each.chainId === arbitrum);
  if (!token) throw new Error('no MAGIC on arbitrum');
  return token.token as Address;
}

test('the review lists exactly the requests the wallet then gets; cancel sends nothing; the stepper links each step to delivery', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await walletModal.openConnected(1);
  const { review } = form;
  await expect(form.balance).toContainText('MAGIC');
  await form.amount.fill('2.5');
  await expect(form.sourceGas).toContainText(t('bridge.withApproval'));

  // Cancel, and Escape, ask nothing of the wallet and leave the form as it was.
  await form.send.click();
  await expect(review.dialog).toBeVisible();
  await review.cancel.click();
  await expect(review.dialog).toBeHidden();
  await form.send.click();
  await expect(review.requests.first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(review.dialog).toBeHidden();
  expect(await sentTransactions(page)).toEqual([]);
  await expect(form.amount).toHaveValue('2.5');

  await form.send.click();
  await expect(review.dialog).toContainText(t('review.onChain', { what: '2.5 MAGIC', chain: 'Arbitrum One' }));
  await expect(review.dialog).toContainText(t('review.onChain', { what: '2.5 MAGIC', chain: 'Abstract' }));
  await expect(review.dialog).toContainText(t('review.methodName.hyperlane'));
  const requests = await listed(review);
  expect(requests.map((r) => r.kind)).toEqual(['approve', 'send']);
  await expect(review.requests.first()).toContainText(
    t('review.request.approve', {
      amount: '2.5',
      symbol: 'MAGIC',
      contract: t('review.contract.warp-route', { symbol: 'MAGIC', chain: 'Arbitrum One' }),
    }),
  );
  await expect(review.requests.first()).toContainText(t('review.trust.built-in'));
  await shots(page, 'review-token');
  await a11y.check('token review');

  await review.confirm.click();
  await expect(review.progress).toBeVisible();
  await expect(review.step('delivered')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(review.current).toHaveCount(0);

  // Exactly what was listed, in order: the approval of exactly 2.5 MAGIC to the listed router, then the send.
  const sent = await sentTransactions(page);
  expect(sent).toHaveLength(requests.length);
  const [approval, transfer] = sent;
  const router = requests[0]?.contract as Address;
  expect(isAddressEqual(approval?.to as Address, magicOnArbitrum())).toBe(true);
  const granted = decodeFunctionData({ abi: approveAbi, data: approval?.data as Hex });
  expect(isAddressEqual(granted.args[0], router)).toBe(true);
  expect(granted.args[1]).toBe(parseEther('2.5'));
  expect(isAddressEqual(transfer?.to as Address, requests[1]?.contract as Address)).toBe(true);

  // Each step links to its own transaction on the devnet explorer.
  const explorer = testManifest().services.explorerUrl;
  for (const [index, kind] of ['approve', 'send'].entries()) {
    const link = review
      .step(kind)
      .getByRole('link', { name: t('stepper.viewTransaction', { explorer: 'Devnet Explorer' }) });
    await expect(link).toHaveAttribute('href', `${explorer}/arb/tx/${sent[index]?.hash}`);
  }
  // The delivered step links to the delivery on Abstract: named by the destination Mailbox's event, or, when
  // the poll saw the delivery first, by the indexer, which is read every 10 s.
  await expect(
    review.step('delivered').getByRole('link', { name: t('stepper.viewTransaction', { explorer: 'Devnet Explorer' }) }),
  ).toHaveAttribute('href', new RegExp(`^${explorer}/abstract/tx/0x[0-9a-f]{64}$`, 'i'), { timeout: 30_000 });
  // Delivered to the connected account: the last step offers the token to the wallet, on Abstract.
  const addMagic = review.step('delivered').getByRole('button', { name: t('addToWallet.button', { symbol: 'MAGIC' }) });
  await expect(addMagic).toBeVisible();
  await shots(page, 'stepper-delivered');
  await a11y.check('stepper delivered');
  await addMagic.click();
  await expect
    .poll(() => page.evaluate(() => window.__testWallet.watchedAssets.map((asked) => [asked.chainId, asked.params])))
    .toEqual([
      [2741, expect.objectContaining({ type: 'ERC20', options: expect.objectContaining({ symbol: 'MAGIC' }) })],
    ]);

  // Closed, the history row reopens it, with the approval this tab sent.
  await review.close.click();
  await expect(review.progress).toBeHidden();
  const row = history.row(sent[1]?.hash as string);
  await row.getByRole('button', { name: t('stepper.open') }).click();
  await expect(review.progress).toBeVisible();
  await expect(review.step('approve')).toHaveAttribute('data-state', 'done');
  await expect(review.step('delivered')).toHaveAttribute('data-state', 'done');
  await review.close.click();

  // After a reload, what the saved transfer knows: the origin transaction and the delivery.
  await page.reload();
  await history
    .row(sent[1]?.hash as string)
    .getByRole('button', { name: t('stepper.open') })
    .click();
  await expect(review.steps).toHaveCount(2);
  await expect(review.step('send').getByRole('link')).toHaveAttribute('href', `${explorer}/arb/tx/${sent[1]?.hash}`);
  await expect(review.step('delivered')).toHaveAttribute('data-state', 'done');
  await a11y.check('stepper reopened after a reload');
});

test('a request refused in the wallet shows the failed step, its reason and what to do', async ({
  page,
  walletModal,
  bridgeForm: form,
  a11y,
}) => {
  await walletModal.openConnected(2);
  const { review } = form;
  await expect(form.balance).toContainText('MAGIC');
  await form.amount.fill('1');
  await expect(form.sourceGas).toContainText('ETH');
  await form.send.click();
  await expect(review.requests.first()).toBeVisible();
  await page.evaluate(() => window.__testWallet.rejectNext('eth_sendTransaction'));
  await review.confirm.click();
  const failed = review.steps.and(page.locator('[data-state="failed"]'));
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText(t('errors.userRejected'));
  await expect(failed).toContainText(t('stepper.advice.retry'));
  await expect(review.current).toHaveCount(0);
  await shots(page, 'stepper-failed');
  await a11y.check('stepper with a refused request');
  await review.close.click();
  await expect(form.alert).toHaveText(t('errors.userRejected'));
  await expect(form.amount).toHaveValue('1');
});

test('an NFT review lists one approval per token and one send each, as the wallet then gets them', async ({
  page,
  walletModal,
  gallery,
  history,
  a11y,
}) => {
  test.setTimeout(150_000);
  await walletModal.openConnected(1);
  await gallery.select(42161, [8, 9]);
  await gallery.sendButton(2, 'Abstract').click();
  const { review } = gallery;
  await expect(review.dialog).toContainText('Smol Brain #8, Smol Brain #9');
  const requests = await listed(review);
  expect(requests.map((r) => r.kind)).toEqual(['approve-nft', 'approve-nft', 'send', 'send']);
  // Each request names its token by the id it sends, beside the marketplace's name.
  const item = (id: number) => t('review.nftItem', { name: `Smol Brain #${id}`, id });
  for (const [index, id] of [8, 9, 8, 9].entries()) await expect(review.requests.nth(index)).toContainText(item(id));
  await shots(page, 'review-nfts');
  await a11y.check('NFT review');
  await review.confirm.click();
  await expect(review.step('delivered')).toHaveAttribute('data-state', 'done', { timeout: 90_000 });

  const sent = await sentTransactions(page);
  expect(sent).toHaveLength(4);
  const router = requests[0]?.contract as Address;
  for (const [index, id] of [8n, 9n].entries()) {
    const approval = decodeFunctionData({ abi: nftApproveAbi, data: sent[index]?.data as Hex });
    expect(isAddressEqual(approval.args[0], router)).toBe(true);
    expect(approval.args[1]).toBe(id);
  }
  for (const each of sent.slice(2)) expect(isAddressEqual(each.to as Address, router)).toBe(true);
  await review.close.click();
  await expect(history.rows.filter({ hasText: 'Smol Brain #9' })).toHaveAttribute('data-status', 'delivered');
});
