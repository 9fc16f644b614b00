import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../devnet/ports';
import { startAppServer } from '../../scripts/app-server';
import { expect, test } from './fixtures';
import { BridgeForm } from './pages/bridge-form';
import { t } from './pages/copy';

test('a page opened before the devnet is ready says it is starting, then becomes the app by itself', async ({
  page,
  consoleErrors,
  a11y,
}) => {
  test.setTimeout(120_000);
  const manifest = process.env.E2E_MANIFEST;
  if (!manifest) throw new Error('E2E_MANIFEST is not set: the global setup did not run');
  // An app server of its own, like `npm start`'s before the devnet has written its manifest.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bridge-early-open-'));
  const manifestPath = path.join(dir, 'manifest.json');
  const app = await startAppServer({ manifestPath, port: await freePort() });
  try {
    await page.goto(app.url);
    await expect(page.getByRole('heading', { name: t('devnetStarting.title') })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(t('configError.title'))).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/devnet-starting.png' });
    await a11y.check('devnet starting');

    await copyFile(manifest, manifestPath);
    await expect(new BridgeForm(page).amount).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: t('devnetStarting.title') })).toHaveCount(0);
    expect(consoleErrors.filter((e) => /misconfigured|manifest/i.test(e))).toEqual([]);
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
});
