import { test as base, expect } from '@playwright/test';

export interface AppFixtures {
  /** The app's URL on the test devnet. */
  appUrl: string;
  /** Console errors and uncaught page errors seen so far in this test. */
  consoleErrors: string[];
}

export const test = base.extend<AppFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  appUrl: async ({}, use) => {
    const url = process.env.E2E_APP_URL;
    if (!url) throw new Error('E2E_APP_URL is not set: the global setup did not run');
    await use(url);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
