import { type Address, parseAbi } from 'viem';
import { DevnetChains } from '../../devnet/client';
import { formatTokenAmount } from '../../src/lib/format';
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import { LateNotice } from './pages/late-notice';
import { SHOTS } from './pages/screenshots';
import { devnetClient, testManifest } from './wallet-fixtures';

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
  walletModal,
  bridgeForm: form,
  history,
  balances,
  a11y,
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

  await walletModal.openConnected(1);
  await expect(form.balance).toContainText('MAGIC');
  await form.amount.fill('12.5');
  await expect(form.interchainGas).toContainText('ETH');
  await expect(form.sourceGas).toContainText('ETH');
  await page.screenshot({ path: `${SHOTS}/bridge-form.png`, fullPage: true });
  await a11y.check('filled form with a quote');
  await form.bridge();
  const row = history.rows.first();
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/bridge-delivered.png`, fullPage: true });
  await a11y.check('history with a delivered transfer');

  const amount = 12_500_000_000_000_000_000n;
  const after = {
    arbitrum: await read(arbitrum, tokenOn('MAGIC', 'arbitrum')),
    abstract: await read(abstract, tokenOn('MAGIC', 'abstract')),
  };
  expect(after.arbitrum).toBe(before.arbitrum - amount);
  expect(after.abstract).toBe(before.abstract + amount);
  // The balances panel refreshed itself on delivery.
  await expect(balances.asset(42161, 'MAGIC')).toContainText(`${formatTokenAmount(after.arbitrum, 18)} MAGIC`);
  await expect(balances.asset(2741, 'MAGIC')).toContainText(`${formatTokenAmount(after.abstract, 18)} MAGIC`);
  await expect(balances.asset(2741, 'MAGIC')).toContainText('$');
  await a11y.check('balances after a delivery');
});

test('amounts that cannot be sent are refused, each with its reason', async ({
  page,
  walletModal,
  bridgeForm: form,
  a11y,
}) => {
  await walletModal.openConnected(2);
  await form.balanceShown();
  const cases: [string, string][] = [
    ['', t('bridge.enterAmount')],
    ['0', t('amount.errors.zero')],
    ['-1', t('amount.errors.negative')],
    ['abc', t('amount.errors.not-a-number')],
    ['1.0000000000000000001', t('amount.errors.too-many-decimals', { decimals: 18 })],
    ['99999999', t('amount.errors.over-balance')],
  ];
  for (const [text, message] of cases) {
    await form.amount.fill(text);
    await expect(form.submit).toHaveText(message);
    await expect(form.submit).toBeDisabled();
  }
  // The last refusal stands for all: each is the same button's text.
  await a11y.check('wrong amount');
  await page.screenshot({ path: `${SHOTS}/bridge-amount-refused.png`, fullPage: true });
});

test('a rejected signature says so and keeps the form as it was', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  await walletModal.openConnected(2);
  await form.balanceShown();
  await form.amount.fill('3');
  await form.recipient.fill('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
  await page.evaluate(() => window.__testWallet.rejectNext('eth_sendTransaction'));
  await form.bridge();
  await expect(form.alert).toHaveText(t('errors.userRejected'));
  await expect(form.amount).toHaveValue('3');
  await expect(form.recipient).toHaveValue('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
  await expect(history.rows).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/bridge-rejected.png`, fullPage: true });
  await a11y.check('rejected signature');
});

