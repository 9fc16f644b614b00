/**
 * Attacks on the marketplace's routes that on-chain reads cannot stop (README, "Threat model"; docs/routes.md,
 * "The signed route list"): a contract written to answer every read as a genuine route does, a look-alike
 * name, a link to either, and route lists the pinned key did not sign as served. None reaches the wallet.
 */
import type { Address } from 'viem';
import { deployLyingRoutes } from '../support/lying-router';
import { expect, test } from './fixtures';
import { servedRouteList, serveExtraRecords, serveRouteList } from './pages/marketplace-control';
import { SHOTS } from './pages/screenshots';
import { walletPrompts } from './pages/wallet-prompts';
import { injectWalletFor, rememberWallet, signInToken, testManifest } from './wallet-fixtures';

/** "MAGIC" written in Cyrillic with U+050C (Ԍ), a letter no hand-written list of look-alikes had. */
const LOOK_ALIKE = 'МАԌІС';
const ETHEREUM = 1;

function token(symbol: string, chainId: number) {
  const found = testManifest().tokens.find((t) => t.symbol === symbol && t.chainId === chainId);
  if (!found) throw new Error(`no ${symbol} on ${chainId}`);
  return found.token as Address;
}

const base = { isDestCollateral: false, decimals: 18, method: 'hyperlane' };

/** A record each way between Arbitrum's collateral liar and Ethereum's synthetic one. */
function recordsOf(name: string, route: { collateral: Address; synthetic: Address }, underlying: Address, nft = false) {
  const kind = nft ? { isNft: true, nftStandard: 'ERC721', decimals: 0 } : { isNft: false };
  return [
    {
      ...base,
      ...kind,
      name,
      srcChainId: 42161,
      destChainId: ETHEREUM,
      srcTokenAddress: route.collateral,
      destTokenAddress: route.synthetic,
      underlyingTokenAddress: underlying,
      isCollateral: true,
    },
    {
      ...base,
      ...kind,
      name,
      srcChainId: ETHEREUM,
      destChainId: 42161,
      srcTokenAddress: route.synthetic,
      destTokenAddress: route.collateral,
      isCollateral: false,
      isDestCollateral: true,
    },
  ];
}

/** Every console warning of the page, as the app logs what it drops. */
function warningsOf(page: import('@playwright/test').Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return {
    /** Forgets what was logged so far: a reloaded page's lines only. */
    clear: () => warnings.splice(0),
    dropped: (name: string, why: string) =>
      warnings.filter((w) => w.startsWith(`Bridge record ${name} `) && w.endsWith(`dropped: ${why}`)).length,
    listIgnored: (why: string) => warnings.includes(`Bridge route list ignored: ${why}`),
  };
}

