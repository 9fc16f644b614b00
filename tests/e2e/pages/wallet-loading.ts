import type { Page } from '@playwright/test';

/**
 * Holds back one of the wallet's modules (matched by `pattern`, e.g. `**\/WalletRuntime*`) until the test
 * releases it, so the header's states before the wallet has loaded can be seen and used.
 */
export class HeldModule {
  private release: () => void = () => {};
  private readonly released = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  static async hold(page: Page, pattern: string): Promise<HeldModule> {
    const held = new HeldModule();
    await page.route(pattern, async (route) => {
      await held.released;
      await route.continue().catch(() => {});
    });
    return held;
  }

  /** Lets the module (and any later request for it) through. */
  letThrough(): void {
    this.release();
  }
}
