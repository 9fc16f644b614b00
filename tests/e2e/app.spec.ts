import { expect, test } from './fixtures';
import { t } from './pages/copy';

test('the app renders its title without console errors', async ({ page, appUrl, consoleErrors, walletModal, a11y }) => {
  await page.goto(appUrl);
  await expect(page.getByRole('heading', { level: 1, name: t('app.title') })).toBeVisible();
  await expect(page).toHaveTitle(t('app.title'));
  // The devnet config was built from the test devnet's manifest and validated.
  await expect(page.getByText(t('app.network', { network: t('networks.devnet') }))).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/app-home.png', fullPage: true });
  await expect(walletModal.connectButton).toBeVisible();
  await a11y.check('empty form, signed out');
  expect(consoleErrors).toEqual([]);
});

test('the devnet marketplace and indexer answer requests from the app’s origin', async ({ page, appUrl }) => {
  const { readFile } = await import('node:fs/promises');
  const manifest = JSON.parse(await readFile(process.env.E2E_MANIFEST ?? '', 'utf8')) as {
    services: { marketplaceUrl: string; marketplaceApiKey: string; indexerUrl: string };
  };
  await page.goto(appUrl);
  const answers = await page.evaluate(async ({ services }) => {
    const price = await fetch(`${services.marketplaceUrl}/price?baseCurrency=MAGIC&quoteCurrency=USD`, {
      headers: { 'x-api-key': services.marketplaceApiKey },
    });
    const graphql = await fetch(services.indexerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ message_view(limit: 1) { id } }' }),
    });
    return { price: await price.json(), graphql: await graphql.json() };
  }, manifest);
  expect(answers.price).toEqual({ price: '0.25' });
  // Whatever messages earlier specs sent: the answer is the explorer's shape, read from the app's origin.
  expect(answers.graphql).toEqual({ data: { message_view: expect.any(Array) } });
});
