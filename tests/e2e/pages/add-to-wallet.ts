import { expect, type Locator, type Page } from '@playwright/test';
import type { TestWalletConfig, WatchedAsset } from '../../support/test-wallet/wallet';
import { injectWalletFor } from '../wallet-fixtures';
import { t } from './copy';
import type { WalletModal } from './wallet-modal';

/**
 * "Add MAGIC to your wallet": the buttons in a history row and beside a balance, the toasts that answer them,
 * and what the test wallet was asked (`wallet_watchAsset`) and on which chain.
 */
export class AddToWallet {
  constructor(
    private readonly page: Page,
    private readonly walletModal: WalletModal,
    private readonly appUrl: string,
  ) {}

  /** Opens the app with devnet account `index`'s wallet connected and signed in, answering `wallet_watchAsset` as told. */
  async openConnected(index: number, watchAsset: TestWalletConfig['watchAsset']) {
    await injectWalletFor(this.page, index, 42161, { watchAsset });
    await this.page.goto(this.appUrl);
    await this.walletModal.connect();
    await this.walletModal.signIn();
  }

  /** The button adding `symbol` inside `part` (a history row, or one balance of the balances panel). */
  button(part: Locator, symbol: string): Locator {
    return part.getByRole('button', { name: t('addToWallet.button', { symbol }), exact: true });
  }

  /** A toast (or any live status) saying `text`. */
  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** Every `wallet_watchAsset` request the test wallet received, with the chain it was on. */
  requests(): Promise<WatchedAsset[]> {
    return this.page.evaluate(() => window.__testWallet.watchedAssets);
  }

  /** The chain the test wallet is on. */
  walletChain(): Promise<number> {
    return this.page.evaluate(() => window.__testWallet.chainId());
  }

  /** The request the app should send for `token`, with its icon on the app's origin. */
  expected(chainId: number, token: { address: string; symbol: string; decimals: number }): WatchedAsset {
    const image = new URL(`/tokens/${token.symbol.toLowerCase()}.svg`, this.appUrl).href;
    return { chainId, params: { type: 'ERC20', options: { ...token, image } } };
  }

  /**
   * Screenshots the page around `part` at 1280 px and 375 px wide, as `<name>-1280.png` and `<name>-375.png`.
   * A toast lasts seconds: `show` brings it up again at each width, and it is taken at once.
   */
  async screenshots(part: Locator, name: string, show?: () => Promise<void>) {
    const size = this.page.viewportSize() ?? { width: 1280, height: 720 };
    for (const width of [1280, 375]) {
      await this.page.setViewportSize({ width, height: size.height });
      if (show) await show();
      else await part.scrollIntoViewIfNeeded();
      await expect(part).toBeVisible();
      await this.page.screenshot({ path: `test-results/screenshots/${name}-${width}.png` });
    }
    await this.page.setViewportSize(size);
  }
}
