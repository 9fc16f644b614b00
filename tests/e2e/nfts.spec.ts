import { type Address, parseAbi } from 'viem';
import { DevnetChains } from '../../devnet/client';
import { shortenAddress } from '../../src/lib/address';
import { expect, test } from './fixtures';
import { t, textBefore } from './pages/copy';
import { SHOTS } from './pages/screenshots';
import { testManifest } from './wallet-fixtures';

const erc721 = parseAbi([
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
]);

test('Smol Brains #1, #2 and #3 go from Arbitrum to Abstract in one flow, and #2 comes back', async ({
  page,
  walletModal,
  gallery,
  history,
  a11y,
}) => {
  test.setTimeout(180_000);
  const chains = new DevnetChains(testManifest());
  const user = testManifest().accounts[1]?.address as Address;
  await walletModal.openConnected(1);
  const send = gallery.sendBar;
  // Served by the devnet marketplace from its own origin, the devnet's one image origin (docs/nfts.md, "Images").
  await expect(gallery.card(42161, 1).locator('img')).toHaveAttribute(
    'src',
    /^http:\/\/127\.0\.0\.1:\d+\/images\/smol-brains\/1\.svg$/,
  );
  await expect(gallery.card(42161, 1)).toContainText('Smol Brain #1');
  await page.screenshot({ path: `${SHOTS}/nfts-gallery.png`, fullPage: true });
  await a11y.check('NFT gallery');

  await gallery.select(42161, [1, 2, 3]);
  await expect(send).toContainText(t('nfts.selected', { count: 3, chain: 'Arbitrum One' }));
  await expect(send).toContainText(t('nfts.interchainGas', { count: 3 }));
  await expect(send).toContainText(t('nfts.approvalEach', { count: 3 }));
  // The one route to Abstract, named (docs/nfts.md, "Which route"): its token, its Arbitrum router, its root.
  const route = t('nfts.route.describe', {
    token: 'Smol Brains',
    router: shortenAddress(chains.token('SmolBrain', 'arbitrum').router),
    root: t('review.trust.built-in'),
  });
  await expect(gallery.route).toHaveText(`${t('nfts.route.one')} ${route}`);
  // Fewer signatures, by choice: one approval of the collection for the verified router.
  await send
    .getByRole('checkbox', { name: textBefore('nfts.approveAllChoice', 'collection', { collection: 'Smol Brains' }) })
    .check();
  await gallery.root.screenshot({ path: `${SHOTS}/nfts-selected.png` });
  await a11y.check('NFT gallery with a selection');
  await gallery.send(3, 'Abstract');

  for (const id of [1, 2, 3]) {
    const row = history.rows.filter({ hasText: `Smol Brain #${id}` });
    await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
    await expect(history.nftImages(row)).toBeVisible();
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
  await expect(gallery.approvals).toContainText(
    textBefore('nfts.approvalGranted', 'router', { collection: 'Smol Brains', chain: 'Arbitrum One' }),
  );
  await expect(gallery.card(2741, 2)).toBeVisible();
  await expect(gallery.card(42161, 2)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/nfts-delivered.png`, fullPage: true });
  await a11y.check('NFT gallery and history after a delivery, with an approval');

  await gallery.select(2741, [2]);
  await gallery.chooseDestination('Arbitrum One');
  await expect(send).not.toContainText(t('nfts.approvalEach', { count: 1 }));
  await gallery.send(1, 'Arbitrum One');
  const back = history.rows.filter({ hasText: 'Smol Brain #2' }).filter({ hasText: 'Abstract → Arbitrum One' });
  await expect(back).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  expect(await chains.nftOwner('SmolBrain', 'arbitrum', 2n)).toBe(user);
  await expect(gallery.card(42161, 2)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/nfts-returned.png`, fullPage: true });

  // The collection-wide approval is taken back from the gallery.
  await gallery.approvals.getByRole('button', { name: t('nfts.revoke') }).click();
  await expect(gallery.approvals).toBeHidden({ timeout: 30_000 });
  expect(await approvedForAll()).toBe(false);
});

