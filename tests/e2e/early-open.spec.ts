import { readFileSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../devnet/ports';
import { startAppServer } from '../../scripts/app-server';
import { expect, test } from './fixtures';

const en = JSON.parse(readFileSync('src/i18n/locales/en_US.json', 'utf8')) as {
  configError: { title: string };
  devnetStarting: { title: string };
};

test('a page opened before the devnet is ready says it is starting, then becomes the app by itself', async ({
  page,
  consoleErrors,
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
    await expect(page.getByRole('heading', { name: en.devnetStarting.title })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(en.configError.title)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/devnet-starting.png' });

    await copyFile(manifest, manifestPath);
    const form = page.getByRole('form', { name: 'Bridge tokens' });
    await expect(form.getByLabel('Amount')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: en.devnetStarting.title })).toHaveCount(0);
    expect(consoleErrors.filter((e) => /misconfigured|manifest/i.test(e))).toEqual([]);
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
});
