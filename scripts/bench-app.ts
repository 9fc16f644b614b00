/**
 * What the UI benchmarks share: a devnet of their own (spare ports, a temporary folder, the checkout's saved
 * chain state, so only a first run deploys), the app's dev server, headless Chromium with the test wallet of
 * one devnet account, and the cleanup, run at the end or on Ctrl-C, whichever comes first.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { Hex } from 'viem';
import { DevnetChains } from '../devnet/client';
import { type Devnet, type DevnetOptions, defaultDevnetDir, spareDevnetPorts, startDevnet } from '../devnet/devnet';
import { freePort } from '../devnet/ports';
import { WalletModal } from '../tests/e2e/pages/wallet-modal';
import { injectTestWallet } from '../tests/support/test-wallet/inject';
import { startAppServer } from './app-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What was started, stopped in reverse order by `stopAll`. */
const started: (() => Promise<unknown>)[] = [];
let stopping: Promise<void> | undefined;
export function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (let stop = started.pop(); stop; stop = started.pop())
      await stop().catch((error: unknown) => console.error(error));
  })();
  return stopping;
}
// `on`, not `once`: Ctrl-C can reach this process twice (from the terminal, and relayed by tsx).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void stopAll().finally(() => process.exit(128 + os.constants.signals[signal])));

export interface BenchApp {
  readonly devnet: Devnet;
  readonly chains: DevnetChains;
  readonly page: Page;
  readonly appUrl: string;
}

/**
 * A devnet, the app on it, and a page connected and signed in with devnet account `account`, its wallet
 * starting on `chainName`. Everything it starts is stopped by `stopAll`.
 */
export async function openBenchApp(options: {
  readonly name: string;
  readonly account: number;
  readonly chainName: string;
  readonly devnet?: Pick<DevnetOptions, 'zkExecuteDelayMs'>;
}): Promise<BenchApp> {
  // Registered first, so that Ctrl-C during the start removes it too.
  const dir = await mkdtemp(path.join(os.tmpdir(), `${options.name}-bench-`));
  started.push(() => rm(dir, { recursive: true, force: true }));
  const devnet = await startDevnet({
    ...options.devnet,
    dir,
    stateDir: path.join(defaultDevnetDir(), 'state'),
    ports: await spareDevnetPorts(),
  });
  started.push(() => devnet.stop());
  const chains = new DevnetChains(devnet.manifest);
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
  const account = devnet.manifest.accounts[options.account];
  if (!account) throw new Error(`no devnet account ${options.account}`);
  await injectTestWallet(page, {
    privateKey: account.privateKey as Hex,
    chains: devnet.manifest.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
    chainId: chains.chain(options.chainName).chainId,
  });
  // The dev server's HMR socket answered by a silent stand-in: files saved in the checkout during the run
  // neither hot-update nor reload the page under measurement.
  await page.routeWebSocket(
    (url) => url.host === new URL(app.url).host,
    () => {},
  );
  return { devnet, chains, page, appUrl: app.url };
}

/** Opens the app on `page`, connects the wallet and signs in. */
export async function connect(page: Page, appUrl: string): Promise<void> {
  await page.goto(appUrl);
  const walletModal = new WalletModal(page, appUrl);
  await walletModal.connect();
  await walletModal.signIn();
}

/** Prints a benchmark's figures as a Markdown table under `title`. */
export function printTable(title: string, rows: readonly (readonly [string, string])[]): void {
  const width = Math.max(...rows.map(([measure]) => measure.length));
  console.log(`\n${title}\n`);
  console.log(`| ${'measure'.padEnd(width)} | value |`);
  console.log(`| ${'-'.repeat(width)} | ----- |`);
  for (const [measure, value] of rows) console.log(`| ${measure.padEnd(width)} | ${value} |`);
}
