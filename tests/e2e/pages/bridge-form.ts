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
  /** "Copy link" beside the title, and the live region that says a copy was made. */
  readonly copyLink: Locator;
  readonly copied: Locator;
  /** What a link into the bridge named that the form did not take, one line a parameter. */
  readonly linkNote: Locator;
  /** The note that the recipient came from the link (docs/links.md). */
  readonly recipientFromLink: Locator;
  /** The review Bridge opens, and the progress it turns into. */
  readonly review: Review;

  constructor(page: Page) {
    this.review = new Review(page);
    this.root = page.getByRole('form', { name: t('bridge.title') });
    this.balance = this.root.getByTestId('balance');
    this.interchainGas = this.root.getByTestId('interchain-gas');
    this.sourceGas = this.root.getByTestId('source-gas');
    // The pickers (docs/accessibility.md, "Pickers"); an open one's list bears the same name.
    this.token = this.root.getByRole('combobox', { name: t('bridge.token'), exact: true });
    this.from = this.root.getByRole('combobox', { name: t('bridge.from'), exact: true });
    this.to = this.root.getByRole('combobox', { name: t('bridge.to'), exact: true });
    this.amount = this.root.getByLabel(t('bridge.amount'));
    this.recipient = this.root.getByLabel(t('bridge.recipient'));
    this.submit = this.root.getByRole('button', { name: /./ }).last();
    this.send = this.root.getByRole('button', { name: t('bridge.send'), exact: true });
    this.alert = this.root.getByRole('alert');
    this.copyLink = this.root.getByRole('button', { name: t('links.copy'), exact: true });
    this.copied = this.root.getByRole('status').filter({ hasText: t('links.copied') });
    this.linkNote = this.root.getByTestId('link-note').getByRole('listitem');
    this.recipientFromLink = this.root.getByText(t('links.recipientFromLink'));
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

  /** Picks the route by its token symbol and chain names, each only if given, with the mouse. */
  async choose(route: { token?: string; from?: string; to?: string }) {
    if (route.token) await this.pick(this.token, route.token);
    if (route.from) await this.pick(this.from, route.from);
    if (route.to) await this.pick(this.to, route.to);
  }

  /** The list of `picker` (one of `token`, `from`, `to`), there while it is open. */
  list(picker: Locator): Locator {
    return picker.locator('..').getByRole('listbox');
  }

  /** `picker`'s option named `name` (its balance is its description, not part of its name). */
  option(picker: Locator, name: string): Locator {
    return this.list(picker).getByRole('option', { name, exact: true });
  }

  /** Opens `picker` with a click and clicks its option `name`; resolves once the picker shows it. */
  async pick(picker: Locator, name: string) {
    if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click();
    await this.option(picker, name).click();
    await expect(this.list(picker)).toBeHidden();
    await expect(picker).toHaveText(name);
  }

  /** The names of `picker`'s options, in order: opens it, reads them and closes it with Escape. */
  async optionNames(picker: Locator): Promise<string[]> {
    await picker.click();
    const options = this.list(picker).getByRole('option');
    await expect(options.first()).toBeVisible();
    const names = await options.evaluateAll((elements) =>
      elements.map((e) => document.getElementById(e.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
    );
    await picker.press('Escape');
    await expect(this.list(picker)).toBeHidden();
    return names;
  }

  /** The line of the link note that says `param` was ignored for `reason` (a key of `links.reasons`). */
  ignoredParam(param: 'token' | 'from' | 'to' | 'amount' | 'recipient', reason: string, values = {}): string {
    return t('links.ignored', {
      param: t(`links.params.${param}`),
      reason: t(`links.reasons.${reason}` as 'links.reasons.zero', values),
    });
  }

  /** The confirmation the recipient field asks for, by its text. */
  confirmation(text: string): Locator {
    return this.root.getByRole('checkbox', { name: text });
  }
}
