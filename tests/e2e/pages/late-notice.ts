import { expect, type Locator } from '@playwright/test';
import { t } from './copy';

/** A check of a late transfer, and what the chains showed of it: `yes`, `no`, or `unknown` (could not check). */
type Findings = Readonly<Record<'dispatched' | 'gas' | 'delivered' | 'router', 'yes' | 'no' | 'unknown'>>;

/**
 * A late transfer's explanation (docs/transfers.md, "Late transfers"), in a history row or the progress: each
 * check a list item with `data-check` and `data-finding`, worded as the app words it.
 */
export class LateNotice {
  readonly root: Locator;
  /** The message id it gives to quote to support. */
  readonly messageId: Locator;

  constructor(scope: Locator) {
    this.root = scope.getByTestId('late-notice');
    this.messageId = this.root.locator('.late-message code');
  }

  check(key: keyof Findings): Locator {
    return this.root.locator(`[data-check="${key}"]`);
  }

  /** Resolves once every check shows its finding, in the words the user reads for it. */
  async shows(findings: Findings, chains: { origin: string; destination: string }): Promise<void> {
    await expect(this.root).toContainText(t('late.title'));
    for (const [key, finding] of Object.entries(findings) as [keyof Findings, Findings[keyof Findings]][]) {
      await expect(this.check(key)).toHaveAttribute('data-finding', finding, { timeout: 30_000 });
      await expect(this.check(key)).toHaveText(t(`late.check.${key}.${finding}`, chains));
    }
    await expect(this.root).toContainText(t('late.safe', chains));
    await expect(this.root).toContainText(t('late.wait'));
  }
}
