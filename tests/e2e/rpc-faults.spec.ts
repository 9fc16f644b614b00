/**
 * Public RPCs fail every day (docs/rpc.md): the devnet gives each chain two RPCs, its node behind the
 * devnet's fault injector first and the node itself second, as mainnet's config lists several public ones.
 * One down at page load, one answering 429, one lagging behind during a transfer: the page reads on from the
 * other and says nothing is wrong. (An override answering another chain's id is builds.spec's: the devnet
 * takes no override.) The README's fault table names these tests.
 */
import { expect, test } from './fixtures';
import type { BridgeForm } from './pages/bridge-form';
import { t } from './pages/copy';
import { resetRpcCalls, rpcCalls, rpcFault } from './pages/rpc-faults';
import { SHOTS } from './pages/screenshots';

/** A devnet user holding MAGIC on Arbitrum. */
const ACCOUNT = 1;
const ARBITRUM = 42161;

test.describe.configure({ mode: 'serial' });

/** The form shows the MAGIC balance and a quote for `amount`, and no error. */
async function quoted(form: BridgeForm, amount: string) {
  await expect(form.balance).toContainText('MAGIC');
  await form.amount.fill(amount);
  await expect(form.interchainGas).toContainText('ETH');
  await expect(form.sourceGas).toContainText('ETH');
  await expect(form.alert).toHaveCount(0);
}

test('one of Arbitrum’s RPCs down at page load: balances and the quote come from the other, and no error shows', async ({
  page,
  walletModal,
  bridgeForm: form,
  balances,
}) => {
  await rpcFault(ARBITRUM, 'down');
  try {
    await walletModal.openConnected(ACCOUNT, { signIn: false });
    await expect(balances.asset(ARBITRUM, 'MAGIC')).toContainText(/\d/);
    await quoted(form, '1');
    await expect(page.getByText(t('balances.unavailable'))).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/rpc-fault-down.png`, fullPage: true });
  } finally {
    await rpcFault(ARBITRUM);
  }
});

test('an RPC answering 429: no error shows, and the page leaves it alone for as long as its Retry-After says', async ({
  walletModal,
  bridgeForm: form,
  balances,
  page,
}) => {
  await rpcFault(ARBITRUM, 'rate-limit', { retryAfter: 60 });
  try {
    await resetRpcCalls();
    await walletModal.openConnected(ACCOUNT, { signIn: false });
    await expect(balances.asset(ARBITRUM, 'MAGIC')).toContainText(/\d/);
    await quoted(form, '2');
    await expect(page.getByText(t('balances.unavailable'))).toHaveCount(0);
    // The first requests of the page reached it before its first 429 came back; none after.
    const asked = (await rpcCalls())[ARBITRUM]?.requests ?? 0;
    await form.amount.fill('3');
    await expect(form.interchainGas).toContainText('ETH');
    expect((await rpcCalls())[ARBITRUM]?.requests).toBe(asked);
    expect(asked).toBeLessThanOrEqual(3);
  } finally {
    await rpcFault(ARBITRUM);
  }
});

test('Arbitrum’s first RPC lagging 50 blocks behind during a transfer from there: it is still followed to delivery', async ({
  walletModal,
  bridgeForm: form,
  history,
}) => {
  test.setTimeout(120_000);
  await walletModal.openConnected(ACCOUNT, { signIn: false });
  await rpcFault(ARBITRUM, 'lag', { blocks: 50 });
  try {
    await quoted(form, '1');
    const before = await history.sentCount();
    await form.bridge();
    const row = await history.newRow(before);
    await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  } finally {
    await rpcFault(ARBITRUM);
  }
});
