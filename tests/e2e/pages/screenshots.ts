import type { Page } from '@playwright/test';

/** Where the browser tests leave the screenshots a person looks at (README, "Tests"). */
export const SHOTS = 'test-results/screenshots';

/** Screenshots the page at 1280 and 375 px wide (`{name}.png`, `{name}-375.png`), and leaves it at 1280. */
export async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}
