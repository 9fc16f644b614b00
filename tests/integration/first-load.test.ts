import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../scripts/build-app';
import { firstLoad, kb } from '../../scripts/first-load';

/**
 * What the first screen may download before anything loads on demand. 250 KB until the refactor that
 * brought error codes, the bridge-method seam and the send mutation to the first screen (250.3 KB with the
 * indexer client made lazy again); 252 KB with the zk method's first-screen part (its fee label, claim note
 * and L2 token balance); 253 KB with the claim flow's hand-offs to the form (the claim toast, a token not
 * deployed yet read as zero: 252.3 KB); 261 KB with the first screen's names, prices, explorer links and
 * unreadable-quote notice (260.8 KB, ENS kept on demand); 280 KB once one viem served thirdweb too. 200 KB
 * since the speed work (198.3 KB): a chain client with only the reads the app makes, thirdweb's dynamic import
 * of all of viem narrowed to what it uses, the app's ABIs as JSON, and the first screen in one chunk
 * (docs/performance.md, "First load and chunks"). 184.8 KB with the app's schemas on zod's mini build (199.6 KB
 * before), which left room for the form's icons and listbox pickers: 187.6 KB with them. The review and its
 * stepper load after the first screen. 195.3 KB with the chain and token icons drawn from a sprite in the first
 * chunk rather than fetched as images (docs/performance.md, "On a phone").
 */
const FIRST_LOAD_JS_GZIP_BUDGET = 200 * 1024;
/**
 * The entry, Rolldown's runtime and the first screen's one chunk (vite.config.ts): 29 files before; and
 * `public/number-data.js`, which loads the browser's number data while they download (docs/performance.md,
 * "On a phone").
 */
const FIRST_LOAD_JS_FILES = 4;

let outDir: string | undefined;
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

it('keeps the first-load JavaScript within its gzipped budget and its number of files', async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'bridge-build-'));
  await buildApp(outDir);
  const { js } = firstLoad(outDir);
  expect(js.files.length).toBeGreaterThan(0);
  expect(js.files.length, `first-load JS files: ${js.files.join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_JS_FILES);
  expect(js.gzip, `first-load JS is ${kb(js.gzip)} gzip in ${js.files.join(', ')}`).toBeLessThanOrEqual(
    FIRST_LOAD_JS_GZIP_BUDGET,
  );
}, 180_000);
