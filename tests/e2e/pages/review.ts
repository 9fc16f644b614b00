import { expect, type Locator, type Page } from '@playwright/test';
import { t } from './copy';

/** The review of a send and, once confirmed, its progress: one dialog, renamed as it turns into the stepper. */
export class Review {
  readonly dialog: Locator;
  readonly progress: Locator;
  /** The wallet requests the review lists, in order. */
  readonly requests: Locator;
  readonly confirm: Locator;
  readonly cancel: Locator;
  readonly close: Locator;
  /** The stepper's steps, in order, each with `data-kind` and `data-state`. */
  readonly steps: Locator;
  readonly current: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: t('review.title') });
    this.progress = page.getByRole('dialog', { name: t('stepper.title') });
    this.requests = this.dialog.getByTestId('review-requests').getByRole('listitem');
    this.confirm = this.dialog.getByRole('button', { name: t('review.confirm'), exact: true });
    this.cancel = this.dialog.getByRole('button', { name: t('review.cancel'), exact: true });
    this.close = this.progress.getByRole('button', { name: t('stepper.close'), exact: true });
    this.steps = this.progress.getByTestId('stepper').locator(':scope > li');
    this.current = this.progress.locator('[aria-current="step"]');
  }

  /** The step of `kind` (a request kind, or delivered / credited / ready-to-claim / claimed). */
  step(kind: string): Locator {
    return this.steps.and(this.progress.locator(`[data-kind="${kind}"]`));
  }

  /** Confirms the review once it lists what the wallet will be asked for, then closes the progress. */
  async confirmAndClose() {
    await expect(this.requests.first()).toBeVisible();
    await this.confirm.click();
    await expect(this.progress).toBeVisible();
    await this.close.click();
    await expect(this.progress).toBeHidden();
  }
}
