import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem';
import { shortenAddress } from '../../src/lib/address';
import { deployAttackerRoutes } from '../support/attacker-routes';
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import { servedRouteList, serveExtraRecords, serveRouteList } from './pages/marketplace-control';
import { SHOTS } from './pages/screenshots';
import { walletPrompts } from './pages/wallet-prompts';
import { devnetClient, testManifest } from './wallet-fixtures';

/** Where the "drainer" lives: a copy of a real router's code. */
const DRAINER: Address = '0xdddddddddddddddddddddddddddddddddddddddd';
const NFT_DRAINER: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

function token(symbol: string, chainId: number) {
  const found = testManifest().tokens.find((t) => t.symbol === symbol && t.chainId === chainId);
  if (!found) throw new Error(`no ${symbol} on ${chainId}`);
  return { router: found.router as Address, token: found.token as Address };
}

/** EIP-1967's implementation slot: the SDK deploys routers behind proxies. */
const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';

/**
 * Puts the code of Arbitrum's router `from` (its implementation, whose immutables hold the real Mailbox and
 * wrapped token) at `to` on each of `chains`: a contract that passes every check but enrollment.
 */
async function copyCode(from: Address, to: Address, chains: readonly string[]) {
  const arbitrum = devnetClient('arbitrum');
  const slot = await arbitrum.getStorageAt({ address: from, slot: IMPLEMENTATION_SLOT });
  const implementation = slot && BigInt(slot) !== 0n ? (`0x${slot.slice(-40)}` as Address) : from;
  const code = await arbitrum.getCode({ address: implementation });
  if (!code) throw new Error(`no code at ${from}`);
  for (const chain of chains) {
    await devnetClient(chain).request({ method: 'anvil_setCode' as never, params: [to, code] as never });
  }
}

const base = { isDestCollateral: false, isNft: false, decimals: 18, method: 'hyperlane' };

test('malicious marketplace records never become routes, and the wallet is never asked to sign for them', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  gallery,
}) => {
  test.setTimeout(120_000);
  const magic = token('MAGIC', 42161);
  const brains = token('SmolBrain', 42161);
  await copyCode(magic.router, DRAINER, ['arbitrum', 'ethereum', 'base']);
  await copyCode(brains.router, NFT_DRAINER, ['arbitrum']);
  /** A record whose routers are both the drainer; collateral records lock real MAGIC behind it. */
  const drainerRecord = (name: string, srcChainId: number, destChainId: number, collateral: boolean) => ({
    ...base,
    name,
    srcChainId,
    destChainId,
    srcTokenAddress: DRAINER,
    destTokenAddress: DRAINER,
    isCollateral: collateral,
    ...(collateral ? { underlyingTokenAddress: magic.token } : {}),
  });
  const records = [
    // A look-alike of MAGIC that would make the drainer the spender of real MAGIC, to a new destination.
    drainerRecord('magic', 42161, 1, true),
    drainerRecord('MAGIC ', 42161, 8453, true),
    // SMOL back from Ethereum is disabled by the built-in config: other contracts must not reopen it.
    drainerRecord('SMOL', 1, 42161, false),
    // Smol Brains to a chain they have no route to, through a collateral router that is not the real one.
    {
      ...drainerRecord('SmolBrain', 42161, 1, true),
      srcTokenAddress: NFT_DRAINER,
      destTokenAddress: NFT_DRAINER,
      underlyingTokenAddress: brains.token,
      isNft: true,
      nftStandard: 'ERC721',
      decimals: 0,
    },
    // A new token whose routers have code, Arbitrum's Mailbox and real MAGIC inside; no signed list names them.
    drainerRecord('EVIL', 42161, 8453, true),
    // The zk bridge's contracts come from the config alone.
    { ...drainerRecord('ZKT', 1, 2741, false), method: 'zk' },
  ];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await serveExtraRecords(records);
  try {
    await walletModal.openConnected(1);
    await expect(form.balance).toContainText('MAGIC');
    // Every record is dropped with one line naming why; the EVIL one because no signed list names it.
    const dropped = (name: string) => warnings.find((w) => w.includes(`${name} `) && w.includes('dropped'));
    await expect.poll(() => dropped('EVIL'), { timeout: 30_000 }).toContain('unattested');
    for (const name of ['magic', 'MAGIC ', 'SMOL', 'SmolBrain', 'ZKT']) expect(dropped(name)).toBeDefined();
    // The built-in tokens only (ETH rides the zk bridge): no record added a token or a look-alike.
    expect(await form.optionNames(form.token)).toEqual(['MAGIC', 'SMOL', 'ETH']);
    await expect(form.from).toHaveText('Arbitrum One');
    expect(await form.optionNames(form.to)).not.toContain('Ethereum');
    await form.choose({ token: 'SMOL', from: 'Ethereum' });
    await expect(form.to).not.toHaveText('');
    expect(await form.optionNames(form.to)).not.toContain('Arbitrum One');

    await gallery.cardsOn(42161).first().getByRole('checkbox').check();
    await expect(gallery.destination).toBeVisible();
    const destinations = await gallery.destinationNames();
    expect(destinations).toContain('Abstract');
    expect(destinations).not.toContain('Ethereum');
    await gallery.clearSelection.click();
    await page.screenshot({ path: `${SHOTS}/route-safety.png`, fullPage: true });

    // A real transfer still goes through, and names only the verified router.
    await form.choose({ token: 'MAGIC', from: 'Arbitrum One', to: 'Abstract' });
    await form.amount.fill('1');
    const before = await history.sentCount();
    await form.bridge();
    await expect(await history.newRow(before)).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  } finally {
    await serveExtraRecords([]);
  }
  const sent = await page.evaluate(() => window.__testWallet.transactions);
  expect(sent.length).toBeGreaterThan(0);
  for (const transaction of sent) {
    const text = `${transaction.to} ${transaction.data}`.toLowerCase();
    expect(text).not.toContain(DRAINER.slice(2));
    expect(text).not.toContain(NFT_DRAINER.slice(2));
  }
  const approval = sent.find((t) => t.to?.toLowerCase() === magic.token.toLowerCase());
  if (approval?.data) {
    const decoded = decodeFunctionData({
      abi: parseAbi(['function approve(address spender, uint256 amount)']),
      data: approval.data as Hex,
    });
    expect((decoded.args[0] as string).toLowerCase()).toBe(magic.router.toLowerCase());
  }
});

