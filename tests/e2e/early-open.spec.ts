import { startEarlyAppServer } from '../support/early-app-server';
import { expect, test } from './fixtures';
import { BridgeForm } from './pages/bridge-form';
import { t } from './pages/copy';

test('a page opened before the devnet is ready says it is starting, then becomes the app by itself', async ({
  page,
  consoleErrors,
  a11y,
}) => {
  test.setTimeout(120_000);
  const app = await startEarlyAppServer('early-open');
  try {
    await page.goto(app.url);
    await expect(page.getByRole('heading', { name: t('devnetStarting.title') })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(t('configError.title'))).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/devnet-starting.png' });
    await a11y.check('devnet starting');

    await app.writeManifest();
    await expect(new BridgeForm(page).amount).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: t('devnetStarting.title') })).toHaveCount(0);
    expect(consoleErrors.filter((e) => /misconfigured|manifest/i.test(e))).toEqual([]);
  } finally {
    await app.close();
  }
});
