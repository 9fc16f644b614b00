/**
 * Prices in MAGIC, ETH and USD on the devnet, whose price service quotes MAGIC at 0.25 USD and 0.0000833 ETH,
 * and ETH at 3000 USD; its marketplace gives Smol Brains a floor of 12.5 MAGIC, lists even ids at 20 + id
 * MAGIC and has no price for #7 and #13 (docs/numbers-and-prices.md, docs/nfts.md).
 */
import { type Address, formatUnits } from 'viem';
import { DevnetChains } from '../../devnet/client';
import { formatCompact, formatCompactCurrency, formatTokenAmount } from '../../src/lib/format';
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import { Prices } from './pages/prices';
import { SHOTS } from './pages/screenshots';
import { testManifest } from './wallet-fixtures';

// Each test connects and signs in a wallet, which on the shared 2-core machine has taken most of a minute.
test.describe.configure({ timeout: 120_000 });
const MAGIC_USD = 0.25;
const ETH_USD = 3000;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The balances' total with a compact USD value and a compact ETH value ("Total $150.01M · 50.001K ETH"). */
const COMPACT_TOTAL = new RegExp(
  `^${literal(t('balances.total', { usd: '@usd', eth: '@eth' }))
    .replace('@usd', '\\$\\d[\\d.,]*[KMBTQ]')
    .replace('@eth', '\\d[\\d.,]*[KMBTQ] ETH')}$`,
);

test('100 MAGIC being bridged is worth $25.00 and 0.00833 ETH; SMOL has no price', async ({
  page,
  walletModal,
  bridgeForm: form,
  a11y,
}) => {
  const prices = new Prices(page);
  await walletModal.openConnected(3);
  await form.choose({ token: 'MAGIC' });
  await form.amount.fill('100');
  await expect(prices.amountValue).toHaveText(t('prices.worth', { value: '≈ $25.00 · 0.00833 ETH' }));
  await a11y.check('amount with its value');
  await form.root.screenshot({ path: `${SHOTS}/prices-amount.png` });

  await form.amount.fill('2.5');
  await expect(prices.amountValue).toHaveText(t('prices.worth', { value: '≈ $0.63 · 0.000208 ETH' }));
  await form.choose({ token: 'SMOL' });
  await expect(prices.amountValue).toHaveText(t('prices.worth', { value: '—' }));
  await a11y.check('amount without a price');
});

test('the balances show each asset’s USD value and the total in USD and ETH, in compact form', async ({
  page,
  walletModal,
  balances,
  a11y,
}) => {
  const prices = new Prices(page);
  const chains = new DevnetChains(testManifest());
  const user = testManifest().accounts[3]?.address as Address;
  await walletModal.openConnected(3);
  // Read after the panel shows them: the balances the page read are the ones on chain now.
  await expect(prices.total).toHaveText(COMPACT_TOTAL);
  const magic = await chains.erc20Balance('MAGIC', 'arbitrum', user);
  const eth = await chains.client('arbitrum').getBalance({ address: user });

  // Users start with 10,000 MAGIC and 10,000 ETH: thousands, shown with K.
  const magicRow = balances.asset(42161, 'MAGIC');
  await expect(magicRow).toContainText(`${formatCompact(formatUnits(magic, 18))} MAGIC`);
  await expect(magicRow).toContainText(/\dK MAGIC/);
  // The exact amount stays for screen readers and the tooltip.
  await expect(magicRow).toContainText(`${formatTokenAmount(magic, 18)} MAGIC`);
  await expect(prices.assetUsd(42161, 'MAGIC')).toHaveText(
    formatCompactCurrency(Number(formatUnits(magic, 18)) * MAGIC_USD),
  );
  await expect(balances.asset(42161, 'ETH')).toContainText(/\dK ETH/);
  await expect(prices.assetUsd(42161, 'ETH')).toHaveText(formatCompactCurrency(Number(formatUnits(eth, 18)) * ETH_USD));
  await expect(prices.assetUsd(42161, 'ETH')).toHaveText(/^\$\d[\d.]*M$/);
  await a11y.check('balances with values');
  await balances.root.screenshot({ path: `${SHOTS}/prices-balances.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(prices.total).toHaveText(COMPACT_TOTAL);
  await balances.root.screenshot({ path: `${SHOTS}/prices-balances-375.png` });
});

test('NFT cards show the marketplace’s listing or floor in MAGIC, ETH and USD, and a dash without one', async ({
  page,
  walletModal,
  gallery,
  a11y,
}) => {
  const prices = new Prices(page);
  await walletModal.openConnected(2);
  // Account 2 holds #11 to #20: #14 is listed at 34 MAGIC, #15 has the floor, #13 has no price.
  const [listed, floor, unpriced] = [14, 15, 13];

  await expect(prices.nftPrice(listed)).toHaveText(
    `${t('prices.nftListing', { amount: '34 MAGIC' })}≈ $8.50 · 0.00283 ETH`,
  );
  await expect(prices.nftPrice(floor)).toHaveText(
    `${t('prices.nftFloor', { amount: '12.5 MAGIC' })}≈ $3.13 · 0.00104 ETH`,
  );
  await expect(prices.nftPrice(unpriced)).toHaveText(t('prices.nftUnpriced', { value: '—' }));
  await a11y.check('NFT cards with prices');
  await gallery.root.screenshot({ path: `${SHOTS}/prices-nfts.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await prices.nftPrice(listed).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/prices-nfts-375.png` });
});

for (const [service, answer] of [
  ['failing', 'error'],
  ['answering its default "0"', 'zero'],
] as const)
  test(`with the price service ${service}, every price is a dash and nothing shows $0.00`, async ({
    page,
    walletModal,
    bridgeForm: form,
    balances,
    a11y,
  }) => {
    const prices = new Prices(page);
    const asked = await prices.failPriceService(answer);
    await walletModal.openConnected(2);
    // Each of the three quotes was asked for, and got no price.
    await expect.poll(asked, { timeout: 30_000 }).toEqual(['ETH/USD', 'MAGIC/ETH', 'MAGIC/USD']);

    await form.choose({ token: 'MAGIC' });
    await form.amount.fill('100');
    await expect(prices.amountValue).toHaveText(t('prices.worth', { value: '—' }));
    await expect(balances.asset(42161, 'MAGIC')).toContainText(/\dK MAGIC/);
    await expect(prices.assetUsd(42161, 'MAGIC')).toHaveText('—');
    await expect(prices.assetUsd(42161, 'ETH')).toHaveText('—');
    await expect(prices.total).toHaveText(t('balances.total', { usd: '—', eth: '—' }));
    await expect(prices.nftPrice(14)).toHaveText(`${t('prices.nftListing', { amount: '34 MAGIC' })}—`);
    await expect(page.locator('body')).not.toContainText('$0.00');
    await expect(page.locator('body')).not.toContainText(/(^|\s)0 ETH/);
    await a11y.check(`prices unavailable (${service})`);
    await page.screenshot({ path: `${SHOTS}/prices-unavailable-${answer}.png`, fullPage: true });
  });
