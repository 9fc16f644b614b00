import { type Address, parseAbi } from 'viem';
import { DevnetChains } from '../../devnet/client';
import { formatTokenAmount } from '../../src/lib/format';
import { expect, test } from './fixtures';
import { devnetClient, openConnected, testManifest } from './wallet-fixtures';

const SHOTS = 'test-results/screenshots';
const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)']);

function tokenOn(symbol: string, chain: string) {
  const manifest = testManifest();
  const chainId = manifest.chains.find((c) => c.name === chain)?.chainId;
  const token = manifest.tokens.find((t) => t.symbol === symbol && t.chainId === chainId);
  if (!token) throw new Error(`no ${symbol} on ${chain}`);
  return token.token as Address;
}

test('bridging 12.5 MAGIC from Arbitrum to Abstract is tracked to delivery, and the balances move', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(120_000);
  const user = testManifest().accounts[1]?.address as Address;
  const arbitrum = devnetClient('arbitrum');
  const abstract = devnetClient('abstract');
  const read = (client: typeof arbitrum, token: Address) =>
    client.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [user] });
  const before = {
    arbitrum: await read(arbitrum, tokenOn('MAGIC', 'arbitrum')),
    abstract: await read(abstract, tokenOn('MAGIC', 'abstract')),
  };

  await openConnected(page, appUrl, 1);
  const form = page.getByRole('form', { name: 'Bridge tokens' });
  await expect(form.getByTestId('balance')).toContainText('MAGIC');
  await form.getByLabel('Amount').fill('12.5');
  await expect(form.getByTestId('interchain-gas')).toContainText('ETH');
  await expect(form.getByTestId('source-gas')).toContainText('ETH');
  await page.screenshot({ path: `${SHOTS}/bridge-form.png`, fullPage: true });
  await form.getByRole('button', { name: 'Bridge', exact: true }).click();
  const row = page.locator('.transfer').first();
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/bridge-delivered.png`, fullPage: true });

  const amount = 12_500_000_000_000_000_000n;
  const after = {
    arbitrum: await read(arbitrum, tokenOn('MAGIC', 'arbitrum')),
    abstract: await read(abstract, tokenOn('MAGIC', 'abstract')),
  };
  expect(after.arbitrum).toBe(before.arbitrum - amount);
  expect(after.abstract).toBe(before.abstract + amount);
  // The balances panel refreshed itself on delivery.
  const balances = page.getByRole('region', { name: 'Balances' });
  const magicOn = (chainId: number) => balances.locator(`tr[data-chain="${chainId}"] li[data-symbol="MAGIC"]`);
  await expect(magicOn(42161)).toContainText(`${formatTokenAmount(after.arbitrum, 18)} MAGIC`);
  await expect(magicOn(2741)).toContainText(`${formatTokenAmount(after.abstract, 18)} MAGIC`);
  await expect(magicOn(2741)).toContainText('$');
});

async function openBridge(page: import('@playwright/test').Page, appUrl: string, accountIndex: number) {
  await openConnected(page, appUrl, accountIndex);
  const form = page.getByRole('form', { name: 'Bridge tokens' });
  await expect(form.getByTestId('balance')).toContainText(/\d/);
  return form;
}

test('amounts that cannot be sent are refused, each with its reason', async ({ page, appUrl }) => {
  const form = await openBridge(page, appUrl, 2);
  const amount = form.getByLabel('Amount');
  const submit = form.getByRole('button', { name: /./ }).last();
  const cases: [string, string][] = [
    ['', 'Enter an amount'],
    ['0', 'Enter an amount greater than zero.'],
    ['-1', 'The amount cannot be negative.'],
    ['abc', 'Enter the amount as a number, like 12.5.'],
    ['1.0000000000000000001', 'This token has at most 18 decimals.'],
    ['99999999', 'That is more than your balance.'],
  ];
  for (const [text, message] of cases) {
    await amount.fill(text);
    await expect(submit).toHaveText(message);
    await expect(submit).toBeDisabled();
  }
  await page.screenshot({ path: `${SHOTS}/bridge-amount-refused.png`, fullPage: true });
});

test('a rejected signature says so and keeps the form as it was', async ({ page, appUrl }) => {
  const form = await openBridge(page, appUrl, 2);
  await form.getByLabel('Amount').fill('3');
  await form.getByLabel('Recipient').fill('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
  await page.evaluate(() => window.__testWallet.rejectNext('eth_sendTransaction'));
  await form.getByRole('button', { name: 'Bridge', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('User rejected request');
  await expect(form.getByLabel('Amount')).toHaveValue('3');
  await expect(form.getByLabel('Recipient')).toHaveValue('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
  await expect(page.locator('.transfer')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/bridge-rejected.png`, fullPage: true });
});