test('the gallery filters by trait, values in the collection’s order', async ({ walletModal, gallery, a11y }) => {
  await walletModal.openConnected(2);
  const body = gallery.filter('Body');
  // Gold has a value priority; then by frequency, most common first; ties by name.
  await expect(body.getByRole('option')).toHaveText([t('nfts.any'), 'Gold (5)', 'Red (6)', 'Blue (5)', 'Green (5)']);
  await expect(gallery.filter('Hat').getByRole('option')).toHaveText([
    t('nfts.any'),
    'Cap (7)',
    'Crown (6)',
    'None (8)',
  ]);
  await body.selectOption('Gold');
  const shown = gallery.cardsOn(42161);
  await expect(shown).toHaveCount(3);
  for (const id of [11, 15, 19]) await expect(gallery.card(42161, id)).toBeVisible();
  await gallery.root.screenshot({ path: `${SHOTS}/nfts-filtered.png` });
  await a11y.check('NFT gallery filtered by a trait');
  await gallery.clearFilters.click();
  await expect(shown).toHaveCount(10);
});

test('an NFT gone from the wallet, or a rejected approval, says so and keeps the selection', async ({
  page,
  walletModal,
  gallery,
  history,
  a11y,
}) => {
  const manifest = testManifest();
  const chains = new DevnetChains(manifest);
  await walletModal.openConnected(2);
  const send = gallery.sendBar;
  await gallery.select(42161, [12, 13, 14]);

  // #12 leaves the wallet behind the page's back.
  const wallet = chains.wallet('arbitrum', 2);
  const hash = await wallet.writeContract({
    address: chains.token('SmolBrain', 'arbitrum').token,
    abi: erc721,
    functionName: 'transferFrom',
    args: [wallet.account.address, manifest.accounts[3]?.address as Address, 12n],
  });
  await chains.client('arbitrum').waitForTransactionReceipt({ hash });
  await gallery.send(3, 'Abstract');
  await expect(send.getByRole('alert')).toHaveText(
    t('errors.nftNotOwned', { name: 'Smol Brain #12', chain: 'Arbitrum One' }),
  );
  await expect(send).toContainText(t('nfts.selected', { count: 2, chain: 'Arbitrum One' }));
  await expect(gallery.card(42161, 12)).toHaveCount(0);
  await expect(gallery.card(42161, 13).getByRole('checkbox')).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/nfts-not-owned.png`, fullPage: true });
  await a11y.check('NFT no longer owned');

  await page.evaluate(() => window.__testWallet.rejectNext('eth_sendTransaction'));
  await gallery.send(2, 'Abstract');
  await expect(send.getByRole('alert')).toHaveText(t('errors.userRejected'));
  await a11y.check('NFT approval rejected');
  await expect(gallery.card(42161, 13).getByRole('checkbox')).toBeChecked();
  await expect(gallery.card(42161, 14).getByRole('checkbox')).toBeChecked();
  await expect(history.rows.filter({ hasText: 'Smol Brain' })).toHaveCount(0);
});

test('with the marketplace down, the gallery reads the NFTs from the chains', async ({
  page,
  walletModal,
  gallery,
  a11y,
}) => {
  await page.route(`${testManifest().services.marketplaceUrl}/**`, (route) => route.abort());
  await walletModal.openConnected(1, { signIn: false });
  await expect(gallery.root).toContainText(t('nfts.fromChains'));
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
  for (const [chainId, id] of held) await expect(gallery.card(chainId, id)).toContainText(`Smol Brains #${id}`);
  await expect(gallery.cards).toHaveCount(held.length);
  await expect(gallery.traitFilters).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/nfts-from-chains.png`, fullPage: true });
  await a11y.check('NFT gallery read from the chains, marketplace down');
});
