import { type Address, parseAbi } from 'viem';
import { DevnetChains } from '../../devnet/client';
import { expect, test } from './fixtures';
import { openConnected, testManifest } from './wallet-fixtures';

const SHOTS = 'test-results/screenshots';
const erc721 = parseAbi([
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
]);

async function openGallery(page: import('@playwright/test').Page, appUrl: string, accountIndex: number) {
  await openConnected(page, appUrl, accountIndex);
  const gallery = page.getByRole('region', { name: 'Bridge NFTs' });
  await expect(gallery.locator('.nft-card').first()).toBeVisible();
  const card = (chainId: number, id: number) =>
    gallery.locator(`.nft-group[data-chain="${chainId}"] .nft-card[data-token-id="${id}"]`);
  return { gallery, card };
}

test('Smol Brains #1, #2 and #3 go from Arbitrum to Abstract in one flow, and #2 comes back', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(180_000);
  const chains = new DevnetChains(testManifest());
  const user = testManifest().accounts[1]?.address as Address;
  const { gallery, card } = await openGallery(page, appUrl, 1);
  await expect(card(42161, 1).locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(card(42161, 1)).toContainText('Smol Brain #1');
  await page.screenshot({ path: `${SHOTS}/nfts-gallery.png`, fullPage: true });

  for (const id of [1, 2, 3]) await card(42161, id).getByRole('checkbox').check();
  const send = gallery.getByTestId('nft-send');
  await expect(send).toContainText('3 selected on Arbitrum One');
  await expect(send).toContainText('Interchain gas (3 NFTs)');
  await expect(send).toContainText('one signature per NFT (3');
  // Fewer signatures, by choice: one approval of the collection for the verified router.
  await send.getByRole('checkbox', { name: /Fewer signatures/ }).check();
  await gallery.screenshot({ path: `${SHOTS}/nfts-selected.png` });
  await send.getByRole('button', { name: 'Bridge 3 NFTs to Abstract', exact: true }).click();

  const rows = page.locator('.transfer');
  for (const id of [1, 2, 3]) {
    const row = rows.filter({ hasText: `Smol Brain #${id}` });
    await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
    await expect(row.locator('img')).toBeVisible();
  }
  for (const id of [1n, 2n, 3n]) expect(await chains.nftOwner('SmolBrain', 'abstract', id)).toBe(user);
  const arbitrumBrains = chains.token('SmolBrain', 'arbitrum');
  const approvedForAll = () =>
    chains.client('arbitrum').readContract({
      address: arbitrumBrains.token,
      abi: erc721,
      functionName: 'isApprovedForAll',
      args: [user, arbitrumBrains.router],
    });
  expect(await approvedForAll()).toBe(true);
  const approvals = gallery.getByTestId('nft-approvals');
  await expect(approvals).toContainText('All your Smol Brains on Arbitrum One');
  await expect(card(2741, 2)).toBeVisible();
  await expect(card(42161, 2)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/nfts-delivered.png`, fullPage: true });

  await card(2741, 2).getByRole('checkbox').check();
  await send.getByLabel('To').selectOption({ label: 'Arbitrum One' });
  await expect(send).not.toContainText('approval');
  await send.getByRole('button', { name: 'Bridge 1 NFT to Arbitrum One', exact: true }).click();
  const back = rows.filter({ hasText: 'Smol Brain #2' }).filter({ hasText: 'Abstract → Arbitrum One' });
  await expect(back).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  expect(await chains.nftOwner('SmolBrain', 'arbitrum', 2n)).toBe(user);
  await expect(card(42161, 2)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/nfts-returned.png`, fullPage: true });

  // The collection-wide approval is taken back from the gallery.
  await approvals.getByRole('button', { name: 'Revoke' }).click();
  await expect(approvals).toBeHidden({ timeout: 30_000 });
  expect(await approvedForAll()).toBe(false);
});

