/**
 * zk deposits at the edges mainnet has (docs/transfers.md, "A deposit's L2 fee"): a wallet that pays more than
 * the app quoted, as a "fast" fee preset does (the Mailbox prices the L2 transaction at the deposit's own gas
 * price, so the review's mint covers three times L1's gas price, says where its unused part is refunded, and
 * the deposit is credited); a sender that is a contract (a Safe), whose refund must not go to its L2 alias; and
 * an Abstract node that names other bridge contracts than Ethereum (docs/routes.md, "The bridge contracts,
 * checked from L1").
 */
import { type Address, decodeFunctionData, type Hash, type Hex, type PublicClient, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { zkBridgehubAbi } from '../../src/bridge/zk/abis';
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
  const [receipt, { request }] = await Promise.all([
    ethereum.getTransactionReceipt({ hash }),
    sentDeposit(ethereum, hash),
  ]);
  // The wallet paid about twice the gas price of the review, where the Mailbox's base cost is higher than a
  // mint at the quoted price would have paid (that deposit reverts MsgValueTooLow: tests/integration/zk-fee.test.ts).
  expect(receipt.effectiveGasPrice).toBeGreaterThanOrEqual((quoted * 3n) / 2n);
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

/** Gives `address` code on the devnet chain of `client` (`0x`: none again); the devnet's anvil still takes its key's transactions. */
async function setCode(client: PublicClient, address: Address, code: Hex) {
  await (client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>)({
    method: 'anvil_setCode',
    params: [address, code],
  });
}

/** Makes the devnet's Abstract node name `contract` as its Bridgehub and L1 shared bridge (nothing: honest again). */
async function nodeNames(contract?: Address) {
  const response = await fetch(`${testManifest().services.controlUrl}/zk/node-bridge`, {
    method: 'POST',
    body: JSON.stringify(contract ? { names: contract } : {}),
  });
  if (!response.ok) throw new Error(`node-bridge: ${response.status} ${await response.text()}`);
}

/** The deposit a row stands for, as sent on Ethereum, and its Bridgehub request. */
async function sentDeposit(ethereum: PublicClient, hash: Hash) {
  const sent = await ethereum.getTransaction({ hash });
  const decoded = decodeFunctionData({ abi: zkBridgehubAbi, data: sent.input });
  if (decoded.functionName !== 'requestL2TransactionDirect') throw new Error('not a direct deposit');
  return { to: sent.to, request: decoded.args[0] };
}

test('a deposit from a contract (a Safe) refunds its unused L2 fee to the recipient it names, as the review says', async ({
  walletModal,
  bridgeForm: form,
  history,
}) => {
  test.setTimeout(120_000);
  const ethereum = devnetClient('ethereum');
  const abstract = devnetClient('abstract');
  const sender = testManifest().accounts[3]?.address as Address;
  // Code at the sender's address on Ethereum, as a Safe has: the Mailbox would refund a contract at its L2 alias.
  await setCode(ethereum, sender, '0x6080604052');
  try {
    await walletModal.openConnected(3);
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    await form.choose({ token: 'ETH', from: 'Ethereum', to: 'Abstract' });
    await form.amount.fill('0.1');
    await form.recipient.fill(recipient);
    await form.confirmation(t('recipient.confirmations.unused', { chain: 'Abstract' })).check();
    const sentBefore = await history.sentCount();
    await form.submit.click();
    const refund = form.review.dialog.getByTestId('review-refund');
    await expect(refund).toContainText(new RegExp(recipient, 'i'));
    await expect(refund).not.toContainText(t('review.refund.aliased', { origin: 'Ethereum', chain: 'Abstract' }));
    await form.review.confirmAndClose();

    const row = await history.newRow(sentBefore);
    await expect(row).toHaveAttribute('data-stage', 'delivered', { timeout: 60_000 });
    const { request } = await sentDeposit(ethereum, (await row.getAttribute('data-hash')) as Hash);
    expect(request.refundRecipient.toLowerCase()).toBe(recipient.toLowerCase());
    // The amount and the unused L2 fee, both at the recipient on Abstract; nothing at the sender's alias.
    expect(await abstract.getBalance({ address: recipient })).toBeGreaterThan(parseEther('0.1'));
  } finally {
    await setCode(ethereum, sender, '0x');
  }
});

test('an Abstract node naming other bridge contracts than Ethereum: the review says so, and the deposit goes by Ethereum’s', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
}) => {
  test.setTimeout(120_000);
  const ethereum = devnetClient('ethereum');
  const bridgehub = testManifest().zk?.bridgehub as Address;
  await nodeNames(privateKeyToAccount(generatePrivateKey()).address);
  try {
    await walletModal.openConnected(3);
    await form.choose({ token: 'ETH', from: 'Ethereum', to: 'Abstract' });
    await form.amount.fill('0.1');
    await expect(form.interchainGas).toContainText('ETH');
    const sentBefore = await history.sentCount();
    await form.submit.click();
    const note = form.review.dialog.getByTestId('review-node-note');
    await expect(note).toHaveText(t('review.nodeDisagrees', { chain: 'Abstract', root: 'Ethereum' }));
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/zk-deposit-node-note.png` });
    await form.review.confirmAndClose();
    const row = await history.newRow(sentBefore);
    await expect(row).toHaveAttribute('data-stage', 'delivered', { timeout: 60_000 });
    const { to } = await sentDeposit(ethereum, (await row.getAttribute('data-hash')) as Hash);
    expect(to?.toLowerCase()).toBe(bridgehub.toLowerCase());
  } finally {
    await nodeNames();
  }
});
