/**
 * `npm run bench:phone`: builds the production app (mainnet; the devnet's with `--devnet`) and the reference
 * app (React and thirdweb's ConnectButton, `scripts/bench-reference/`), serves both gzip-compressed on
 * 127.0.0.1, runs Lighthouse's default mobile preset (simulated slow 4G, a 4x slower CPU: how Lighthouse and
 * PageSpeed Insights rate a site) on each in turns, and prints the medians with the ratio app / reference.
 * docs/performance.md, "On a phone".
 *
 * `--runs N` sets the runs of each (3); `--save DIR` writes each run's Lighthouse report (JSON) there, to
 * look into its audits (`bootup-time`, `long-tasks`, `mainthread-work-breakdown`). `--devnet` measures the
 * devnet's build instead, on a devnet of its own (spare ports, a temporary folder): there the app's chains,
 * marketplace and indexer answer, as they do online, which the mainnet build cannot have on this machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { type PreviewServer, preview } from 'vite';
import type { Devnet } from '../devnet/devnet';
import { freePort } from '../devnet/ports';
import { startTestDevnet } from '../tests/support/test-devnet';
import { withBothBuilt } from './build-reference';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { median } from './stats';

interface Served {
  readonly name: 'app' | 'reference';
  readonly server: PreviewServer;
  readonly url: string;
}

/** What one Lighthouse run says of a page. */
interface Run {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly tti: number;
  readonly bytes: number;
  /** The longest main-thread task during load, in simulated (4x slower CPU) milliseconds. */
  readonly longestTask: number;
  /**
   * The longest of them that Lighthouse lays on a file of the page's own origin (issue 27: none over 100 ms):
   * its scripts, or its document's parsing, not the browser's own work. Lighthouse lists tasks of 50 ms and
   * more, so 0 means none reached that.
   */
  readonly longestOwnTask: number;
  readonly mainThread: number;
  readonly scriptEvaluation: number;
}

/** Vite's preview server gzips what it serves, as a static host does. */
async function serve(name: Served['name'], outDir: string): Promise<Served> {
  const port = await freePort();
  const server = await preview({
    configFile: false,
    build: { outDir },
    preview: { port, host: '127.0.0.1', strictPort: true },
    logLevel: 'warn',
  });
  return { name, server, url: `http://127.0.0.1:${port}/` };
}

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);

/** The longest of Lighthouse's long tasks, or of those whose attributed URL `own` says is the page's. */
function longestTask(lhr: Result, own: (url: string) => boolean = () => true): number {
  const details = lhr.audits['long-tasks']?.details;
  if (details?.type !== 'table') return 0;
  const tasks = details.items.filter((item) => own(String(item.url)));
  return Math.max(0, ...tasks.map((item) => Number(item.duration ?? 0)));
}

function scriptEvaluation(lhr: Result): number {
  const details = lhr.audits['mainthread-work-breakdown']?.details;
  if (details?.type !== 'table') return Number.NaN;
  const item = details.items.find((i) => i.group === 'scriptEvaluation');
  return Number(item?.duration ?? Number.NaN);
}

/**
 * One Lighthouse run in a fresh Chromium (its own profile, so a cold cache). Every host but 127.0.0.1 fails
 * to resolve at once: the machine has no internet, and neither page may wait on it.
 */
