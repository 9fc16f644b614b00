/**
 * `npm run bench:web`: builds the production app, serves it on 127.0.0.1, loads it in headless Chromium
 * several times, and prints what the first load costs: JS and CSS bytes (raw and gzip, from the build),
 * requests made, and the median time until the connect button and the page's main content can be used.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { freePort } from '../devnet/ports';
import { buildApp } from './build-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { firstLoad, kb } from './first-load';
import { median } from './stats';

const LOADS = 7;

async function main(): Promise<void> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bridge-bench-web-'));
  const port = await freePort();
  try {
    await buildApp(outDir);
    const sizes = firstLoad(outDir);
    const server = await preview({
      build: { outDir },
      preview: { port, host: '127.0.0.1', strictPort: true },
      logLevel: 'warn',
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const timings = { content: [] as number[], connect: [] as number[], requests: [] as number[] };
    try {
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        let requests = 0;
        page.on('request', (request) => {
          if (new URL(request.url()).hostname === '127.0.0.1') requests += 1;
        });
        // Nothing but the app's own server answers: the page must not wait on the internet.
        await page.route(
          (url) => url.hostname !== '127.0.0.1',
          (route) => route.abort(),
        );
        const started = Date.now();
        await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'commit' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        timings.content.push(Date.now() - started);
        await page.locator('[data-testid="tw-connect-button"], button:has-text("Connect wallet")').first().waitFor();
        timings.connect.push(Date.now() - started);
        await page.waitForLoadState('networkidle');
        timings.requests.push(requests);
        await context.close();
      }
    } finally {
      await browser.close();
      await server.close();
    }
    const rows: [string, string][] = [
      ['first-load JS', `${kb(sizes.js.raw)} raw, ${kb(sizes.js.gzip)} gzip (${sizes.js.files.length} files)`],
      ['first-load CSS', `${kb(sizes.css.raw)} raw, ${kb(sizes.css.gzip)} gzip`],
      ['requests to load (incl. on-demand chunks)', `${median(timings.requests)} median`],
      ['main content shown', `${median(timings.content)} ms median`],
      ['connect button usable', `${median(timings.connect)} ms median`],
    ];
    const width = Math.max(...rows.map(([m]) => m.length));
    console.log(`\nWeb first-load benchmark (${LOADS} loads, production build, ${os.cpus().length} cores)\n`);
    console.log(`| ${'measure'.padEnd(width)} | value |`);
    console.log(`| ${'-'.repeat(width)} | ----- |`);
    for (const [measure, value] of rows) console.log(`| ${measure.padEnd(width)} | ${value} |`);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
