import { expect, test } from './fixtures';
import { BalanceReads } from './pages/balance-reads';
import { testManifest } from './wallet-fixtures';

const ARBITRUM = 42161;

test("a page load reads each balance once: the form's source balance comes from the balances panel's reads", async ({
  page,
  walletModal,
  bridgeForm: form,
  balances,
}) => {
  const manifest = testManifest();
  const reads = new BalanceReads(page, manifest.chains);
  const user = await walletModal.openConnected(1);
  // Both have read what they show: the form its source balance, the panel every chain's assets.
  await expect(form.balance).toContainText('MAGIC');
  await expect(balances.asset(ARBITRUM, 'MAGIC')).toBeVisible();
  await expect(balances.root.getByText('…', { exact: true })).toHaveCount(0);

  // The form's token and native balance on Arbitrum are the panel's Arbitrum reads, not reads of their own.
  const magic = manifest.tokens.find((token) => token.symbol === 'MAGIC' && token.chainId === ARBITRUM);
  expect(reads.of('arbitrum', magic?.token ?? 'no MAGIC', user.address)).toBe(1);
  // thirdweb's wallet button reads the active chain's native balance itself, through its own client.
  const walletsOwn = `arbitrum native ${user.address.toLowerCase()}`;
  expect(reads.repeated().filter((read) => !read.startsWith(`${walletsOwn} `))).toEqual([]);
  expect(reads.of('arbitrum', 'native', user.address)).toBeLessThanOrEqual(2);
});
