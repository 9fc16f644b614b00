import { expect, type Locator, type Page } from '@playwright/test';
import { BridgeForm } from './bridge-form';

/**
 * The form's pickers as a keyboard and screen reader user meets them (docs/accessibility.md, "Pickers"), and
 * the icons shown across the page (docs/chains-and-assets.md, "Icons").
 */
export class Pickers {
  readonly form: BridgeForm;

  constructor(private readonly page: Page) {
    this.form = new BridgeForm(page);
  }

  /** Presses Tab until `picker` has focus, as a keyboard user reaches it from the top of the page. */
  async tabTo(picker: Locator) {
    await expect(async () => {
      await this.page.keyboard.press('Tab');
      expect(await picker.evaluate((element) => element === document.activeElement)).toBe(true);
    }).toPass({ intervals: [0], timeout: 15_000 });
  }

  /** The option `picker` points at with `aria-activedescendant`: the one with visual focus. */
  async activeOption(picker: Locator): Promise<Locator> {
    const id = await picker.getAttribute('aria-activedescendant');
    expect(id, 'aria-activedescendant').toBeTruthy();
    return this.page.locator(`[id="${id}"]`);
  }

  /**
   * Resolves once the option with visual focus in `picker`'s open list is the one named `name`: the picker's
   * `aria-activedescendant`, and the one option selected.
   */
  async expectActive(picker: Locator, name: string) {
    const option = this.form.option(picker, name);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(picker).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? name);
  }

  /** The icon (drawn, or the fallback circle) at the start of `scope`. */
  icon(scope: Locator): Locator {
    return scope.locator('.asset-icon').first();
  }

  /** Whether an icon is drawn: the sprite's symbol it uses laid out over the whole icon, not an empty box. */
  drawn(icon: Locator): Promise<boolean> {
    return icon.evaluate((element) => {
      const drawing = element.querySelector('use')?.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return drawing !== undefined && box.width > 0 && drawing.width === box.width && drawing.height === box.height;
    });
  }

  /** How far the page is wider than the viewport: 0 when nothing overflows horizontally. */
  horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }
}
