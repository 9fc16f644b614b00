/**
 * A zk deposit from a wallet that pays more than the app quoted, as a "fast" fee preset does (docs/transfers.md,
 * "A deposit's L2 fee"): the Mailbox prices the L2 transaction at the deposit's own gas price, so the review's
 * mint covers three times L1's gas price, says where its unused part is refunded, and the deposit is credited.
 */
import { type Address, decodeFunctionData, type Hash, parseEther } from 'viem';
import { zkBridgehubAbi } from '../../src/lib/zk-abis';
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import { SHOTS } from './pages/screenshots';
import { devnetClient, testManifest } from './wallet-fixtures';

test('a deposit whose wallet pays twice the gas price is credited on Abstract, its refund named in the review', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(120_000);
  const ethereum = devnetClient('ethereum');
  const abstract = devnetClient('abstract');
  const account = await walletModal.openConnected(3, { feeMultiplier: 2 });
  const sender = account.address as Address;
  const before = await abstract.getBalance({ address: sender });

  await form.choose({ token: 'ETH', from: 'Ethereum', to: 'Abstract' });
  await form.amount.fill('0.25');
  await expect(form.interchainGas).toContainText('ETH');
  const sentBefore = await history.sentCount();
  await form.submit.click();
  // The review names who gets the unused L2 fee back (an account sender: itself) and what the fee covers.
  const refund = form.review.dialog.getByTestId('review-refund');
  await expect(refund).toContainText(new RegExp(sender, 'i'));
  await expect(refund).toContainText(t('review.refund.note', { multiple: 3, origin: 'Ethereum', chain: 'Abstract' }));
  await a11y.check('zk deposit review with its refund row');
  await page.screenshot({ path: `${SHOTS}/zk-deposit-refund-review.png` });
  const quoted = await ethereum.getGasPrice();
  await form.review.confirmAndClose();

  const row = await history.newRow(sentBefore);
  await expect(row).toHaveAttribute('data-stage', 'delivered', { timeout: 60_000 });
  const hash = (await row.getAttribute('data-hash')) as Hash;
  const [receipt, sent] = await Promise.all([
    ethereum.getTransactionReceipt({ hash }),
    ethereum.getTransaction({ hash }),
  ]);
  // The wallet paid about twice the gas price of the review, where the Mailbox's base cost is higher than a
  // mint at the quoted price would have paid (that deposit reverts MsgValueTooLow: tests/integration/zk-fee.test.ts).
  expect(receipt.effectiveGasPrice).toBeGreaterThanOrEqual((quoted * 3n) / 2n);
  const decoded = decodeFunctionData({ abi: zkBridgehubAbi, data: sent.input });
  if (decoded.functionName !== 'requestL2TransactionDirect') throw new Error('not a direct deposit');
  const [request] = decoded.args;
  const baseCost = (gasPrice: bigint) =>
    ethereum.readContract({
      address: testManifest().zk?.bridgehub as Address,
      abi: zkBridgehubAbi,
      functionName: 'l2TransactionBaseCost',
      args: [2741n, gasPrice, request.l2GasLimit, 800n],
    });
  expect(await baseCost(receipt.effectiveGasPrice)).toBeGreaterThan(await baseCost(quoted));
  expect(request.refundRecipient.toLowerCase()).toBe(sender.toLowerCase());
  // Credited, and what the L2 transaction did not use of its fee refunded to the sender on Abstract.
  expect(await abstract.getBalance({ address: sender })).toBeGreaterThan(before + parseEther('0.25'));
});
