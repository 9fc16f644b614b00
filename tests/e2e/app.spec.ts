import { expect, test } from './fixtures';

test('the app renders its title without console errors', async ({ page, appUrl, consoleErrors }) => {
  await page.goto(appUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Treasure Bridge' })).toBeVisible();
  await expect(page).toHaveTitle('Treasure Bridge');
  // The devnet config was built from the test devnet's manifest and validated.
  await expect(page.getByText('Network: Local devnet')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/app-home.png', fullPage: true });
  expect(consoleErrors).toEqual([]);
});
