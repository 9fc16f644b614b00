import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The rules axe runs: WCAG 2.x A and AA, and its best practices. */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The most time one check may take, beyond the test's own timeout. */
const CHECK_ROOM_MS = 60_000;
/** One finding of axe's. */
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
/**
 * The impacts an accessibility check refuses, whatever the rule: a user of assistive technology is blocked
 * or badly hindered.
 */
const REFUSED_IMPACTS = new Set(['serious', 'critical']);

/**
 * thirdweb's own markup that fails a rule, and that no prop of its `ConnectButton` can change
 * (docs/accessibility.md, "Known exclusions"). In its modal: the phone sign-in's country list and the arrow
 * button that submits the e-mail or phone field, and the back button, all without a name; the wallet list,
 * a `<ul>` of `<div>`s. In the header: its button while it loads or signs in, a disabled spinner without a
 * name. Only these elements are left out, not the modal or the button once usable.
 */
const THIRDWEB_MARKUP = [
  '.tw-modal select[name="countries"]',
  '.tw-modal .tw-input-container > button',
  '.tw-modal .tw-back-button',
  '.tw-modal ul',
  '.tw-connect-wallet:disabled',
];

/**
 * axe-core over the page as it is now. `check(state)` fails with each serious or critical violation, of a
 * WCAG rule or a best practice, named: its rule, its help text and the elements it found, under the state's
 * name.
 */
export class A11y {
  constructor(private readonly page: Page) {}

  async check(state: string, options: { exclude?: readonly string[] } = {}): Promise<void> {
    // The check is not the behaviour under test: the test gets its time (seconds on a busy machine) on top of
    // its own, with a minute's room while it runs.
    const { timeout } = test.info();
    const started = Date.now();
    test.info().setTimeout(timeout + CHECK_ROOM_MS);
    const refuses = (violation: Result) => REFUSED_IMPACTS.has(violation.impact ?? '');
    let violations = await this.analyze(options.exclude ?? []);
    // A toast may start fading in or out while axe runs, and its text is then measured at a fraction of its
    // opacity: a refusal is confirmed by a second look once the page is still again.
    if (violations.some(refuses)) violations = await this.analyze(options.exclude ?? []);
    test.info().setTimeout(timeout + (Date.now() - started));
    // The other findings do not fail the test; they are noted on it, for the reports.
    for (const violation of violations.filter((v) => !refuses(v)))
      test.info().annotations.push({
        type: 'a11y',
        description: `${state}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      });
    const refused = violations
      .filter(refuses)
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
            .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
            .join('\n')}`,
      );
    expect(refused, `accessibility of "${state}"`).toEqual([]);
  }

  /** axe over the page once its animations have ended, leaving out thirdweb's markup and `exclude`. */
  private async analyze(exclude: readonly string[]): Promise<Result[]> {
    await this.animationsDone();
    let builder = new AxeBuilder({ page: this.page }).withTags(RULE_TAGS);
    for (const selector of [...THIRDWEB_MARKUP, ...exclude]) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    // axe combines the frames' results in a blank tab of its own: once it closes, this tab is not the
    // active one, and Chromium stops its animation frames (thirdweb's modal then never settles).
    await this.page.bringToFront();
    return violations;
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
