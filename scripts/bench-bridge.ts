/**
 * `npm run bench:bridge`: bridging through the app's UI. On a devnet of its own (spare ports, a temporary
 * folder) with the app's dev server and the test wallet in headless Chromium, it sends 20 MAGIC transfers
 * Arbitrum -> Abstract one after another and measures, for each, the time from clicking Bridge until the
 * history row shows it delivered (approval, transfer and the app's tracking), and the time from its
 * dispatch being mined until `Mailbox.delivered` is true on Abstract (wall-clock, the chains polled every
 * 100 ms from here). Then it counts the RPC requests one click on Refresh balances makes until the chains'
 * RPC is quiet for 500 ms, per chain (median of 5).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { type Hex, keccak256, parseEventLogs } from 'viem';
import { DevnetChains } from '../devnet/client';
import { defaultDevnetDir, spareDevnetPorts, startDevnet } from '../devnet/devnet';
import { freePort } from '../devnet/ports';
import type { ManifestChain } from '../src/config/devnet-manifest';
import { mailboxAbi } from '../src/lib/abis';
import { WalletModal } from '../tests/e2e/pages/wallet-modal';
import { injectTestWallet } from '../tests/support/test-wallet/inject';
import { startAppServer } from './app-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { median } from './stats';

const TRANSFERS = 20;
const REFRESHES = 5;
/** A devnet user holding MAGIC on Arbitrum. */
const ACCOUNT = 1;
/** The form's default route; only the amount is entered. */
const FROM = 'arbitrum';
const TO = 'abstract';
const AMOUNT = '0.5';
const POLL_MS = 100;
const QUIET_MS = 500;
const TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Polls `read` every POLL_MS until it gives a value; resolves with it. */
async function poll<T>(read: () => Promise<T | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    await sleep(POLL_MS);
  }
  throw new Error(`${what}: not within ${TIMEOUT_MS} ms`);
}

/** When a transaction the page sent was mined and, if it dispatched a message, when that was delivered on TO. */
async function track(chains: DevnetChains, origin: string, hash: Hex) {
  const client = chains.client(origin);
  const receipt = await poll(() => client.getTransactionReceipt({ hash }).catch(() => undefined), `receipt of ${hash}`);
  const minedAt = Date.now();
  const [dispatch] = parseEventLogs({ abi: mailboxAbi, eventName: 'DispatchId', logs: receipt.logs });
  if (!dispatch) return undefined;
  await poll(() => chains.isDelivered(TO, dispatch.args.messageId), `delivery of ${dispatch.args.messageId}`);
  return { minedAt, deliveredAt: Date.now() };
}

interface RpcCall {
  readonly method?: string;
  readonly params?: readonly unknown[];
}

/** Every page request to a devnet chain's RPC, and a tracker for every transaction the page sends. */
function watchRpc(page: Page, chains: DevnetChains) {
  const byOrigin = new Map<string, ManifestChain>(chains.manifest.chains.map((c) => [new URL(c.rpcUrl).origin, c]));
  const requests: string[] = [];
  let lastAt = 0;
  const sent = new Map<Hex, ReturnType<typeof track>>();
  page.on('request', (request) => {
    const chain = byOrigin.get(new URL(request.url()).origin);
    if (!chain) return;
    requests.push(chain.name);
    lastAt = Date.now();
    if (request.method() !== 'POST') return;
    for (const call of [request.postDataJSON() as RpcCall | RpcCall[]].flat()) {
      const raw = call.params?.[0];
      if (call.method !== 'eth_sendRawTransaction' || typeof raw !== 'string') continue;
      const hash = keccak256(raw as Hex);
      // Started now, before anvil answers, so the receipt's first appearance is when it was mined.
      const tracked = track(chains, chain.name, hash);
      // Awaited by the transfer it belongs to; a failure of one nobody awaits must not end the process.
      tracked.catch(() => {});
      sent.set(hash, tracked);
    }
  });
  return {
    requests,
    sent,
    /** Resolves once no RPC request has left for QUIET_MS since `since` (or since the last one, if later). */
    async quiet(since = 0) {
      const deadline = Date.now() + TIMEOUT_MS;
      while (Date.now() - Math.max(since, lastAt) < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`the devnet RPC was never quiet for ${QUIET_MS} ms`);
        await sleep(25);
      }
    },
  };
}

/** What was started, stopped in reverse order by the end of the run or by Ctrl-C, whichever comes first. */
const started: (() => Promise<unknown>)[] = [];
let stopping: Promise<void> | undefined;
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (let stop = started.pop(); stop; stop = started.pop())
      await stop().catch((error: unknown) => console.error(error));
  })();
  return stopping;
}
// `on`, not `once`: Ctrl-C can reach this process twice (from the terminal, and relayed by tsx).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void stopAll().finally(() => process.exit(128 + os.constants.signals[signal])));

