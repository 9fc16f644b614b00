/**
 * The zk method in the browser (docs/transfers.md, "Claims"), which moves ETH only: a deposit that brings
 * gas to Abstract, a withdrawal held at its batch and then claimed on Ethereum, a withdrawal found from the
 * chain by a fresh browser (from the explorer's logs API, or from the RPC when the API is down), one claimed
 * from a pasted hash. Balances are checked over RPC.
 */
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  parseEther,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { chainConfig, publicActionsL1, publicActionsL2, walletActionsL2 } from 'viem/zksync';
import { expect, test } from './fixtures';
import { t, textBefore } from './pages/copy';
import { ExplorerLinks } from './pages/explorer';
import type { History } from './pages/history';
import { SHOTS } from './pages/screenshots';
import { testManifest } from './wallet-fixtures';

/** viem's name for ETH as a withdrawal's token: the L2 base token. */
const L2_ETH: Address = '0x000000000000000000000000000000000000800A';

/** Plain viem clients for the devnet's Ethereum and Abstract (through its zk layer), as any other client. */
function zkClients(accountIndex: number) {
  const manifest = testManifest();
  const zk = manifest.zk;
  const ethereum = manifest.chains.find((c) => c.chainId === zk?.l1ChainId);
  const key = manifest.accounts[accountIndex]?.privateKey as Hex | undefined;
  if (!zk || !ethereum || !key) throw new Error('The test devnet has no zk section, Ethereum or account');
  const native = { name: 'Ether', symbol: 'ETH', decimals: 18 };
  const l1Chain = defineChain({
    id: zk.l1ChainId,
    name: 'Ethereum',
    nativeCurrency: native,
    rpcUrls: { default: { http: [ethereum.rpcUrl] } },
  });
  const l2Chain = defineChain({
    ...chainConfig,
    id: zk.l2ChainId,
    name: 'Abstract',
    nativeCurrency: native,
    rpcUrls: { default: { http: [zk.l2RpcUrl] } },
  });
  const account = privateKeyToAccount(key);
  return {
    account: account.address,
    l1: createPublicClient({ chain: l1Chain, transport: http() }).extend(publicActionsL1()),
    l2: createPublicClient({ chain: l2Chain, transport: http() }).extend(publicActionsL2()),
    l2Wallet: createWalletClient({ account, chain: l2Chain, transport: http() }).extend(walletActionsL2()),
    control: (call: 'stop' | 'start') => fetch(`${manifest.services.controlUrl}/zk/${call}`, { method: 'POST' }),
    /** Plays a public RPC refusing the page's log queries over `blocks` blocks (0: every one; nothing: none). */
    logRange: async (blocks?: number) => {
      const response = await fetch(`${manifest.services.controlUrl}/zk/log-range`, {
        method: 'POST',
        body: JSON.stringify(blocks === undefined ? {} : { blocks }),
      });
      if (!response.ok) throw new Error(`log-range: ${response.status} ${await response.text()}`);
    },
    /** Plays an outage of the explorer's logs API, which the search asks before the RPC (`false`: up again). */
    explorerApi: async (down: boolean) => {
      const response = await fetch(`${manifest.services.controlUrl}/explorer/logs-api`, {
        method: 'POST',
        body: JSON.stringify(down ? { down } : {}),
      });
      if (!response.ok) throw new Error(`explorer/logs-api: ${response.status} ${await response.text()}`);
    },
  };
}

/** The row of a transfer, once the history shows it at `stage` (`data-stage`). */
async function rowAt(history: History, hash: string, stage: string, timeout = 60_000) {
  const row = history.row(hash);
  await expect(row).toHaveAttribute('data-stage', stage, { timeout });
  return row;
}

