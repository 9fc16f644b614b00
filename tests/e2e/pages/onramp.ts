import { expect, type Locator, type Page } from '@playwright/test';
import { t } from './copy';

/** The balances panel's "Buy" and its dialog, and the on-ramp's purchase page in the popup it opens. */
export class BuyDialog {
  readonly openButton: Locator;
  readonly dialog: Locator;
  readonly amount: Locator;
  readonly chain: Locator;
  readonly continueButton: Locator;
  readonly waiting: Locator;
  readonly error: Locator;

  constructor(private readonly page: Page) {
    this.openButton = page
      .getByRole('region', { name: t('balances.title') })
      .getByRole('button', { name: t('buy.open'), exact: true });
    this.dialog = page.getByRole('dialog', { name: t('buy.title') });
    this.amount = this.dialog.getByLabel(t('buy.amount'));
    this.chain = this.dialog.getByLabel(t('buy.chain'));
    this.continueButton = this.dialog.getByRole('button', { name: t('buy.continue') });
    this.waiting = this.dialog.getByRole('status').filter({ hasText: t('buy.waiting') });
    this.error = this.dialog.getByRole('alert');
  }

  async open() {
    await this.openButton.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Chooses the asset, chain and amount (the dialog is open). */
  async choose(asset: 'MAGIC' | 'ETH', chainName: string, amount: string) {
    await this.dialog.getByRole('radio', { name: asset }).check();
    await this.chain.selectOption({ label: chainName });
    await this.amount.fill(amount);
  }

  /** Continues to the purchase and resolves with the purchase page, once it is loaded in the popup. */
  async continueToPurchase(): Promise<PurchasePage> {
    const popup = this.page.waitForEvent('popup');
    await this.continueButton.click();
    const purchase = new PurchasePage(await popup);
    await expect(purchase.confirmButton).toBeVisible();
    return purchase;
  }

  /** The success toast, found by its role attribute: while the modal dialog is open the page behind it is inert. */
  successToast(amount: string, symbol: string, chain: string): Locator {
    return this.page.locator('[role="status"]').filter({ hasText: t('buy.complete', { amount, symbol, chain }) });
  }
}

/** The on-ramp's purchase page (the devnet's stand-in for MoonPay's). */
export class PurchasePage {
  readonly confirmButton: Locator;

  constructor(readonly page: Page) {
    this.confirmButton = page.getByRole('button', { name: 'Confirm purchase' });
  }

  /** What the page shows under `term` (Asset, Amount, Chain, Wallet address). */
  detail(term: string): Locator {
    return this.page.locator(`dt:text-is("${term}") + dd`);
  }

  async confirm() {
    await this.confirmButton.click();
  }
}
