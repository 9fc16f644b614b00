/**
 * The production builds as a deployer ships them (`npm run build`, docs/deploying.md): mainnet and testnet,
 * each built once and served by `npm run preview`'s server, opened with every non-local request refused.
 * The devnet is not used; the mainnet build carries an RPC override pointing at a local recording server.
 */
import type { Locator, Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { type BuiltAppServer, serveBuild } from '../support/built-app-server';
import { type RecordedRequest, startRecordingServer } from '../support/recording-server';
import { injectTestWallet } from '../support/test-wallet/inject';
import { expect, test } from './fixtures';
import { BalancesPanel } from './pages/balances-panel';
import { BridgeForm } from './pages/bridge-form';
import { BuiltApp } from './pages/built-app';
import { t } from './pages/copy';
import { BuyDialog } from './pages/onramp';
import { WalletModal } from './pages/wallet-modal';

/** Per token, each chain it can leave from and the chains it can go to from there: the built-in routes. */
type OfferedRoutes = Record<string, Record<string, string[]>>;

/**
 * A built network as the test knows it, written out from src/config (whose modules read Vite's env and do
 * not load here): its chains in order, with their public RPCs, and the routes its form must offer.
 */
interface BuiltNetwork {
  readonly name: 'mainnet' | 'testnet';
  readonly chains: readonly { readonly chainId: number; readonly chainName: string; readonly rpcUrl: string }[];
  readonly routes: OfferedRoutes;
  /** The route the form opens on: one the network offers (never MAGIC over zk, which none offers). */
  readonly opens: { readonly token: string; readonly from: string; readonly to: string };
  /** Built with a marketplace and an on-ramp, both on hosts that are refused like every other. */
  readonly marketplace: boolean;
}

/**
 * Read off mainnet.ts: MAGIC's warp route joins Arbitrum, Abstract and Base (the zk bridge does not carry
 * it); SMOL's joins all four, but as the Hyperlane registry connects its legs, nothing comes back to
 * Arbitrum; ETH moves by the zk bridge alone, which moves nothing else.
 */
const MAINNET: BuiltNetwork = {
  name: 'mainnet',
  chains: [
    { chainId: 42161, chainName: 'Arbitrum One', rpcUrl: 'https://arb1.arbitrum.io/rpc' },
    { chainId: 2741, chainName: 'Abstract', rpcUrl: 'https://api.mainnet.abs.xyz' },
    { chainId: 1, chainName: 'Ethereum', rpcUrl: 'https://ethereum-rpc.publicnode.com' },
    { chainId: 8453, chainName: 'Base', rpcUrl: 'https://mainnet.base.org' },
  ],
  routes: {
    MAGIC: {
      'Arbitrum One': ['Abstract', 'Base'],
      Abstract: ['Arbitrum One', 'Base'],
      Base: ['Arbitrum One', 'Abstract'],
    },
    SMOL: {
      'Arbitrum One': ['Abstract', 'Ethereum', 'Base'],
      Abstract: ['Ethereum', 'Base'],
      Ethereum: ['Abstract', 'Base'],
      Base: ['Abstract', 'Ethereum'],
    },
    ETH: { Abstract: ['Ethereum'], Ethereum: ['Abstract'] },
  },
  opens: { token: 'MAGIC', from: 'Arbitrum One', to: 'Abstract' },
  marketplace: false,
};

/** Read off testnet.ts: the Hyperlane registry has no warp route for it, so only the zk bridge's ETH moves. */
const TESTNET: BuiltNetwork = {
  name: 'testnet',
  chains: [
    { chainId: 421614, chainName: 'Arbitrum Sepolia', rpcUrl: 'https://sepolia-rollup.arbitrum.io/rpc' },
    { chainId: 11124, chainName: 'Abstract Testnet', rpcUrl: 'https://api.testnet.abs.xyz' },
    { chainId: 11155111, chainName: 'Sepolia', rpcUrl: 'https://ethereum-sepolia-rpc.publicnode.com' },
    { chainId: 84532, chainName: 'Base Sepolia', rpcUrl: 'https://sepolia.base.org' },
  ],
  routes: {
    ETH: { 'Abstract Testnet': ['Sepolia'], Sepolia: ['Abstract Testnet'] },
  },
  opens: { token: 'ETH', from: 'Sepolia', to: 'Abstract Testnet' },
  marketplace: true,
};

/**
 * The chain id the override answers `eth_chainId` with: Arbitrum One's, unless a test plays an override set to
 * another chain's node.
 */
let overrideChainId = 42161;

/**
 * Answers `eth_chainId` with `overrideChainId` and every other JSON-RPC call (batched or not) with an error:
 * the override is only being watched.
 */
function rpcRefusal(request: RecordedRequest) {
  const answer = (call: { id?: unknown; method?: unknown }) =>
    call.method === 'eth_chainId'
      ? { jsonrpc: '2.0', id: call.id ?? null, result: `0x${overrideChainId.toString(16)}` }
      : {
          jsonrpc: '2.0',
          id: call.id ?? null,
          error: { code: -32601, message: 'the recording server answers no calls' },
        };
  const body = JSON.parse(request.body || '{}') as { id?: unknown } | { id?: unknown }[];
  return { body: Array.isArray(body) ? body.map(answer) : answer(body) };
}

/** Where the testnet build's marketplace is: a host nobody answers for. */
const MARKETPLACE_HOST = 'api.marketplace.example';

let recorder: Awaited<ReturnType<typeof startRecordingServer>>;
const served: Partial<Record<'mainnet' | 'testnet', BuiltAppServer>> = {};

// Two builds, one after the other: each takes the two cores for a while.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  recorder = await startRecordingServer(rpcRefusal);
  served.mainnet = await serveBuild({ VITE_NETWORK: 'mainnet', VITE_RPC_URL_42161: recorder.url });
  // The testnet build as a deployer ships it with its services (docs/deploying.md), none of which answers.
  served.testnet = await serveBuild({
    VITE_NETWORK: 'testnet',
    VITE_MARKETPLACE_API_URL: `https://${MARKETPLACE_HOST}`,
    VITE_MARKETPLACE_API_KEY: 'marketplace-public-key',
    VITE_MOONPAY_PUBLIC_KEY: 'pk_test_builds',
  });
});