test('lying ERC20 and ERC721 routers and a look-alike name are offered nowhere, a link to them opens nothing, and the wallet is never asked', async ({
  page,
  appUrl,
  walletModal,
  bridgeForm: form,
  gallery,
}) => {
  test.setTimeout(150_000);
  const manifest = testManifest();
  // No warp router at all: each answers owner(), the EIP-1967 admin, ISM, hook, Mailbox, enrolled router, wrapped
  // token, decimals and quote as a genuine route the trusted owner owns (tests/integration/lying-router.test.ts).
  const { erc20, erc721 } = await deployLyingRoutes(manifest, { home: 'arbitrum', away: 'ethereum' });
  const magic = token('MAGIC', 42161);
  const brains = token('SmolBrain', 42161);
  const log = warningsOf(page);
  await serveExtraRecords([
    ...recordsOf('GEMS', erc20, magic),
    ...recordsOf('Brainz', erc721, brains, true),
    ...recordsOf(LOOK_ALIKE, erc20, magic),
  ]);
  try {
    await walletModal.openConnected(1);
    await expect(form.balance).toContainText('MAGIC');
    // No signed list names them: dropped before any chain is read, whatever the contracts would answer.
    for (const name of ['GEMS', 'Brainz', LOOK_ALIKE]) {
      await expect.poll(() => log.dropped(name, 'unattested'), { timeout: 30_000 }).toBe(2);
    }
    expect(await form.optionNames(form.token)).toEqual(['MAGIC', 'SMOL', 'ETH']);
    await gallery.cardsOn(42161).first().getByRole('checkbox').check();
    await expect(gallery.destination).toBeVisible();
    expect(await gallery.destinationNames()).not.toContain('Ethereum');
    await gallery.clearSelection.click();

    // A phishing link to the look-alike: the form does not open on it, and says the link's token was ignored.
    await page.goto(`${appUrl}?token=${encodeURIComponent(LOOK_ALIKE)}&from=arb&to=eth&amount=1`);
    await expect(form.linkNote).toContainText([form.ignoredParam('token', 'unknown-token')]);
    await expect(form.token).not.toHaveText(LOOK_ALIKE);
    await page.screenshot({ path: `${SHOTS}/route-attestation-link.png`, fullPage: true });

    // Even if Treasure's key signed these contracts, a name that looks like MAGIC is no second MAGIC.
    await serveRouteList({
      terms: {
        extraRoutes: [
          {
            standard: 'ERC20',
            decimals: 18,
            legs: [
              { chainId: 42161, router: erc20.collateral, token: magic },
              { chainId: ETHEREUM, router: erc20.synthetic, token: erc20.synthetic },
            ],
          },
        ],
      },
    });
    await page.goto(appUrl);
    await expect.poll(() => log.dropped(LOOK_ALIKE, 'look-alike'), { timeout: 30_000 }).toBe(2);
    expect(await form.optionNames(form.token)).not.toContain(LOOK_ALIKE);
  } finally {
    await serveExtraRecords([]);
    await serveRouteList({});
  }
  expect(await walletPrompts(page)).toEqual([]);
  expect(await page.evaluate(() => window.__testWallet.transactions)).toEqual([]);
});

test('a route list signed by another key, expired, for another network, or the operator’s signature over other addresses attests nothing', async ({
  page,
  appUrl,
  bridgeForm: form,
}) => {
  test.setTimeout(120_000);
  const log = warningsOf(page);
  await injectWalletFor(page, 1, 42161, { authorized: true });
  await rememberWallet(page, await signInToken(new URL(appUrl).origin, 1));
  /** Whether the devnet's Arbitrum -> Ronin route, which only the signed list attests, is offered. */
  const roninOffered = async () => {
    await form.choose({ token: 'MAGIC', from: 'Arbitrum One' });
    return (await form.optionNames(form.to)).includes('Ronin');
  };
  // The devnet's own list, as served: the route is there.
  await page.goto(appUrl);
  await expect(form.balance).toContainText('MAGIC');
  await expect.poll(roninOffered, { timeout: 30_000 }).toBe(true);

  const now = Math.floor(Date.now() / 1000);
  const genuine = await servedRouteList();
  const [firstRoute] = (genuine.list as unknown as { routes: { legs: { router: string }[] }[] }).routes;
  const replayed = {
    ...genuine,
    list: {
      ...genuine.list,
      routes: [
        { ...firstRoute, legs: firstRoute?.legs.map((leg) => ({ ...leg, router: testManifest().routerOwner })) },
      ],
    },
  };
  const served = [
    ['wrong-signer', { terms: { otherSigner: true } }],
    ['expired', { terms: { issuedAt: now - 8 * 86_400, expiresAt: now - 60 } }],
    ['wrong-network', { terms: { network: 'mainnet' } }],
    ['wrong-signer', { served: replayed }],
  ] as const;
  try {
    for (const [why, override] of served) {
      await serveRouteList(override);
      log.clear();
      await page.goto(appUrl);
      await expect.poll(() => log.listIgnored(why), { timeout: 30_000 }).toBe(true);
      await expect(form.balance).toContainText('MAGIC');
      await expect.poll(() => log.dropped('MAGIC', 'unattested') > 0).toBe(true);
      expect(await roninOffered()).toBe(false);
    }
  } finally {
    await serveRouteList({});
  }
  expect(await walletPrompts(page)).toEqual([]);
});