test('SMOL goes from Arbitrum to Ethereum, and a reload mid-transfer keeps tracking it', async ({ page, appUrl }) => {
  test.setTimeout(120_000);
  const form = await openBridge(page, appUrl, 3);
  await form.getByLabel('Token', { exact: true }).selectOption('SMOL');
  await form.getByLabel('To', { exact: true }).selectOption({ label: 'Ethereum' });
  await form.getByLabel('Amount').fill('7');
  await form.getByRole('button', { name: 'Bridge', exact: true }).click();
  await expect(page.locator('.transfer')).toHaveCount(1);
  await page.reload();
  const row = page.locator('.transfer').first();
  await expect(row).toContainText('7 SMOL');
  await expect(row).toContainText('Arbitrum One → Ethereum');
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  const smolOnEthereum = await devnetClient('ethereum').readContract({
    address: tokenOn('SMOL', 'ethereum'),
    abi: erc20,
    functionName: 'balanceOf',
    args: [testManifest().accounts[3]?.address as Address],
  });
  expect(smolOnEthereum).toBeGreaterThanOrEqual(7n * 10n ** 18n);
});

test('with the relayer stopped a transfer shows pending, and is delivered once it is back', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(150_000);
  const control = testManifest().services.controlUrl;
  const form = await openBridge(page, appUrl, 1);
  await form.getByLabel('Token', { exact: true }).selectOption('MAGIC');
  await form.getByLabel('From', { exact: true }).selectOption({ label: 'Arbitrum One' });
  await form.getByLabel('To', { exact: true }).selectOption({ label: 'Base' });
  await fetch(`${control}/relayer/stop`, { method: 'POST' });
  try {
    await form.getByLabel('Amount').fill('2');
    await form.getByRole('button', { name: 'Bridge', exact: true }).click();
    const row = page.locator('.transfer').first();
    await expect(row).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
    await page.waitForTimeout(2000);
    await expect(row).toHaveAttribute('data-status', 'pending');
    await page.screenshot({ path: `${SHOTS}/bridge-pending.png`, fullPage: true });
  } finally {
    await fetch(`${control}/relayer/start`, { method: 'POST' });
  }
  await expect(page.locator('.transfer').first()).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
});