test.afterAll(async () => {
  await served.mainnet?.close();
  await served.testnet?.close();
  await recorder?.close();
});

function serverOf(name: 'mainnet' | 'testnet'): BuiltAppServer {
  const server = served[name];
  if (!server) throw new Error(`the ${name} build is not served`);
  return server;
}

/** Opens the build with a fresh test wallet on `network`'s first chain; it knows the public RPCs, all refused. */
async function openWithWallet(page: Page, network: BuiltNetwork, url: string) {
  const privateKey = generatePrivateKey();
  const [first] = network.chains;
  if (!first) throw new Error(`${network.name} has no chains`);
  await injectTestWallet(page, {
    privateKey,
    chains: network.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
    chainId: first.chainId,
  });
  const app = new BuiltApp(page, url);
  await app.open();
  return { app, address: privateKeyToAddress(privateKey) };
}

for (const network of [MAINNET, TESTNET]) {
  const { name, routes } = network;

  test(`the ${name} build runs on its built-in routes and says what it cannot read, with nothing answering`, async ({
    page,
    a11y,
  }) => {
    test.setTimeout(120_000);
    const { url } = serverOf(name);
    const { app } = await openWithWallet(page, network, url);
    const form = new BridgeForm(page);
    const balances = new BalancesPanel(page);
    await expect(app.networkName(name)).toBeVisible();
    await expect(page).toHaveTitle(t('app.title'));
    await expect(form.token).toBeVisible();
    // The first screen is settled once the wallet runtime's connect button has its name.
    const wallet = new WalletModal(page, url);
    await expect(wallet.connectButton).toBeVisible();
    await a11y.check(`${name} build, first screen`);
    await page.screenshot({ path: `test-results/screenshots/builds-${name}-first.png`, fullPage: true });
    // It opens on a route the network offers.
    await expect(form.token).toContainText(network.opens.token);
    await expect(form.from).toContainText(network.opens.from);
    await expect(form.to).toContainText(network.opens.to);

    // The form offers exactly the network's built-in routes.
    // A picker's option names, sorted: the offer, whatever its order.
    const optionLabels = async (picker: Locator) => (await form.optionNames(picker)).sort();
    expect(await optionLabels(form.token)).toEqual(Object.keys(routes).sort());
    for (const [token, sources] of Object.entries(routes)) {
      await form.choose({ token });
      expect(await optionLabels(form.from), token).toEqual(Object.keys(sources).sort());
      for (const [from, destinations] of Object.entries(sources)) {
        await form.choose({ from });
        expect(await optionLabels(form.to), `${token} from ${from}`).toEqual([...destinations].sort());
      }
    }

    // Connecting works with thirdweb's hosts refused; then every chain says it cannot be read.
    await form.choose({ token: Object.keys(routes)[0] });
    await wallet.connect();
    if (network.marketplace) {
      // Signing in asks the marketplace, which does not answer: the modal says so, the wallet stays connected.
      await wallet.signInButton.click();
      await expect(wallet.dialog).toContainText(t('errors.networkOffline', { host: MARKETPLACE_HOST }));
      await a11y.check(`${name} build, sign-in with the marketplace unreachable`);
      await page.keyboard.press('Escape');
    }
    await expect(balances.root.getByRole('row')).toHaveCount(network.chains.length);
    for (const chain of network.chains) {
      await expect(balances.root.locator(`[data-chain="${chain.chainId}"]`), chain.chainName).toContainText(
        t('balances.unavailable'),
        { timeout: 30_000 },
      );
    }

    // With an amount, the quote says it cannot be read instead of waiting forever.
    const origin = (await form.from.textContent()) ?? '';
    await form.amount.fill('1');
    await expect(form.submit).toHaveText(t('quote.unavailable', { chain: origin }), { timeout: 30_000 });
    await expect(form.submit).toBeDisabled();
    await expect(form.interchainGas).toHaveText('—');
    await expect(form.balance).toHaveText(t('bridge.balanceUnavailable', { chain: origin }));
    if (network.marketplace) {
      // The marketplace unreachable: the built-in routes above, no USD value for the amount, and no NFT collection
      // (the testnet has none built in).
      await expect(form.root).toContainText(t('bridge.serverUnavailable'));
      // No USD value without the marketplace's prices; 1 ETH is still worth 1 ETH.
      const valued = Object.keys(routes)[0] === 'ETH' ? '≈ — · 1 ETH' : '—';
      await expect(page.getByTestId('amount-value')).toHaveText(t('prices.worth', { value: valued }));
      await expect(page.getByRole('region', { name: t('nfts.title') })).toHaveText(
        `${t('nfts.title')}${t('nfts.noCollectionsOffline')}`,
        { timeout: 30_000 },
      );
      await expect(page.locator('body')).not.toContainText('$0.00');
      // Buying needs the marketplace's sign-in, which cannot happen: the dialog says so and offers nothing.
      const buy = new BuyDialog(page);
      await buy.open();
      await expect(buy.dialog).toContainText(t('buy.signInFirst'));
      await expect(buy.continueButton).toHaveCount(0);
      await a11y.check(`${name} build, buy dialog with the marketplace unreachable`);
      await buy.dialog.getByRole('button', { name: t('buy.close') }).click();
    } else {
      // Built without the marketplace: no NFT route comes, and the gallery says so once the wallet is in.
      await expect(page.getByRole('region', { name: t('nfts.title') })).toContainText(t('nfts.noCollections'));
    }
    await a11y.check(`${name} build, connected with nothing readable`);
    await page.screenshot({ path: `test-results/screenshots/builds-${name}-unreadable.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `test-results/screenshots/builds-${name}-unreadable-375.png`, fullPage: true });

    await expect(app.crashScreens).toHaveCount(0);
    expect(app.refusedUrls().length).toBeGreaterThan(0);
    expect(app.unexpectedErrors()).toEqual([]);
  });
}

/** Every JSON-RPC call the recording server got, batched or not. */
function recordedCalls() {
  return recorder.requests.flatMap((request) => {
    const body = JSON.parse(request.body) as
      | { method: string; params: unknown[] }
      | { method: string; params: unknown[] }[];
    return Array.isArray(body) ? body : [body];
  });
}

test('the mainnet build reads Arbitrum through its VITE_RPC_URL_42161 override first', async ({ page }) => {
  test.setTimeout(90_000);
  const { url } = serverOf('mainnet');
  const { app, address } = await openWithWallet(page, MAINNET, url);
  recorder.requests.length = 0;
  await new WalletModal(page, url).connect();
  await expect(new BalancesPanel(page).root.locator('[data-chain="42161"]')).toContainText(t('balances.unavailable'), {
    timeout: 30_000,
  });
  // A balance read of the connected address arrived at the override, with its chain id asked alongside; only
  // once it failed did the read go on to the public Arbitrum RPCs (refused here), and the page says nothing
  // of the override, whose chain is right.
  const calls = recordedCalls();
  const owner = address.slice(2).toLowerCase();
  expect(
    calls.some(
      (call) =>
        ['eth_getBalance', 'eth_call'].includes(call.method) &&
        JSON.stringify(call.params).toLowerCase().includes(owner),
    ),
    JSON.stringify(calls.map((call) => call.method)),
  ).toBe(true);
  expect(calls.map((call) => call.method)).toContain('eth_chainId');
  await expect(page.getByTestId('rpc-notice')).toHaveCount(0);
  expect(app.unexpectedErrors()).toEqual([]);
});

test('an override that answers for another chain is refused, and the page names the variable to fix', async ({
  page,
}) => {
  test.setTimeout(90_000);
  overrideChainId = 1;
  try {
    const { url } = serverOf('mainnet');
    const { app } = await openWithWallet(page, MAINNET, url);
    await new WalletModal(page, url).connect();
    const notice = page.getByTestId('rpc-notice');
    await expect(notice).toHaveText(
      t('errors.rpcOverrideWrongChain', {
        variable: 'VITE_RPC_URL_42161',
        chain: 'Arbitrum One',
        chainId: 42161,
        answered: 1,
      }),
      { timeout: 30_000 },
    );
    await expect(new BalancesPanel(page).root.locator('[data-chain="42161"]')).toContainText(
      t('balances.unavailable'),
      {
        timeout: 30_000,
      },
    );
    await page.screenshot({ path: 'test-results/screenshots/builds-mainnet-rpc-override-refused.png', fullPage: true });
    // The public RPCs were asked instead (refused here, as every non-local request).
    expect(app.refusedUrls().some((refused) => refused.startsWith('https://arb1.arbitrum.io'))).toBe(true);
  } finally {
    overrideChainId = 42161;
  }
});
