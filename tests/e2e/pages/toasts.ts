import { expect, type Page } from '@playwright/test';

/**
 * The toasts a page has shown, as a person looking at it would have seen them: each toast's text (a
 * `status` in react-hot-toast's container) is recorded in the page the moment it appears, so a toast that came and went (they stay 2 s) between two
 * of the test's looks still counts, and one that never appeared never does.
 */
export class Toasts {
  private constructor(private readonly page: Page) {}

  /** Starts recording before the page's first script runs; call before the page is opened. */
  static async record(page: Page): Promise<Toasts> {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.defineProperty(window, '__toastsSeen', { value: seen });
      const note = (node: Node) => {
        if (!(node instanceof Element)) return;
        for (const status of [node, ...node.querySelectorAll('[role="status"]')])
          if (status.matches('[data-rht-toaster] [role="status"]') && status.textContent) seen.push(status.textContent);
      };
      new MutationObserver((changes) => {
        for (const change of changes) {
          if (change.type === 'characterData' && change.target.parentElement) note(change.target.parentElement);
          for (const node of change.addedNodes)
            note(node.parentElement && node.nodeType === Node.TEXT_NODE ? node.parentElement : node);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    return new Toasts(page);
  }

  /** The texts of every toast shown so far, in order. */
  seen(): Promise<string[]> {
    return this.page.evaluate(() => [...((window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? [])]);
  }

  async expectShown(text: string, timeout: number) {
    await expect.poll(async () => (await this.seen()).some((seen) => seen.includes(text)), { timeout }).toBe(true);
  }

  async expectNeverShown(text: string) {
    expect((await this.seen()).some((seen) => seen.includes(text))).toBe(false);
  }
}
