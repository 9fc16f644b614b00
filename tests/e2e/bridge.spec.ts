import { type Address, parseAbi } from 'viem';
import { expect, test } from './fixtures';
import { connect, devnetClient, signIn, testManifest, useTestWallet } from './wallet-fixtures';

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
  const account = await useTestWallet(page, 1);
  const user = account.address as Address;
  const arbitrum = devnetClient('arbitrum');
  const abstract = devnetClient('abstract');
  const read = (client: typeof arbitrum, token: Address) =>
    client.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [user] });
  const before = {
    arbitrum: await read(arbitrum, tokenOn('MAGIC', 'arbitrum')),
    abstract: await read(abstract, tokenOn('MAGIC', 'abstract')),
  };

  await page.goto(appUrl);
  await connect(page);
  await signIn(page);
  const form = page.getByRole('form', { name: 'Bridge tokens' });
  await expect(form.getByTestId('balance')).toContainText('MAGIC');
  await form.getByLabel('Amount').fill('12.5');
  await expect(form.getByTestId('interchain-gas')).toContainText('ETH');
  await page.screenshot({ path: `${SHOTS}/bridge-form.png`, fullPage: true });
  await form.getByRole('button', { name: 'Bridge', exact: true }).click();
  const row = page.locator('.transfer').first();
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/bridge-delivered.png`, fullPage: true });

  const amount = 12_500_000_000_000_000_000n;
  expect(await read(arbitrum, tokenOn('MAGIC', 'arbitrum'))).toBe(before.arbitrum - amount);
  expect(await read(abstract, tokenOn('MAGIC', 'abstract'))).toBe(before.abstract + amount);
});
