import { type Address, getAddress } from 'viem';
import { expect, test } from './fixtures';
import { AddToWallet } from './pages/add-to-wallet';
import { t } from './pages/copy';
import { testManifest } from './wallet-fixtures';

const ARBITRUM = 42161;
const ABSTRACT = 2741;
const BASE = 8453;

// Each test connects, signs in and asks the devnet: on a loaded machine that takes more than a minute.
test.describe.configure({ timeout: 180_000 });

/** The devnet's `symbol` token on `chainId`, checksummed as the app's config has it. */
function tokenOn(symbol: string, chainId: number): Address {
  const token = testManifest().tokens.find((t) => t.symbol === symbol && t.chainId === chainId);
  if (!token) throw new Error(`no ${symbol} on ${chainId}`);
  return getAddress(token.token);
}

const magicOn = (chainId: number) => ({ address: tokenOn('MAGIC', chainId), symbol: 'MAGIC', decimals: 18 });

test('after a delivery to Abstract, "Add MAGIC to your wallet" asks the wallet, moved to Abstract, to watch Abstract\'s MAGIC', async ({
  page,
  appUrl,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  const watch = new AddToWallet(page, walletModal, appUrl);
  await watch.openConnected(1, 'accept');
  await form.balanceShown();
  await form.amount.fill('2');
  const sentBefore = await history.sentCount();
  await form.bridge();
  const row = await history.newRow(sentBefore);
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  const add = watch.button(row, 'MAGIC');
  await expect(add).toBeVisible();
  await a11y.check('delivered transfer offering to add MAGIC to the wallet');
  await watch.screenshots(row, 'add-to-wallet-history');
  // The send left the wallet on Arbitrum, the transfer's origin.
  expect(await watch.walletChain()).toBe(ARBITRUM);

  await add.click();
  const added = watch.toast(t('addToWallet.added', { symbol: 'MAGIC' }));
  await expect(added).toBeVisible();
  expect(await watch.requests()).toEqual([watch.expected(ABSTRACT, magicOn(ABSTRACT))]);
  expect(await watch.walletChain()).toBe(ABSTRACT);
  // The toast lasts 2 s: it is brought up again for each screenshot.
  await watch.screenshots(added, 'add-to-wallet-added', () => add.click());
  await a11y.check('MAGIC added to the wallet');
  // Asked again on Abstract, where the wallet now is.
  expect(await watch.requests()).toEqual(Array(3).fill(watch.expected(ABSTRACT, magicOn(ABSTRACT))));
});

test('from the balances panel, each ERC20 is added on its own chain, and the native currency is not offered', async ({
  page,
  appUrl,
  walletModal,
  balances,
  a11y,
}) => {
  const watch = new AddToWallet(page, walletModal, appUrl);
  await watch.openConnected(2, 'accept');
  const baseMagic = balances.asset(BASE, 'MAGIC');
  await expect(watch.button(baseMagic, 'MAGIC')).toBeVisible();
  await expect(watch.button(balances.asset(ARBITRUM, 'MAGIC'), 'MAGIC')).toBeVisible();
  await expect(balances.asset(ARBITRUM, 'ETH')).toBeVisible();
  await expect(balances.asset(ARBITRUM, 'ETH').getByRole('button')).toHaveCount(0);
  await a11y.check('balances offering to add each ERC20');
  await watch.screenshots(balances.root, 'add-to-wallet-balances');

  await watch.button(baseMagic, 'MAGIC').click();
  await expect(watch.toast(t('addToWallet.added', { symbol: 'MAGIC' }))).toBeVisible();
  expect(await watch.requests()).toEqual([watch.expected(BASE, magicOn(BASE))]);
  expect(await watch.walletChain()).toBe(BASE);

  // On the token's chain already: asked at once, with no switch.
  const switches = () => page.evaluate(() => window.__testWallet.requests.filter((m) => m.includes('Chain')).length);
  const switchesBefore = await switches();
  await watch.button(baseMagic, 'MAGIC').click();
  await expect.poll(async () => (await watch.requests()).length).toBe(2);
  expect((await watch.requests())[1]).toEqual(watch.expected(BASE, magicOn(BASE)));
  expect(await switches()).toBe(switchesBefore);
});

test('a wallet that refuses leaves a short note and no failure', async ({
  page,
  appUrl,
  walletModal,
  balances,
  consoleErrors,
  a11y,
}) => {
  const watch = new AddToWallet(page, walletModal, appUrl);
  await watch.openConnected(3, 'reject');
  const arbitrumMagic = balances.asset(ARBITRUM, 'MAGIC');
  await watch.button(arbitrumMagic, 'MAGIC').click();
  const note = watch.toast(t('addToWallet.declined', { symbol: 'MAGIC' }));
  await expect(note).toBeVisible();
  expect(await watch.requests()).toEqual([watch.expected(ARBITRUM, magicOn(ARBITRUM))]);
  await expect(watch.toast(t('errors.userRejected'))).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await watch.screenshots(note, 'add-to-wallet-refused', () => watch.button(arbitrumMagic, 'MAGIC').click());
  await a11y.check('adding MAGIC refused in the wallet');
  // The button is there to try again.
  await expect(watch.button(arbitrumMagic, 'MAGIC')).toBeEnabled();
  expect(consoleErrors).toEqual([]);
});

test("a wallet that fails says so in the wallet's words", async ({ page, appUrl, walletModal, balances, a11y }) => {
  const watch = new AddToWallet(page, walletModal, appUrl);
  await watch.openConnected(3, 'fail');
  const add = watch.button(balances.asset(ABSTRACT, 'MAGIC'), 'MAGIC');
  await add.click();
  const failure = watch.toast(t('errors.walletFailed', { message: 'The token list is full' }));
  await expect(failure).toBeVisible();
  expect(await watch.requests()).toEqual([watch.expected(ABSTRACT, magicOn(ABSTRACT))]);
  await watch.screenshots(failure, 'add-to-wallet-failed', () => add.click());
  await a11y.check('adding MAGIC failed in the wallet');
});
