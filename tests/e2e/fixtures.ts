import { test as base, expect } from '@playwright/test';
import { A11y } from './pages/a11y';
import { BalancesPanel } from './pages/balances-panel';
import { BridgeForm } from './pages/bridge-form';
import { History } from './pages/history';
import { NftGallery } from './pages/nft-gallery';
import { WalletModal } from './pages/wallet-modal';

export interface AppFixtures {
  /** The app's URL on the test devnet. */
  appUrl: string;
  /** Console errors and uncaught page errors seen so far in this test. */
  consoleErrors: string[];
  /** The page's parts, each a page object over `page`: tests act and look through them. */
  walletModal: WalletModal;
  bridgeForm: BridgeForm;
  history: History;
  gallery: NftGallery;
  balances: BalancesPanel;
  /** axe-core accessibility checks of the page's current state. */
  a11y: A11y;
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
  walletModal: async ({ page, appUrl }, use) => use(new WalletModal(page, appUrl)),
  bridgeForm: async ({ page }, use) => use(new BridgeForm(page)),
  history: async ({ page }, use) => use(new History(page)),
  gallery: async ({ page }, use) => use(new NftGallery(page)),
  balances: async ({ page }, use) => use(new BalancesPanel(page)),
  a11y: async ({ page }, use) => use(new A11y(page)),
});

export { expect };