test('ETH deposited from Ethereum brings gas to Abstract, credited there', async ({
  page,
  context,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(120_000);
  const zk = zkClients(2);
  const l2Balance = () => zk.l2.getBalance({ address: zk.account });
  const before = await l2Balance();

  await walletModal.openConnected(2);
  await form.choose({ token: 'ETH', from: 'Ethereum', to: 'Abstract' });
  await expect(form.balance).toContainText('ETH');
  await form.amount.fill('0.5');
  await expect(form.interchainGas).toContainText('ETH');
  await expect(form.sourceGas).toContainText('ETH');
  await page.screenshot({ path: `${SHOTS}/zk-deposit-form.png`, fullPage: true });
  await a11y.check('filled zk deposit form with a quote');
  const sentBefore = await history.sentCount();
  await expect(form.submit).toBeEnabled();
  await form.bridge();
  const row = await history.newRow(sentBefore);
  await expect(row).toHaveAttribute('data-stage', 'delivered', { timeout: 60_000 });
  await a11y.check('history with a delivered zk deposit');
  // The amount, and any L2 gas the deposit did not use, refunded to the sender on Abstract.
  expect(await l2Balance()).toBeGreaterThanOrEqual(before + parseEther('0.5'));
  // Its explorer links: the deposit on Ethereum, its L2 transaction on Abstract, no Hyperlane message.
  const explorerUrl = testManifest().services.explorerUrl;
  const links = new ExplorerLinks(row);
  await links.expectOpens('origin', `${explorerUrl}/eth/tx/${await row.getAttribute('data-hash')}`);
  await expect(links.link('message')).toHaveCount(0);
  const credited = await links.follow(context, 'destination');
  await expect(credited.fact('Chain')).toHaveText('Abstract (2741)');
  await expect(credited.fact('Status')).toHaveText('Success');
  await credited.page.close();
  // The deposit's ladder, reopened from its row: sent on Ethereum, then credited on Abstract.
  await row.getByRole('button', { name: t('stepper.open') }).click();
  await expect(form.review.step('send')).toHaveAttribute('data-state', 'done');
  await expect(form.review.step('credited')).toHaveAttribute('data-state', 'done');
  await expect(form.review.step('credited')).toContainText(t('stepper.step.credited', { chain: 'Abstract' }));
  await form.review.close.click();
});

test('an ETH withdrawal waits for its batch, then is claimed on Ethereum and arrives only then', async ({
  page,
  context,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(180_000);
  const zk = zkClients(2);
  const l1Balance = () => zk.l1.getBalance({ address: zk.account });
  await zk.control('stop');
  try {
    await walletModal.openConnected(2);
    await form.choose({ token: 'ETH', from: 'Abstract', to: 'Ethereum' });
    await expect(form.balance).toContainText('ETH');
    await form.amount.fill('2');
    await expect(form.root.getByTestId('claim-note')).toBeVisible();
    await a11y.check('filled zk withdrawal form with its claim note');
    await expect(form.sourceGas).toContainText('ETH');
    const sentBefore = await history.sentCount();
    await expect(form.submit).toBeEnabled();
    await form.bridge();
    const row = await history.newRow(sentBefore);
    await expect(row).toHaveAttribute('data-stage', 'waiting-for-batch', { timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/zk-withdrawal-waiting.png`, fullPage: true });
    await a11y.check('history with a withdrawal waiting for its batch');
    const before = await l1Balance();
    await zk.control('start');
    await expect(row).toHaveAttribute('data-stage', 'ready-to-claim', { timeout: 60_000 });
    // Nothing arrives on Ethereum before the claim.
    expect(await l1Balance()).toBe(before);
    // The withdrawal's ladder: withdrawn on Abstract, ready to claim on Ethereum, the claim still to come.
    await row.getByRole('button', { name: t('stepper.open') }).click();
    await expect(form.review.step('send')).toHaveAttribute('data-state', 'done');
    await expect(form.review.step('ready-to-claim')).toHaveAttribute('data-state', 'done');
    await expect(form.review.step('claimed')).not.toHaveAttribute('data-state', 'done');
    await form.review.close.click();
    await a11y.check('history with a withdrawal ready to claim');
    await history.claim(row, 'Ethereum');
    await page.screenshot({ path: `${SHOTS}/zk-withdrawal-claim.png`, fullPage: true });
    await expect(row).toHaveAttribute('data-stage', 'claimed', { timeout: 60_000 });
    await a11y.check('history with a claimed withdrawal');
    // The claimer is the receiver: the amount arrived, less the claim's own L1 gas (well under 0.01 ETH).
    const after = await l1Balance();
    expect(after).toBeGreaterThan(before + parseEther('1.99'));
    expect(after).toBeLessThanOrEqual(before + parseEther('2'));
    // Its explorer links: the withdrawal on Abstract and the claim on Ethereum.
    const links = new ExplorerLinks(row);
    await links.expectOpens(
      'origin',
      `${testManifest().services.explorerUrl}/abstract/tx/${await row.getAttribute('data-hash')}`,
    );
    const claim = await links.follow(context, 'claim');
    await expect(claim.fact('Chain')).toHaveText('Ethereum (1)');
    await expect(claim.fact('Status')).toHaveText('Success');
    await claim.page.close();
  } finally {
    await zk.control('start');
  }
});

/** An ETH withdrawal sent by `from` straight through viem, not through the app: its L2 hash. */
async function withdrawOutsideTheApp(from: number, to: Address, amount: string): Promise<Hash> {
  const zk = zkClients(from);
  const hash = await zk.l2Wallet.withdraw({ token: L2_ETH, amount: parseEther(amount), to });
  await zk.l2.waitForTransactionReceipt({ hash });
  return hash;
}

test('a withdrawal sent from elsewhere is found from the chain by a fresh browser and claimed', async ({
  walletModal,
  history,
}) => {
  test.setTimeout(120_000);
  const zk = zkClients(3);
  const hash = await withdrawOutsideTheApp(3, zk.account, '0.25');
  await walletModal.openConnected(3);
  const row = await rowAt(history, hash, 'ready-to-claim');
  await history.claim(row, 'Ethereum');
  await expect(row).toHaveAttribute('data-stage', 'claimed', { timeout: 60_000 });
  expect(await zk.l1.isWithdrawalFinalized({ client: zk.l2, hash })).toBe(true);
});

test("with the explorer's logs API down, a withdrawal is found by a fresh browser through an RPC refusing log ranges over 20 blocks; a stopped search resumes", async ({
  page,
  walletModal,
  history,
  a11y,
}) => {
  test.setTimeout(120_000);
  const zk = zkClients(3);
  const hash = await withdrawOutsideTheApp(3, zk.account, '0.05');
  // The logs API answers 503, so the search falls back to the RPC's pages.
  await zk.explorerApi(true);
  // First every log query is refused: the search stops, says so, and offers to search again.
  await zk.logRange(0);
  try {
    await walletModal.openConnected(3);
    await expect(history.findStatus('incomplete')).toContainText(t('bridge.find.incomplete', { chain: 'Abstract' }));
    await expect(history.row(hash)).toHaveCount(0);
    await a11y.check('withdrawal search stopped');
    await page.screenshot({ path: `${SHOTS}/zk-find-stopped.png`, fullPage: true });
    // Then queries over 20 blocks only, as public RPCs refuse them: the search pages through and finds it.
    await zk.logRange(20);
    await history.searchAgain();
    const searched = textBefore('bridge.find.done', 'date', { chain: 'Abstract' });
    await expect(history.findStatus('done')).toContainText(searched, { timeout: 60_000 });
    await expect(history.findStatus('incomplete')).toHaveCount(0);
    await expect(history.row(hash)).toBeVisible();
  } finally {
    await zk.logRange();
    await zk.explorerApi(false);
  }
});

test("a withdrawal is found by a fresh browser from the explorer's logs API while the RPC refuses every log query", async ({
  walletModal,
  history,
}) => {
  test.setTimeout(120_000);
  const zk = zkClients(3);
  const hash = await withdrawOutsideTheApp(3, zk.account, '0.04');
  await zk.logRange(0);
  try {
    await walletModal.openConnected(3);
    const searched = textBefore('bridge.find.done', 'date', { chain: 'Abstract' });
    await expect(history.findStatus('done')).toContainText(searched, { timeout: 60_000 });
    await expect(history.findStatus('incomplete')).toHaveCount(0);
    await expect(history.row(hash)).toBeVisible();
  } finally {
    await zk.logRange();
  }
});

test('a withdrawal is claimed from its pasted transaction hash', async ({ page, walletModal, history, a11y }) => {
  test.setTimeout(120_000);
  const receiver = zkClients(1).account;
  // Sent by another account to this one: the connected address did not send it, so only the hash finds it.
  const hash = await withdrawOutsideTheApp(3, receiver, '0.1');
  await walletModal.openConnected(1);
  await history.findByHash('0x1234');
  await expect(history.claimByHash.getByRole('alert')).toBeVisible();
  await a11y.check('claim by hash: a malformed hash');
  await history.findByHash(hash);
  const row = await rowAt(history, hash, 'ready-to-claim');
  await page.screenshot({ path: `${SHOTS}/zk-claim-by-hash.png`, fullPage: true });
  await history.claim(row, 'Ethereum');
  await expect(row).toHaveAttribute('data-stage', 'claimed', { timeout: 60_000 });
});
