import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { preview } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../devnet/ports';
import { buildApp } from '../../scripts/build-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

/** A production build with a variable the app does not use, which must not reach the bundle. */
const CANARY = `canary-${randomUUID()}`;

let outDir = '';
beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'bridge-build-safety-'));
  process.env.VITE_CANARY = CANARY;
  try {
    await buildApp(outDir);
  } finally {
    delete process.env.VITE_CANARY;
  }
}, 180_000);
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

it('ships no VITE_ variable the app does not read', () => {
  const files = filesIn(outDir);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) expect(readFileSync(file, 'latin1').includes(CANARY), file).toBe(false);
});

it('serves index.html with a Content-Security-Policy the app runs under', async () => {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(csp).toContain("script-src 'self'");
  // Before every script and stylesheet, or those would load unchecked.
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));

  const port = await freePort();
  const server = await preview({
    build: { outDir },
    preview: { port, host: '127.0.0.1', strictPort: true },
    logLevel: 'warn',
  });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    // The mainnet build's hosted services are not reachable here; the policy is what is under test.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole('heading', { level: 1, name: 'Treasure Bridge' }).waitFor();
    // The connect modal is thirdweb's chunk, its styles and images.
    await page.getByRole('button', { name: 'Connect wallet', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Connect a Wallet' }).click();
    await page.getByRole('dialog').getByText('MetaMask').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  } finally {
    await browser?.close();
    await server.close();
  }
}, 120_000);
