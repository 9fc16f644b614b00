import type { Locator, Page } from '@playwright/test';
import { t } from './copy';

/**
 * Where the app shows prices: the amount's value under the token form's amount field, each balance's USD
 * value and the balances' total, and each NFT card's price. `failPriceService` makes the price service
 * answer 500 to every quote, or its default "0" (no price known).
 */
export class Prices {
  readonly amountValue: Locator;
  readonly total: Locator;
  private readonly balances: Locator;
  private readonly gallery: Locator;

  constructor(private readonly page: Page) {
    this.amountValue = page.getByRole('form', { name: t('bridge.title') }).getByTestId('amount-value');
    this.balances = page.getByRole('region', { name: t('balances.title') });
    this.total = this.balances.getByTestId('balances-total');
    this.gallery = page.getByRole('region', { name: t('nfts.title') });
  }

  /** The USD value shown beside `symbol` on chain `chainId` in the balances panel. */
  assetUsd(chainId: number, symbol: string): Locator {
    return this.balances
      .getByRole('row')
      .and(this.page.locator(`[data-chain="${chainId}"]`))
      .locator(`[data-symbol="${symbol}"]`)
      .getByTestId('asset-usd');
  }

  /** The price line of the card of Smol Brain `tokenId`, whichever chain it is on. */
  nftPrice(tokenId: number): Locator {
    return this.gallery
      .getByTestId('nft-card')
      .and(this.page.locator(`[data-token-id="${tokenId}"]`))
      .getByTestId('nft-price');
  }

  /**
   * From now on the price service knows no price: it answers 500 (`error`) or its default "0" (`zero`).
   * Returns the quotes asked for so far, as "MAGIC/USD" and the like, each once.
   */
  async failPriceService(answer: 'error' | 'zero'): Promise<() => string[]> {
    const asked = new Set<string>();
    await this.page.route(
      (url) => url.pathname === '/price',
      (route) => {
        const url = new URL(route.request().url());
        asked.add(`${url.searchParams.get('baseCurrency')}/${url.searchParams.get('quoteCurrency')}`);
        return answer === 'error'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
          : route.fulfill({ status: 200, contentType: 'application/json', body: '{"price":"0"}' });
      },
    );
    return () => [...asked].sort();
  }
}