async function main(): Promise<void> {
  const runStarted = Date.now();
  const ui: number[] = [];
  const relay: number[] = [];
  const refreshes: string[][] = [];
  let chains: DevnetChains;
  try {
    // Its own manifest folder, registered first so that Ctrl-C during the start removes it too; the
    // checkout's saved chain state, as the tests do, so only a first run ever deploys.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bridge-bench-'));
    started.push(() => rm(dir, { recursive: true, force: true }));
    const devnet = await startDevnet({
      dir,
      stateDir: path.join(defaultDevnetDir(), 'state'),
      ports: await spareDevnetPorts(),
    });
    started.push(() => devnet.stop());
    chains = new DevnetChains(devnet.manifest);
    const app = await startAppServer({ manifestPath: devnet.manifestPath, port: await freePort() });
    devnet.allowAppOrigin(new URL(app.url).origin);
    started.push(() => app.close());
    // Playwright's own Ctrl-C handler would exit as soon as the browser is closed, before the devnet stops.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, handleSIGINT: false });
    started.push(() => browser.close());

    const page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`[page console] ${message.text()}`);
    });
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    const account = devnet.manifest.accounts[ACCOUNT];
    if (!account) throw new Error(`no devnet account ${ACCOUNT}`);
    await injectTestWallet(page, {
      privateKey: account.privateKey as Hex,
      chains: devnet.manifest.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
      chainId: chains.chain(FROM).chainId,
    });
    const rpc = watchRpc(page, chains);
    // The dev server's HMR socket answered by a silent stand-in: files saved in the checkout during the
    // run neither hot-update nor reload the page under measurement.
    await page.routeWebSocket(
      (url) => url.host === new URL(app.url).host,
      () => {},
    );
    await page.goto(app.url);
    const walletModal = new WalletModal(page, app.url);
    await walletModal.connect();
    await walletModal.signIn();

    const form = page.getByRole('form', { name: 'Bridge tokens' });
    const send = form.getByRole('button', { name: 'Bridge', exact: true });
    const hashes = () =>
      page.locator('.transfer').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-hash') ?? ''));
    for (let i = 0; i < TRANSFERS; i++) {
      const known = await hashes();
      await form.getByLabel('Amount').fill(AMOUNT);
      // Named Bridge only once nothing blocks it (quote, balance), and then it is enabled.
      await send.waitFor();
      const clickedAt = Date.now();
      await send.click();
      const row = await page.waitForFunction(
        (before) =>
          [...document.querySelectorAll('.transfer')]
            .map((r) => r.getAttribute('data-hash'))
            .find((hash) => hash && !before.includes(hash)),
        known,
        { polling: POLL_MS, timeout: TIMEOUT_MS },
      );
      const hash = (await row.jsonValue()) as Hex;
      await page.waitForFunction(
        (h) => document.querySelector(`.transfer[data-hash="${h}"]`)?.getAttribute('data-status') === 'delivered',
        hash,
        { polling: POLL_MS, timeout: TIMEOUT_MS },
      );
      ui.push(Date.now() - clickedAt);
      const dispatch = await rpc.sent.get(hash);
      if (!dispatch) throw new Error(`${hash} is not a dispatch the page sent`);
      relay.push(dispatch.deliveredAt - dispatch.minedAt);
      console.log(
        `transfer ${i + 1}/${TRANSFERS}: ${seconds(ui.at(-1) ?? 0)} in the UI, ${seconds(relay.at(-1) ?? 0)} mined -> delivered`,
      );
    }

    const refresh = page
      .getByRole('region', { name: 'Balances', exact: true })
      .getByRole('button', { name: 'Refresh balances', exact: true });
    await refresh.waitFor();
    for (let i = 0; i < REFRESHES; i++) {
      // Nothing else in flight: the balances loaded, the last delivery's refetches done.
      await rpc.quiet();
      const first = rpc.requests.length;
      await refresh.click();
      await rpc.quiet(Date.now());
      refreshes.push(rpc.requests.slice(first));
    }
  } finally {
    await stopAll();
  }

  const perChain = chains.manifest.chains.map((c) => ({
    name: c.displayName,
    requests: median(refreshes.map((r) => r.filter((name) => name === c.name).length)),
  }));
  const rows: [string, string][] = [
    [
      `transfers (MAGIC ${chains.chain(FROM).displayName} -> ${chains.chain(TO).displayName}, ${AMOUNT} each)`,
      `${TRANSFERS}`,
    ],
    ['click Bridge -> history row delivered', `${seconds(median(ui))} median, max ${seconds(Math.max(...ui))}`],
    [
      'dispatch mined -> delivered (wall-clock)',
      `${seconds(median(relay))} median, max ${seconds(Math.max(...relay))}`,
    ],
    [
      'RPC requests per balance refresh',
      `${median(refreshes.map((r) => r.length))} median of ${REFRESHES} (${perChain.map((c) => `${c.name} ${c.requests}`).join(', ')})`,
    ],
  ];
  const width = Math.max(...rows.map(([m]) => m.length));
  console.log(
    `\nBridge UI benchmark (dev server, headless Chromium, ${os.cpus().length} cores, ${seconds(Date.now() - runStarted)} in all)\n`,
  );
  console.log(`| ${'measure'.padEnd(width)} | value |`);
  console.log(`| ${'-'.repeat(width)} | ----- |`);
  for (const [measure, value] of rows) console.log(`| ${measure.padEnd(width)} | ${value} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
