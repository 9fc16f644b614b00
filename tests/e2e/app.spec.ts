import { expect, test } from './fixtures';

test('the app renders its title without console errors', async ({ page, appUrl, consoleErrors }) => {
  await page.goto(appUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Treasure Bridge' })).toBeVisible();
  await expect(page).toHaveTitle('Treasure Bridge');
  await page.screenshot({ path: 'test-results/screenshots/app-home.png', fullPage: true });
  expect(consoleErrors).toEqual([]);
});