test('MAGIC goes from Abstract to Base, synthetic to synthetic', async ({ page, appUrl }) => {
  test.setTimeout(120_000);
  const manifest = testManifest();
  const chains = new DevnetChains(manifest);
  // Account 2 first needs MAGIC on Abstract: sent there over RPC.
  const funding = await chains.transferRemote({
    symbol: 'MAGIC',
    from: 'arbitrum',
    to: 'abstract',
    accountIndex: 2,
    amountOrId: 5n * 10n ** 18n,
  });
  await chains.waitForDelivery('abstract', funding.messageId);
  const user = manifest.accounts[2]?.address as Address;
  const onBase = () =>
    devnetClient('base').readContract({
      address: tokenOn('MAGIC', 'base'),
      abi: erc20,
      functionName: 'balanceOf',
      args: [user],
    });
  const before = await onBase();

  const form = await openBridge(page, appUrl, 2);
  // The funding transfer was not sent from this page: the history has it from the indexer.
  const funded = page.locator(`.transfer[data-hash="${funding.receipt.transactionHash}"]`);
  await expect(funded).toContainText('Arbitrum One → Abstract');
  // Its amount is read from the origin transaction's SentTransferRemote event.
  await expect(funded).toContainText('5 MAGIC');
  await expect(funded).toHaveAttribute('data-status', 'delivered');
  await form.getByLabel('From', { exact: true }).selectOption({ label: 'Abstract' });
  await form.getByLabel('To', { exact: true }).selectOption({ label: 'Base' });
  await expect(form.getByTestId('balance')).toContainText('5 MAGIC');
  await form.getByLabel('Amount').fill('5');
  await form.getByRole('button', { name: 'Switch to Abstract and bridge' }).click();
  const row = page.locator('.transfer').first();
  await expect(row).toContainText('Abstract → Base');
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/bridge-abstract-base.png`, fullPage: true });
  expect(await onBase()).toBe(before + 5n * 10n ** 18n);
});

test('recipients that would lock the funds are refused; a contract or an unused address must be confirmed', async ({
  page,
  appUrl,
}) => {
  const form = await openBridge(page, appUrl, 2);
  await form.getByLabel('Amount').fill('1');
  await expect(form.getByTestId('source-gas')).toContainText('ETH');
  const recipient = form.getByLabel('Recipient');
  const submit = form.getByRole('button', { name: /./ }).last();

  const refusals: [string, string][] = [
    ['0x0000000000000000000000000000000000000000', 'The zero address cannot receive anything'],
    ['0x000000000000000000000000000000000000dEaD', 'This is a burn address'],
    [
      testManifest().tokens.find((t) => t.symbol === 'MAGIC' && t.chainId === 2741)?.router ?? '',
      "This is one of the bridge's own contracts",
    ],
  ];
  for (const [address, message] of refusals) {
    await recipient.fill(address);
    await expect(form.getByRole('alert')).toContainText(message);
    await expect(submit).toHaveText('This address cannot receive this transfer');
    await expect(submit).toBeDisabled();
  }
  await page.screenshot({ path: `${SHOTS}/bridge-recipient-refused.png`, fullPage: true });

  const mailbox = testManifest().chains.find((c) => c.chainId === 2741)?.mailbox ?? '';
  await recipient.fill(mailbox);
  const confirmContract = form.getByRole('checkbox', { name: /is a contract on Abstract/ });
  await expect(confirmContract).toBeVisible();
  await expect(submit).toHaveText('Confirm the recipient');
  await page.screenshot({ path: `${SHOTS}/bridge-recipient-contract.png`, fullPage: true });
  await confirmContract.check();
  await expect(submit).toHaveText('Bridge');

  await recipient.fill('0x1111111111111111111111111111111111111111');
  const confirm = form.getByRole('checkbox', { name: /never been used on Abstract/ });
  await expect(confirm).toBeVisible();
  await expect(submit).toHaveText('Confirm the recipient');
  await expect(submit).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/bridge-recipient-unused.png`, fullPage: true });
  await confirm.check();
  await expect(submit).toHaveText('Bridge');
  await expect(submit).toBeEnabled();

  // The user's own address needs neither.
  await recipient.fill('');
  await expect(confirm).toBeHidden();
  await expect(submit).toHaveText('Bridge');
});

test('with the marketplace and the indexer down, the built-in routes still bridge and delivery is read on chain', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(120_000);
  const { marketplaceUrl, indexerUrl } = testManifest().services;
  await page.route(`${marketplaceUrl}/**`, (route) => route.abort());
  await page.route(`${new URL(indexerUrl).origin}/**`, (route) => route.abort());
  await openConnected(page, appUrl, 3, { signIn: false });
  const form = page.getByRole('form', { name: 'Bridge tokens' });
  await expect(form).toContainText('The marketplace cannot be reached: showing the built-in routes only.');
  await expect(form.getByTestId('balance')).toContainText('MAGIC');
  await form.getByLabel('Amount').fill('1.5');
  await form.getByRole('button', { name: 'Bridge', exact: true }).click();
  const row = page.locator('.transfer').first();
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  await expect(page.getByText('The transfer indexer cannot be reached')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bridge-services-down.png`, fullPage: true });
});