test('SMOL goes from Arbitrum to Ethereum, and a reload mid-transfer keeps tracking it', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
}) => {
  test.setTimeout(120_000);
  await walletModal.openConnected(3);
  await form.balanceShown();
  await form.choose({ token: 'SMOL', to: 'Ethereum' });
  await form.amount.fill('7');
  await form.bridge();
  await expect(history.rows).toHaveCount(1);
  await page.reload();
  const row = history.rows.first();
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

test('with the relayer stopped a transfer shows pending, explains itself once late, and is delivered once it is back', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(180_000);
  const control = testManifest().services.controlUrl;
  const chains = { origin: 'Arbitrum One', destination: 'Base' };
  await walletModal.openConnected(1);
  await form.balanceShown();
  await form.choose({ token: 'MAGIC', from: chains.origin, to: chains.destination });
  const row = history.rows.first();
  await fetch(`${control}/relayer/stop`, { method: 'POST' });
  try {
    await form.amount.fill('2');
    await form.bridge();
    await expect(row).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
    // Still pending after the app has asked Base's Mailbox again, and heard "not delivered".
    await history.deliveryChecked();
    await expect(row).toHaveAttribute('data-status', 'pending');
    await page.screenshot({ path: `${SHOTS}/bridge-pending.png`, fullPage: true });

    // Past the devnet's estimated time (15 s, docs/transfers.md "Late transfers"): what the chains show,
    // in the row and in the progress opened from it.
    const findings = { dispatched: 'yes', gas: 'yes', delivered: 'no', router: 'yes' } as const;
    const notice = new LateNotice(row);
    await notice.shows(findings, chains);
    const messageId = await notice.messageId.textContent();
    expect(messageId).toMatch(/^0x[0-9a-f]{64}$/);
    await expect(notice.root.getByRole('link', { name: t('explorer.message') })).toHaveAttribute(
      'href',
      new RegExp(`/message/${messageId}$`),
    );
    await a11y.check('history with a late transfer');
    await row.screenshot({ path: `${SHOTS}/late-row-1280.png` });
    await page.setViewportSize({ width: 375, height: 900 });
    await row.scrollIntoViewIfNeeded();
    await row.screenshot({ path: `${SHOTS}/late-row-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('button', { name: t('stepper.open') }).click();
    await new LateNotice(form.review.step('delivered')).shows(findings, chains);
    await form.review.close.click();
    await expect(form.review.progress).toBeHidden();
  } finally {
    await fetch(`${control}/relayer/start`, { method: 'POST' });
  }
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  await expect(new LateNotice(row).root).toBeHidden();
});

test('MAGIC goes from Abstract to Base, synthetic to synthetic', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
}) => {
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

  await walletModal.openConnected(2);
  await form.balanceShown();
  // The funding transfer was not sent from this page: the history has it from the indexer.
  const funded = history.row(funding.receipt.transactionHash);
  await expect(funded).toContainText('Arbitrum One → Abstract');
  // Its amount is read from the origin transaction's SentTransferRemote event.
  await expect(funded).toContainText('5 MAGIC');
  await expect(funded).toHaveAttribute('data-status', 'delivered');
  await form.choose({ from: 'Abstract', to: 'Base' });
  await expect(form.balance).toContainText('5 MAGIC');
  await form.amount.fill('5');
  await form.root.getByRole('button', { name: t('bridge.switchAndSend', { chain: 'Abstract' }) }).click();
  // The review lists the switch to Abstract first.
  await expect(form.review.requests.first()).toHaveText(t('review.request.switch', { chain: 'Abstract' }));
  await form.review.confirmAndClose();
  const row = history.rows.first();
  await expect(row).toContainText('Abstract → Base');
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/bridge-abstract-base.png`, fullPage: true });
  expect(await onBase()).toBe(before + 5n * 10n ** 18n);
});

test('recipients that would lock the funds are refused; a contract or an unused address must be confirmed', async ({
  page,
  walletModal,
  bridgeForm: form,
  a11y,
}) => {
  await walletModal.openConnected(2);
  await form.balanceShown();
  await form.amount.fill('1');
  await expect(form.sourceGas).toContainText('ETH');
  const { recipient, submit } = form;

  const refusals: [string, string][] = [
    ['0x0000000000000000000000000000000000000000', t('recipient.refusals.zero')],
    ['0x000000000000000000000000000000000000dEaD', t('recipient.refusals.burn')],
    [
      testManifest().tokens.find((t) => t.symbol === 'MAGIC' && t.chainId === 2741)?.router ?? '',
      t('recipient.refusals.route-contract'),
    ],
  ];
  for (const [address, message] of refusals) {
    await recipient.fill(address);
    await expect(form.alert).toContainText(message);
    await expect(submit).toHaveText(t('bridge.recipientRefused'));
    await expect(submit).toBeDisabled();
  }
  // The last refusal stands for all: each is the same alert's text.
  await a11y.check('refused recipient');
  await page.screenshot({ path: `${SHOTS}/bridge-recipient-refused.png`, fullPage: true });

  const mailbox = testManifest().chains.find((c) => c.chainId === 2741)?.mailbox ?? '';
  await recipient.fill(mailbox);
  const confirmContract = form.confirmation(t('recipient.confirmations.contract', { chain: 'Abstract' }));
  await expect(confirmContract).toBeVisible();
  await expect(submit).toHaveText(t('bridge.confirmRecipientFirst'));
  await page.screenshot({ path: `${SHOTS}/bridge-recipient-contract.png`, fullPage: true });
  await a11y.check('unconfirmed recipient: a contract');
  await confirmContract.check();
  await expect(submit).toHaveText(t('bridge.send'));

  await recipient.fill('0x1111111111111111111111111111111111111111');
  const confirm = form.confirmation(t('recipient.confirmations.unused', { chain: 'Abstract' }));
  await expect(confirm).toBeVisible();
  await expect(submit).toHaveText(t('bridge.confirmRecipientFirst'));
  await expect(submit).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/bridge-recipient-unused.png`, fullPage: true });
  await a11y.check('unconfirmed recipient: an unused address');
  await confirm.check();
  await expect(submit).toHaveText(t('bridge.send'));
  await expect(submit).toBeEnabled();

  // The user's own address needs neither.
  await recipient.fill('');
  await expect(confirm).toBeHidden();
  await expect(submit).toHaveText(t('bridge.send'));
});

test('with the marketplace and the indexer down, the built-in routes still bridge and delivery is read on chain', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(120_000);
  const { marketplaceUrl, indexerUrl } = testManifest().services;
  await page.route(`${marketplaceUrl}/**`, (route) => route.abort());
  await page.route(`${new URL(indexerUrl).origin}/**`, (route) => route.abort());
  await walletModal.openConnected(3, { signIn: false });
  await expect(form.root).toContainText(t('bridge.serverUnavailable'));
  await a11y.check('marketplace down');
  await expect(form.balance).toContainText('MAGIC');
  await form.amount.fill('1.5');
  await form.bridge();
  const row = history.rows.first();
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  await expect(page.getByText(t('bridge.indexerUnavailable'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bridge-services-down.png`, fullPage: true });
  await a11y.check('marketplace and indexer down, history delivered');
});
