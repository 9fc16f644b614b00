import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts an accessibility check refuses: a user of assistive technology is blocked or badly hindered. */
const REFUSED_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe-core over the page as it is now (WCAG 2.x A and AA rules). `check(state)` fails with each serious or
 * critical violation named, its rule, its help text and the elements it found, under the state's name.
 */
export class A11y {
  constructor(private readonly page: Page) {}

  async check(state: string, options: { exclude?: readonly string[] } = {}): Promise<void> {
    let builder = new AxeBuilder({ page: this.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
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
}