test('the gallery filters by trait, values in the collection’s order', async ({ page, appUrl }) => {
  const { gallery, card } = await openGallery(page, appUrl, 2);
  const body = gallery.getByLabel('Body');
  // Gold has a value priority; then by frequency, most common first; ties by name.
  await expect(body.locator('option')).toHaveText(['Any', 'Gold (5)', 'Red (6)', 'Blue (5)', 'Green (5)']);
  await expect(gallery.getByLabel('Hat').locator('option')).toHaveText(['Any', 'Cap (7)', 'Crown (6)', 'None (8)']);
  await body.selectOption('Gold');
  const shown = gallery.locator('.nft-group[data-chain="42161"] .nft-card');
  await expect(shown).toHaveCount(3);
  for (const id of [11, 15, 19]) await expect(card(42161, id)).toBeVisible();
  await gallery.screenshot({ path: `${SHOTS}/nfts-filtered.png` });
  await gallery.getByRole('button', { name: 'Clear filters' }).click();
  await expect(shown).toHaveCount(10);
});

test('an NFT gone from the wallet, or a rejected approval, says so and keeps the selection', async ({
  page,
  appUrl,
}) => {
  const manifest = testManifest();
  const chains = new DevnetChains(manifest);
  const { gallery, card } = await openGallery(page, appUrl, 2);
  for (const id of [12, 13, 14]) await card(42161, id).getByRole('checkbox').check();
  const send = gallery.getByTestId('nft-send');

  // #12 leaves the wallet behind the page's back.
  const wallet = chains.wallet('arbitrum', 2);
  const hash = await wallet.writeContract({
    address: chains.token('SmolBrain', 'arbitrum').token,
    abi: erc721,
    functionName: 'transferFrom',
    args: [wallet.account.address, manifest.accounts[3]?.address as Address, 12n],
  });
  await chains.client('arbitrum').waitForTransactionReceipt({ hash });
  await send.getByRole('button', { name: 'Bridge 3 NFTs to Abstract', exact: true }).click();
  await expect(send.getByRole('alert')).toHaveText('Smol Brain #12 is no longer in your wallet on Arbitrum One.');
  await expect(send).toContainText('2 selected on Arbitrum One');
  await expect(card(42161, 12)).toHaveCount(0);
  await expect(card(42161, 13).getByRole('checkbox')).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/nfts-not-owned.png`, fullPage: true });

  await page.evaluate(() => window.__testWallet.rejectNext('eth_sendTransaction'));
  await send.getByRole('button', { name: 'Bridge 2 NFTs to Abstract', exact: true }).click();
  await expect(send.getByRole('alert')).toHaveText('User rejected request');
  await expect(card(42161, 13).getByRole('checkbox')).toBeChecked();
  await expect(card(42161, 14).getByRole('checkbox')).toBeChecked();
  await expect(page.locator('.transfer', { hasText: 'Smol Brain' })).toHaveCount(0);
});

test('with the marketplace down, the gallery reads the NFTs from the chains', async ({ page, appUrl }) => {
  await page.route(`${testManifest().services.marketplaceUrl}/**`, (route) => route.abort());
  await openConnected(page, appUrl, 1, { signIn: false });
  const gallery = page.getByRole('region', { name: 'Bridge NFTs' });
  await expect(gallery).toContainText('The marketplace cannot be reached: your NFTs are read from the chains');
  // Whatever account 1 holds now, on whichever chain, is in the gallery under its route's name.
  const chains = new DevnetChains(testManifest());
  const user = testManifest().accounts[1]?.address;
  const held: [number, number][] = [];
  for (const [chain, chainId] of [
    ['arbitrum', 42161],
    ['abstract', 2741],
    ['base', 8453],
  ] as const) {
    for (let id = 1; id <= 10; id++)
      if ((await chains.nftOwner('SmolBrain', chain, BigInt(id))) === user) held.push([chainId, id]);
  }
  expect(held.length).toBeGreaterThan(0);
  for (const [chainId, id] of held) {
    const card = gallery.locator(`.nft-group[data-chain="${chainId}"] .nft-card[data-token-id="${id}"]`);
    await expect(card).toContainText(`Smol Brains #${id}`);
  }
  await expect(gallery.locator('.nft-card')).toHaveCount(held.length);
  await expect(gallery.getByRole('group', { name: 'Filter by trait' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/nfts-from-chains.png`, fullPage: true });
});
