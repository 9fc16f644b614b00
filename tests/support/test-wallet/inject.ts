import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import type { TestWalletConfig } from './wallet';

let bundled: Promise<string> | undefined;

/** The test wallet as one browser script (viem bundled in). */
function walletScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./wallet.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundled;
}

/** Injects the devnet test wallet into every page the test opens, before the app's scripts run. */
export async function injectTestWallet(page: Page, config: TestWalletConfig): Promise<void> {
  await page.addInitScript({ content: `window.__testWalletConfig = ${JSON.stringify(config)};` });
  await page.addInitScript({ content: await walletScript() });
}
