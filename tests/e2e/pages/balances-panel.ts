import type { Locator, Page } from '@playwright/test';
import { t } from './copy';

/** "Balances": one row per chain (`data-chain`), one list item per asset (`data-symbol`). */
export class BalancesPanel {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('region', { name: t('balances.title') });
  }

  /** What the panel shows for `symbol` on chain `chainId`. */
  asset(chainId: number, symbol: string): Locator {
    return this.root
      .getByRole('row')
      .and(this.page.locator(`[data-chain="${chainId}"]`))
      .getByRole('listitem')
      .and(this.page.locator(`[data-symbol="${symbol}"]`));
  }
}