async function run(target: Served): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // Its own Ctrl-C handler would exit at once, before the devnet is stopped (`stopOnSignal`).
    handleSIGINT: false,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  try {
    const result = await lighthouse(target.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Whether `url` is of `origin`; Lighthouse's placeholders ("Unattributable", "Browser GC") are not URLs. */
const ofOrigin = (url: string, origin: string) => URL.canParse(url) && new URL(url).origin === origin;

function summary(lhr: Result, origin: string): Run {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    tti: numeric(lhr, 'interactive'),
    bytes: numeric(lhr, 'total-byte-weight'),
    longestTask: longestTask(lhr),
    longestOwnTask: longestTask(lhr, (url) => ofOrigin(url, origin)),
    mainThread: numeric(lhr, 'mainthread-work-breakdown'),
    scriptEvaluation: scriptEvaluation(lhr),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

function table(app: Run[], reference: Run[]): string {
  const rows: string[][] = [];
  const m = (runs: Run[], key: keyof Run) => median(runs.map((r) => r[key]));
  const row = (measure: string, key: keyof Run, show: (value: number) => string) => {
    const a = m(app, key);
    const r = m(reference, key);
    rows.push([measure, show(a), show(r), r > 0 ? (a / r).toFixed(2) : 'n/a']);
  };
  row('performance score', 'performance', String);
  row('first contentful paint', 'fcp', seconds);
  row('largest contentful paint', 'lcp', seconds);
  row('total blocking time', 'tbt', millis);
  row('time to interactive', 'tti', seconds);
  row('bytes transferred', 'bytes', kilobytes);
  row('longest main-thread task', 'longestTask', millis);
  row("longest task on the page's own files", 'longestOwnTask', (ms) => (ms === 0 ? '< 50 ms' : millis(ms)));
  row('main-thread work', 'mainThread', seconds);
  row('of it script evaluation', 'scriptEvaluation', seconds);
  const both = (runs: Run[]) => `${m(runs, 'accessibility')} / ${m(runs, 'bestPractices')}`;
  rows.push(['accessibility / best practices', both(app), both(reference), '']);
  const header = ['measure (median)', 'app', 'reference', 'app / reference'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** What Ctrl-C or SIGTERM stops before the process exits: Lighthouse's Chromium, and the devnet once there is one. */
const stopOnSignal: (() => unknown)[] = [() => chromeLauncher.killAll()];
let stopping = false;
// `on`, not `once`: Ctrl-C can reach this process twice (from the terminal, and relayed by tsx).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void Promise.allSettled(stopOnSignal.map(async (stop) => stop())).finally(() =>
      process.exit(128 + os.constants.signals[signal]),
    );
  });

/**
 * A devnet of the benchmark's own (the browser tests' kind: spare ports, a temporary folder, the checkout's
 * saved chain state), its manifest named to the build (`VITE_NETWORK=devnet` and nothing else of the shell's
 * `VITE_*`); `measure` runs on it, and it is stopped and removed however that ends, Ctrl-C and SIGTERM included.
 */
async function withDevnet(measure: (devnet: Devnet) => Promise<void>): Promise<void> {
  console.log('Starting a devnet of its own (a first run on this checkout deploys the contracts: minutes)');
  const devnet = await startTestDevnet();
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= devnet.stop();
    return stopping;
  };
  stopOnSignal.push(stop);
  try {
    for (const name of Object.keys(process.env)) if (name.startsWith('VITE_')) delete process.env[name];
    process.env.VITE_NETWORK = 'devnet';
    process.env.DEVNET_MANIFEST = devnet.manifestPath;
    await measure(devnet);
  } finally {
    await stop();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, save: { type: 'string' }, devnet: { type: 'boolean' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive whole number, not ${values.runs}`);
  if (values.save) mkdirSync(values.save, { recursive: true });
  if (values.devnet) await withDevnet((devnet) => measure(runs, values.save, devnet));
  else await measure(runs, values.save);
}

async function measure(runs: number, save: string | undefined, devnet?: Devnet): Promise<void> {
  await withBothBuilt('bench-phone', async ({ appDir, referenceDir, servers }) => {
    const app = await serve('app', appDir);
    servers.push(app.server);
    devnet?.allowAppOrigin(new URL(app.url).origin);
    const reference = await serve('reference', referenceDir);
    servers.push(reference.server);
    const loadBefore = os.loadavg()[0] ?? 0;
    const results: Record<Served['name'], Run[]> = { app: [], reference: [] };
    let lighthouseVersion = '';
    for (let i = 1; i <= runs; i++) {
      for (const target of [app, reference]) {
        const lhr = await run(target);
        lighthouseVersion = lhr.lighthouseVersion;
        const result = summary(lhr, new URL(target.url).origin);
        results[target.name].push(result);
        console.log(
          `${target.name} run ${i}: performance ${result.performance}, LCP ${seconds(result.lcp)}, ` +
            `TBT ${millis(result.tbt)}, longest task ${millis(result.longestTask)} ` +
            `(of its own files ${millis(result.longestOwnTask)})`,
        );
        if (save) writeFileSync(path.join(save, `${target.name}-${i}.json`), JSON.stringify(lhr));
      }
    }
    const build = devnet ? 'the devnet build on its devnet' : 'the mainnet build';
    console.log(
      `\nPhone benchmark, ${build}: Lighthouse ${lighthouseVersion} mobile preset (simulated slow 4G, ` +
        `4x CPU slowdown), ${runs} runs each in turns, production builds served gzipped, ${os.cpus().length} cores, ` +
        `load average (1 min) ${loadBefore.toFixed(2)} before the runs, ${(os.loadavg()[0] ?? 0).toFixed(2)} after\n`,
    );
    console.log(table(results.app, results.reference));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