test('genuine warp routes an attacker owns are offered nowhere; handed to the trusted owner with its own ISM, not even when a signed list names them; the review names the signed list of the devnet’s own server route', async ({
  page,
  walletModal,
  bridgeForm: form,
  gallery,
}) => {
  test.setTimeout(120_000);
  const manifest = testManifest();
  // Real HypERC20/HypERC721 routers on the real Mailboxes, enrolled with each other, over real MAGIC and
  // Smol Brains: every check passes but the owner, the attacker.
  const { erc20, erc721 } = await deployAttackerRoutes(manifest, { home: 'arbitrum', away: 'ethereum' });
  // The same, handed to the owner the config trusts, but with the attacker's ISM still deciding which
  // messages release the collateral.
  const disguised = await deployAttackerRoutes(
    manifest,
    { home: 'arbitrum', away: 'base' },
    { owner: manifest.routerOwner as Address },
  );
  const magic = token('MAGIC', 42161);
  const brains = token('SmolBrain', 42161);
  const both = (record: Record<string, unknown>, route: typeof erc20, underlying: Address, away = 1) => [
    {
      ...record,
      srcChainId: 42161,
      destChainId: away,
      srcTokenAddress: route.collateral,
      destTokenAddress: route.synthetic,
      underlyingTokenAddress: underlying,
      isCollateral: true,
    },
    {
      ...record,
      srcChainId: away,
      destChainId: 42161,
      srcTokenAddress: route.synthetic,
      destTokenAddress: route.collateral,
      isCollateral: false,
      isDestCollateral: true,
    },
  ];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // The disguised routes are even listed, signed by the key the config pins: the chains' consistency checks
  // still drop them.
  const legs = (route: typeof erc20, underlying: Address, away: number) => [
    { chainId: 42161, router: route.collateral, token: underlying },
    { chainId: away, router: route.synthetic, token: route.synthetic },
  ];
  await serveRouteList({
    terms: {
      extraRoutes: [
        { standard: 'ERC20', decimals: 18, legs: legs(disguised.erc20, magic.token, 8453) },
        { standard: 'ERC721', decimals: 0, legs: legs(disguised.erc721, brains.token, 8453) },
      ],
    },
  });
  await serveExtraRecords([
    ...both({ ...base, name: 'MAGIC (Ethereum)' }, erc20, magic.token),
    ...both(
      { ...base, name: 'Smol Brains (Ethereum)', isNft: true, nftStandard: 'ERC721', decimals: 0 },
      erc721,
      brains.token,
    ),
    ...both({ ...base, name: 'MAGIC (Treasure)' }, disguised.erc20, magic.token, 8453),
    ...both(
      { ...base, name: 'Smol Brains (Treasure)', isNft: true, nftStandard: 'ERC721', decimals: 0 },
      disguised.erc721,
      brains.token,
      8453,
    ),
  ]);
  try {
    await walletModal.openConnected(1);
    await expect(form.balance).toContainText('MAGIC');
    const refused = (name: string, why: string) => warnings.filter((w) => w.includes(`${name} `) && w.includes(why));
    for (const [name, why] of [
      ['MAGIC (Ethereum)', 'unattested'],
      ['Smol Brains (Ethereum)', 'unattested'],
      ['MAGIC (Treasure)', 'untrusted-ism'],
      ['Smol Brains (Treasure)', 'untrusted-ism'],
    ] as const) {
      await expect.poll(() => refused(name, why).length, { timeout: 30_000 }).toBe(2);
    }
    expect(await form.optionNames(form.token)).toEqual(['MAGIC', 'SMOL', 'ETH']);
    await gallery.cardsOn(42161).first().getByRole('checkbox').check();
    await expect(gallery.destination).toBeVisible();
    const destinations = await gallery.destinationNames();
    expect(destinations).not.toContain('Ethereum');
    await gallery.clearSelection.click();

    // The devnet's own Arbitrum -> Ronin route comes from the marketplace too, named by its signed list: the
    // review names that list, its signer and the day it was signed.
    const { list } = await servedRouteList();
    await form.choose({ token: 'MAGIC', from: 'Arbitrum One', to: 'Ronin' });
    await form.amount.fill('1');
    await form.submit.click();
    const signer = manifest.services.routeListSigner;
    if (!signer) throw new Error('the devnet manifest names no route list signer');
    const attested = t('review.trust.signed-list', {
      signer: shortenAddress(signer),
      date: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(list.issuedAt * 1000),
    });
    await expect(form.review.requests.last()).toContainText(attested);
    await page.screenshot({ path: `${SHOTS}/route-attested-review.png` });
    await form.review.cancel.click();
  } finally {
    await serveExtraRecords([]);
    await serveRouteList({});
  }
  expect(await walletPrompts(page)).toEqual([]);
});
