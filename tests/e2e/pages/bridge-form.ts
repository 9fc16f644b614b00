import { expect, type Locator, type Page } from '@playwright/test';
import { t } from './copy';
import { Review } from './review';

/** The token form: its fields, the figures it shows, and its one submit button. */
export class BridgeForm {
  readonly root: Locator;
  readonly balance: Locator;
  readonly interchainGas: Locator;
  readonly sourceGas: Locator;
  readonly token: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly amount: Locator;
  readonly recipient: Locator;
  /** The form's last button, whatever it says: the send button or the reason it cannot send. */
  readonly submit: Locator;
  /** The submit button while it offers to send. */
  readonly send: Locator;
  readonly alert: Locator;
  /** The review Bridge opens, and the progress it turns into. */
  readonly review: Review;

  constructor(page: Page) {
    this.review = new Review(page);
    this.root = page.getByRole('form', { name: t('bridge.title') });
    this.balance = this.root.getByTestId('balance');
    this.interchainGas = this.root.getByTestId('interchain-gas');
    this.sourceGas = this.root.getByTestId('source-gas');
    this.token = this.root.getByLabel(t('bridge.token'), { exact: true });
    this.from = this.root.getByLabel(t('bridge.from'), { exact: true });
    this.to = this.root.getByLabel(t('bridge.to'), { exact: true });
    this.amount = this.root.getByLabel(t('bridge.amount'));
    this.recipient = this.root.getByLabel(t('bridge.recipient'));
    this.submit = this.root.getByRole('button', { name: /./ }).last();
    this.send = this.root.getByRole('button', { name: t('bridge.send'), exact: true });
    this.alert = this.root.getByRole('alert');
  }

  /**
   * Bridges as a person does: the submit button opens the review, which is confirmed; the progress it
   * turns into is closed (the send goes on, the history and the toast report it).
   */
  async bridge() {
    await this.submit.click();
    await this.review.confirmAndClose();
  }

  /** Resolves once the form shows the connected wallet's balance of the chosen token. */
  async balanceShown() {
    await expect(this.balance).toContainText(/\d/);
  }

  /** Picks the route by its token symbol and chain names, each only if given. */
  async choose(route: { token?: string; from?: string; to?: string }) {
    if (route.token) await this.token.selectOption(route.token);
    if (route.from) await this.from.selectOption({ label: route.from });
    if (route.to) await this.to.selectOption({ label: route.to });
  }

  /** The confirmation the recipient field asks for, by its text. */
  confirmation(text: string): Locator {
    return this.root.getByRole('checkbox', { name: text });
  }
}
