import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts an accessibility check refuses: a user of assistive technology is blocked or badly hindered. */
const REFUSED_IMPACTS = new Set(['serious', 'critical']);

/**
 * Controls inside thirdweb's connect modal that have no name, and that no prop of its `ConnectButton`
 * can name (docs/accessibility.md, "Known exclusions"): the phone sign-in's country list and the arrow
 * button that submits the e-mail or phone field. Only these elements are left out, not the modal.
 */
const THIRDWEB_UNNAMED = ['.tw-modal select[name="countries"]', '.tw-modal .tw-input-container > button'];

/**
 * axe-core over the page as it is now (WCAG 2.x A and AA rules). `check(state)` fails with each serious or
 * critical violation named, its rule, its help text and the elements it found, under the state's name.
 */
export class A11y {
  constructor(private readonly page: Page) {}

  async check(state: string, options: { exclude?: readonly string[] } = {}): Promise<void> {
    await this.animationsDone();
    let builder = new AxeBuilder({ page: this.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    for (const selector of [...THIRDWEB_UNNAMED, ...(options.exclude ?? [])]) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    const refused = violations
      .filter((violation) => REFUSED_IMPACTS.has(violation.impact ?? ''))
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
            .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
            .join('\n')}`,
      );
    expect(refused, `accessibility of "${state}"`).toEqual([]);
  }

  /**
   * Resolves once every finite animation on the page has ended: mid fade-in, text is drawn at a fraction of
   * its opacity and axe would measure that contrast, not the one the user reads. Spinners run forever and
   * are not waited for.
   */
  private async animationsDone(): Promise<void> {
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  }
}
