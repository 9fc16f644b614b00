/**
 * Faults between the wallet's hash and the delivery: a receipt wait that runs out, a replaced transaction,
 * a reload mid-approval, a reorganised origin block, and a sender that is a contract. Each keeps the
 * transfer (or the user's funds) and says where things stand. The README's fault table names these tests.
 */
import type { Locator, Page } from '@playwright/test';
import { type Address, type Hash, type Hex, keccak256, maxUint256, serializeTransaction } from 'viem';
import { DevnetChains } from '../../devnet/client';
import { expect, test } from './fixtures';
import type { BridgeForm } from './pages/bridge-form';
import { t } from './pages/copy';
import type { History } from './pages/history';
import { SHOTS } from './pages/screenshots';
import { testManifest } from './wallet-fixtures';

/** Account 3 runs every test here, one after the other, on the shared devnet. */
const ACCOUNT = 3;

test.describe.configure({ mode: 'serial' });

function devnet() {
  const chains = new DevnetChains(testManifest());
  const arbitrum = chains.client('arbitrum');
  const rpc = (method: string, params: unknown[] = []) =>
    arbitrum.request({ method: method as never, params: params as never });
  const magic = chains.token('MAGIC', 'arbitrum');
  const user = testManifest().accounts[ACCOUNT]?.address as Address;
  return { chains, arbitrum, rpc, magic, user };
}

/** Sets the user's MAGIC allowance for the Arbitrum router over RPC, mined at once. */
const allow = (amount: bigint) => devnet().chains.setRouterAllowance('MAGIC', 'arbitrum', ACCOUNT, amount);

/** The signed transaction the wallet sent, as raw bytes that can be broadcast again. */
async function rawTransaction(hash: Hash): Promise<Hex> {
  const tx = await devnet().arbitrum.getTransaction({ hash });
  const raw = serializeTransaction(
    {
      type: 'eip1559',
      chainId: tx.chainId ?? 42161,
      nonce: tx.nonce,
      gas: tx.gas,
      maxFeePerGas: tx.maxFeePerGas,
      maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
      to: tx.to,
      value: tx.value,
      data: tx.input,
      accessList: tx.accessList,
    },
    { r: tx.r, s: tx.s, yParity: tx.yParity ?? 0 },
  );
  expect(keccak256(raw)).toBe(hash);
  return raw;
}

/** Sends `amount` MAGIC from the form; `row` finds the new transfer's history row. */
async function sendMagic(form: BridgeForm, history: History, amount: string) {
  await expect(form.balance).toContainText('MAGIC');
  await form.amount.fill(amount);
  const before = await history.sentCount();
  await form.bridge();
  return { row: () => history.newRow(before) };
}

/** The newest saved transfer, read from local storage as the app wrote it. */
function savedTransfer(page: Page) {
  return page.evaluate(() => {
    const text = localStorage.getItem('treasure-bridge.transfers');
    const list = text ? (JSON.parse(text) as { transfers: Record<string, unknown>[] }).transfers : [];
    return list[0] as { originTxHash: Hash; status: string; nonce?: number; messageId?: Hash } | undefined;
  });
}

/** How many transfers local storage holds. */
function savedTransfers(page: Page) {
  return page.evaluate(() => {
    const text = localStorage.getItem('treasure-bridge.transfers');
    return text ? (JSON.parse(text) as { transfers: unknown[] }).transfers.length : 0;
  });
}

