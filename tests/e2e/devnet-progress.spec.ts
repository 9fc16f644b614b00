import { writeFile } from 'node:fs/promises';
import { DEVNET_SERVICES, type DevnetService, progressPathFor } from '../../devnet/progress';
import { startEarlyAppServer } from '../support/early-app-server';
import { expect, test } from './fixtures';
import { BridgeForm } from './pages/bridge-form';
import { t } from './pages/copy';
import { DevnetProgressPage } from './pages/devnet-progress';

/** The progress file a devnet writes, with `ready` up and the rest starting. */
async function writeProgress(manifestPath: string, ready: readonly DevnetService[]): Promise<void> {
  const services = Object.fromEntries(DEVNET_SERVICES.map((s) => [s, ready.includes(s) ? 'ready' : 'starting']));
  await writeFile(progressPathFor(manifestPath), JSON.stringify({ services }));
}

test('the page lists the devnet’s parts while it starts, and says what is left once the app is usable', async ({
  page,
  a11y,
}) => {
  test.setTimeout(120_000);
  // The devnet's progress is played by the test.
  const app = await startEarlyAppServer('devnet-progress');
  const { manifestPath } = app;
  const progress = new DevnetProgressPage(page);
  try {
    await writeProgress(manifestPath, []);
    await page.goto(app.url);
    await expect(page.getByRole('heading', { name: t('devnetStarting.title') })).toBeVisible({ timeout: 60_000 });
    await expect(progress.service('chains')).toContainText(DevnetProgressPage.starting);
    await expect(progress.service('relayer')).toContainText(DevnetProgressPage.starting);

    await writeProgress(manifestPath, ['chains']);
    await expect(progress.service('chains')).toContainText(DevnetProgressPage.ready);
    await expect(progress.service('zk')).toContainText(DevnetProgressPage.starting);
    await page.screenshot({ path: 'test-results/screenshots/devnet-starting-progress.png' });
    await a11y.check('devnet starting, with its parts');

    // Usable: the manifest is written while the indexer and the relayer are still starting.
    await writeProgress(manifestPath, ['chains', 'zk', 'marketplace', 'explorer']);
    await app.writeManifest();
    await expect(new BridgeForm(page).amount).toBeVisible({ timeout: 30_000 });
    await expect(progress.notice).toBeVisible();
    await expect(progress.notice).toContainText(t('devnetProgress.body'));
    await expect(progress.service('relayer')).toContainText(DevnetProgressPage.starting);
    await expect(progress.service('indexer')).toContainText(DevnetProgressPage.starting);
    await expect(progress.service('chains')).toContainText(DevnetProgressPage.ready);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'test-results/screenshots/devnet-progress.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/screenshots/devnet-progress-375.png' });
    await a11y.check('app usable, relayer starting');

    await writeProgress(manifestPath, ['chains', 'zk', 'marketplace', 'explorer', 'indexer']);
    await expect(progress.service('indexer')).toContainText(DevnetProgressPage.ready);
    await writeProgress(manifestPath, DEVNET_SERVICES);
    await expect(progress.notice).toHaveCount(0);
    await expect(new BridgeForm(page).amount).toBeVisible();
  } finally {
    await app.close();
  }
});
