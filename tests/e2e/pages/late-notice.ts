import { expect, type Locator } from '@playwright/test';
import { t } from './copy';

/** A check of a late transfer, and what the chains showed of it: `yes`, `no`, or `unknown` (could not check). */
type Findings = Readonly<Record<'dispatched' | 'gas' | 'delivered' | 'router', 'yes' | 'no' | 'unknown'>>;
type CheckKey = keyof Findings | 'validators';

/**
 * A late transfer's explanation (docs/transfers.md, "Late transfers"), in a history row or the progress: each
 * check a list item with `data-check` and `data-finding`, worded as the app words it.
 */
export class LateNotice {
  readonly root: Locator;
  /** The message id it gives to quote to support. */
  readonly messageId: Locator;
  /** "Deliver it yourself" (docs/self-delivery.md), offered once enough validators signed. */
  readonly deliver: Locator;
  /** Why it cannot be delivered yourself, when it cannot. */
  readonly blocked: Locator;
  /** The network fee of delivering it yourself, in its confirmation. */
  readonly deliveryFee: Locator;

  constructor(scope: Locator) {
    this.root = scope.getByTestId('late-notice');
    this.messageId = this.root.locator('.late-message code');
    this.deliver = this.root.getByRole('button', { name: t('late.selfDelivery.button'), exact: true });
    this.blocked = this.root.getByTestId('self-delivery-blocked');
    this.deliveryFee = this.root.getByTestId('self-delivery-fee');
  }

  check(key: CheckKey): Locator {
    return this.root.locator(`[data-check="${key}"]`);
  }

  /** What the validators signed, as the user reads it, once the diagnosis has read it so. */
  async validatorsSigned(signed: number, finding: 'yes' | 'no'): Promise<void> {
    const validators = this.check('validators');
    await expect(validators).toHaveAttribute('data-finding', finding, { timeout: 45_000 });
    await expect(validators).toHaveText(t(`late.check.validators.${finding}`, { signed, total: 3, threshold: 2 }));
  }

  /** Opens "Deliver it yourself", waits for its fee on the destination, and confirms: the wallet is asked once. */
  async deliverYourself(): Promise<void> {
    await this.deliver.click();
    await expect(this.deliveryFee).toContainText('≈', { timeout: 30_000 });
    await this.root.getByRole('button', { name: t('late.selfDelivery.confirm') }).click();
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