test('a receipt wait that runs out shows the transfer sent, never failed, and it is tracked to delivery', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(120_000);
  const { rpc } = devnet();
  await allow(maxUint256);
  await walletModal.openConnected(ACCOUNT, { signIn: false });
  await rpc('evm_setAutomine', [false]);
  try {
    const { row: newRow } = await sendMagic(form, history, '1');
    const row = await newRow();
    await expect(row).toHaveAttribute('data-status', 'sent');
    const hash = (await row.getAttribute('data-hash')) as Hash;
    const raw = await rawTransaction(hash);
    // The transaction leaves the mempool and 101 empty blocks pass: the wait gives up.
    await rpc('anvil_dropTransaction', [hash]);
    await rpc('anvil_mine', ['0x65']);
    await expect(page.getByText(t('bridge.sentUnconfirmed'))).toBeVisible({ timeout: 30_000 });
    await expect(row).toHaveAttribute('data-status', 'sent');
    await expect(form.amount).toHaveValue('');
    await expect(form.alert).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/fault-receipt-timeout.png`, fullPage: true });
    await a11y.check('history with a sent transfer whose receipt wait ran out');
    // It reaches the chain after all: the tracker finds it and follows it to delivery.
    await rpc('evm_setAutomine', [true]);
    await rpc('eth_sendRawTransaction', [raw]);
    await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  } finally {
    await rpc('evm_setAutomine', [true]);
  }
});

test('a transaction the wallet replaced (sped up) is followed to its replacement and delivered, the progress open', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
}) => {
  test.setTimeout(120_000);
  const { chains, arbitrum, rpc } = devnet();
  await walletModal.openConnected(ACCOUNT, { signIn: false });
  await rpc('evm_setAutomine', [false]);
  let replacement: Hash | undefined;
  try {
    // Sent with its progress left open, as a user watching it would.
    await expect(form.balance).toContainText('MAGIC');
    await form.amount.fill('1');
    const before = await history.sentCount();
    await form.submit.click();
    await expect(form.review.requests.first()).toBeVisible();
    await form.review.confirm.click();
    await expect(form.review.progress).toBeVisible();
    const sent = (await (await history.newRow(before)).getAttribute('data-hash')) as Hash;
    // The row follows the transaction that was mined: found by its place in the saved list, not its hash.
    const row = history.rows.first();
    await expect(row).toHaveAttribute('data-status', 'sent');
    // The app learns the pending transaction's nonce: how it finds a replacement.
    await expect.poll(async () => (await savedTransfer(page))?.nonce).toBeDefined();
    const tx = await arbitrum.getTransaction({ hash: sent });
    replacement = await chains.wallet('arbitrum', ACCOUNT).sendTransaction({
      to: tx.to,
      data: tx.input,
      value: tx.value,
      nonce: tx.nonce,
      gas: tx.gas,
      maxFeePerGas: (tx.maxFeePerGas ?? 0n) * 2n,
      maxPriorityFeePerGas: (tx.maxPriorityFeePerGas ?? 0n) * 2n + 1n,
    });
    await rpc('evm_mine');
    await expect(row).toHaveAttribute('data-hash', replacement, { timeout: 30_000 });
    await rpc('evm_setAutomine', [true]);
    await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
    // The progress still shows the transfer it was opened on, under its new hash: delivered.
    await expect(form.review.progress).toBeVisible();
    await expect(form.review.step('delivered')).toHaveAttribute('data-state', 'done');
    await expect(arbitrum.getTransactionReceipt({ hash: sent })).rejects.toThrow();
  } finally {
    await rpc('evm_setAutomine', [true]);
  }
});

test('a reload while the approval is pending loses nothing, and the next send needs no second approval', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
}) => {
  test.setTimeout(120_000);
  const { chains, rpc, magic, user } = devnet();
  await allow(0n);
  const before = await chains.erc20Balance('MAGIC', 'arbitrum', user);
  await walletModal.openConnected(ACCOUNT, { signIn: false });
  const savedBefore = await savedTransfers(page);
  await rpc('evm_setAutomine', [false]);
  try {
    await sendMagic(form, history, '1');
    await expect(form.root.getByRole('button', { name: t('bridge.steps.approving') })).toBeVisible();
    // The approval has left the wallet (it has a hash) but is not mined: now the page reloads.
    await expect.poll(() => page.evaluate(() => window.__testWallet.transactions[0]?.hash)).toBeDefined();
    await page.reload();
    // The wallet remembers the site, and the app reconnects to it on load.
    await expect(walletModal.signInButton).toBeVisible();
    await rpc('evm_setAutomine', [true]);
    await rpc('evm_mine');
  } finally {
    await rpc('evm_setAutomine', [true]);
  }
  // Nothing left the wallet, and no transfer exists for a send that never reached the transfer itself.
  expect(await chains.erc20Balance('MAGIC', 'arbitrum', user)).toBe(before);
  expect(await savedTransfers(page)).toBe(savedBefore);
  await sendMagic(form, history, '1');
  await expect(await history.newRow(0)).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  const sent = await page.evaluate(() => window.__testWallet.transactions);
  expect(sent.map((t) => t.to?.toLowerCase())).toEqual([magic.router.toLowerCase()]);
  expect(await chains.erc20Balance('MAGIC', 'arbitrum', user)).toBe(before - 10n ** 18n);
});

test('a reorganised origin block sends the transfer back to sent, and it is delivered once mined again', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(150_000);
  const { rpc } = devnet();
  const control = testManifest().services.controlUrl;
  await allow(maxUint256);
  await walletModal.openConnected(ACCOUNT, { signIn: false });
  await fetch(`${control}/relayer/stop`, { method: 'POST' });
  let row: Locator | undefined;
  try {
    row = await (await sendMagic(form, history, '1')).row();
    await expect(row).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
    const hash = (await row.getAttribute('data-hash')) as Hash;
    const raw = await rawTransaction(hash);
    // The block holding the transfer is replaced by an empty one.
    await rpc('anvil_reorg', [1, []]);
    await expect(row).toHaveAttribute('data-status', 'sent', { timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/fault-reorg.png`, fullPage: true });
    await a11y.check('history with a transfer sent back by a reorganisation');
    await rpc('eth_sendRawTransaction', [raw]);
    await expect(row).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
  } finally {
    await fetch(`${control}/relayer/start`, { method: 'POST' });
  }
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
});

test('a sender that is a contract on the origin chain must type or confirm the recipient', async ({
  page,
  walletModal,
  bridgeForm: form,
  a11y,
}) => {
  const { rpc, user } = devnet();
  await rpc('anvil_setCode', [user, '0x6080604052']);
  try {
    await walletModal.openConnected(ACCOUNT, { signIn: false });
    await expect(form.balance).toContainText('MAGIC');
    await form.amount.fill('1');
    const { submit } = form;
    const confirm = form.confirmation(
      t('recipient.confirmations.contract-sender', { origin: 'Arbitrum One', chain: 'Abstract' }),
    );
    await expect(confirm).toBeVisible();
    await expect(submit).toHaveText(t('bridge.confirmRecipientFirst'));
    await page.screenshot({ path: `${SHOTS}/fault-contract-sender.png`, fullPage: true });
    await a11y.check('unconfirmed recipient: a contract sender');
    // An address known on the destination needs nothing more.
    await form.recipient.fill(testManifest().accounts[0]?.address ?? '');
    await expect(confirm).toBeHidden();
    await expect(submit).toHaveText(t('bridge.send'));
    await form.recipient.fill('');
    await confirm.check();
    await expect(submit).toHaveText(t('bridge.send'));
  } finally {
    await rpc('anvil_setCode', [user, '0x']);
  }
});
