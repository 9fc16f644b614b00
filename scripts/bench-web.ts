/**
 * `npm run bench:web`: builds the production app and a reference app (React and thirdweb's ConnectButton
 * with the app's wallets, `scripts/bench-reference/`), serves each on 127.0.0.1, loads them in headless
 * Chromium in turns (app, reference, app, ...) so the machine's noise hits both alike, and prints what the
 * first load costs for each and the ratio app / reference: JS and CSS bytes (raw and gzip, from the build),
 * the JS fetched and the requests made until the network is idle, and the median time until the page's main
 * content and the connect button can be used. docs/performance.md, "Side-by-side benchmark".
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { type PreviewServer, preview } from 'vite';
import { freePort } from '../devnet/ports';
import { withBothBuilt } from './build-reference';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { type FirstLoad, firstLoad, kb } from './first-load';
import { median } from './stats';

const LOADS = 7;

/** thirdweb's button once its labels are loaded (a spinner before); the reference uses the app's label. */
const connectButton = (page: Page) =>
  page.locator('[data-testid="tw-connect-button"], button:has-text("Connect wallet")').first();
/**
 * The app's own connect button of the first paint, which keeps a click until thirdweb's replaces it
 * (docs/wallet.md): gone once the wallet runtime is loaded. The reference has none.
 */
const walletStandIn = (page: Page) => page.locator('.wallet-stand-in, .wallet-placeholder');

interface Target {
  readonly outDir: string;
  /** What "main content shown" waits for: the app's heading; the reference has only its button. */
  readonly content: (page: Page) => Locator;
}

interface Served extends Target {
  readonly sizes: FirstLoad;
  /** Gzip bytes of each JS file of the build, by URL path. */
  readonly jsGzip: ReadonlyMap<string, number>;
  readonly server: PreviewServer;
  readonly url: string;
}

interface Load {
  readonly content: number;
  readonly connect: number;
  readonly wallet: number;
  readonly requests: number;
  readonly jsLoaded: number;
}

function jsGzipSizes(outDir: string): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.js')) {
      sizes.set(`/${file.split(path.sep).join('/')}`, gzipSync(readFileSync(path.join(outDir, file))).length);
    }
  }
  return sizes;
}

async function serve(target: Target): Promise<Served> {
  const port = await freePort();
  const server = await preview({
    configFile: false,
    build: { outDir: target.outDir },
    preview: { port, host: '127.0.0.1', strictPort: true },
    logLevel: 'warn',
  });
  return {
    ...target,
    sizes: firstLoad(target.outDir),
    jsGzip: jsGzipSizes(target.outDir),
    server,
    url: `http://127.0.0.1:${port}/`,
  };
}

/** One cold load in a fresh browser context. */
async function load(browser: Browser, target: Served): Promise<Load> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let requests = 0;
    const jsFiles = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== '127.0.0.1') return;
      requests += 1;
      if (target.jsGzip.has(url.pathname)) jsFiles.add(url.pathname);
    });
    // Nothing but the page's own server answers: neither page may wait on the internet.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    const started = Date.now();
    await page.goto(target.url, { waitUntil: 'commit' });
    await target.content(page).waitFor();
    const content = Date.now() - started;
    await connectButton(page).waitFor();
    const connect = Date.now() - started;
    // The app loads its wallet runtime when the visitor reaches for the button (docs/performance.md, "On a
    // phone"): the pointer goes to it as soon as it shows. The reference's is thirdweb's own already.
    await connectButton(page).hover();
    await walletStandIn(page).first().waitFor({ state: 'detached' });
    const wallet = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const jsLoaded = [...jsFiles].reduce((sum, file) => sum + (target.jsGzip.get(file) ?? 0), 0);
    return { content, connect, wallet, requests, jsLoaded };
  } finally {
    await context.close();
  }
}

const ratio = (app: number, reference: number) => (reference > 0 ? (app / reference).toFixed(2) : 'n/a');

function table(app: Served, reference: Served, appLoads: Load[], referenceLoads: Load[]): string {
  const measured = (loads: Load[], key: keyof Load) => median(loads.map((l) => l[key]));
  const rows: [string, string, string, string][] = [];
  const row = (measure: string, a: number, r: number, show: (value: number) => string) =>
    rows.push([measure, show(a), show(r), ratio(a, r)]);
  const files = (served: Served) => ` (${served.sizes.js.files.length} files)`;
  rows.push([
    'first-load JS, gzip',
    `${kb(app.sizes.js.gzip)}${files(app)}`,
    `${kb(reference.sizes.js.gzip)}${files(reference)}`,
    ratio(app.sizes.js.gzip, reference.sizes.js.gzip),
  ]);
  row('first-load JS, raw', app.sizes.js.raw, reference.sizes.js.raw, kb);
  row('first-load CSS, gzip', app.sizes.css.gzip, reference.sizes.css.gzip, kb);
  const perLoad = (measure: string, key: 'jsLoaded' | 'requests', show: (value: number) => string) =>
    row(measure, measured(appLoads, key), measured(referenceLoads, key), show);
  perLoad('JS fetched to load, gzip (incl. on-demand chunks)', 'jsLoaded', kb);
  perLoad('requests to load (incl. on-demand chunks)', 'requests', String);
  // Times also show their range: on a busy machine a wide one says the median is not to be trusted alone.
  const timing = (loads: Load[], key: 'content' | 'connect' | 'wallet') => {
    const values = loads.map((l) => l[key]);
    return `${measured(loads, key)} ms (${Math.min(...values)}-${Math.max(...values)})`;
  };
  for (const [measure, key] of [
    ['main content shown (reference: its button)', 'content'],
    ['connect button usable', 'connect'],
    ["thirdweb's own button shown (app: runtime loaded on hover)", 'wallet'],
  ] as const) {
    const ratioOfMedians = ratio(measured(appLoads, key), measured(referenceLoads, key));
    rows.push([measure, timing(appLoads, key), timing(referenceLoads, key), ratioOfMedians]);
  }
  const header: [string, string, string, string] = [
    'measure (median of loads, times with min-max)',
    'app',
    'reference',
    'app / reference',
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  await withBothBuilt('bench-web', async ({ appDir, referenceDir, servers }) => {
    const app = await serve({ outDir: appDir, content: (page) => page.getByRole('heading', { level: 1 }) });
    servers.push(app.server);
    const reference = await serve({ outDir: referenceDir, content: connectButton });
    servers.push(reference.server);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const appLoads: Load[] = [];
    const referenceLoads: Load[] = [];
    try {
      // One unmeasured load of each first: the browser's own start-up would otherwise fall on the app alone.
      await load(browser, app);
      await load(browser, reference);
      for (let i = 0; i < LOADS; i++) {
        appLoads.push(await load(browser, app));
        referenceLoads.push(await load(browser, reference));
      }
    } finally {
      await browser.close();
    }
    console.log(
      `\nWeb first-load benchmark, app beside a React + thirdweb ConnectButton reference ` +
        `(${LOADS} loads each, interleaved, production builds, ${os.cpus().length} cores)\n`,
    );
    console.log(table(app, reference, appLoads, referenceLoads));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
