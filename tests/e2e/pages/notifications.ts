import type { Page } from '@playwright/test';

/** A browser notification the page raised, as the user would have seen it. */
export interface RaisedNotification {
  readonly title: string;
  readonly body: string | undefined;
}

/**
 * The page's browser notifications, recorded: `Notification` stands in for the browser's, whose permission
 * (granted or not by the test's context) it reports and asks as is, counting each time the page asks.
 * Nothing appears on screen; a notification's click is played by `click`.
 */
export class BrowserNotifications {
  private constructor(private readonly page: Page) {}

  /** Records from the page's first script on, every document of it; call before the page is opened. */
  static async record(page: Page): Promise<BrowserNotifications> {
    await page.addInitScript(() => {
      const Browser = window.Notification;
      const raised: { title: string; body: string | undefined; onclick: (() => void) | null }[] = [];
      let asked = 0;
      class Recorded {
        onclick: (() => void) | null = null;
        constructor(title: string, options?: NotificationOptions) {
          raised.push(Object.assign(this, { title, body: options?.body }));
        }
        close() {}
        static get permission() {
          return Browser.permission;
        }
        static requestPermission() {
          asked += 1;
          return Browser.requestPermission();
        }
      }
      Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
      Object.defineProperty(window, '__notifications', { value: { raised, asked: () => asked } });
    });
    return new BrowserNotifications(page);
  }

  /** The notifications this document raised, in order. */
  raised(): Promise<RaisedNotification[]> {
    return this.page.evaluate(() => window.__notifications.raised.map(({ title, body }) => ({ title, body })));
  }

  /** How many times this document asked the browser for permission to notify. */
  asked(): Promise<number> {
    return this.page.evaluate(() => window.__notifications.asked());
  }

  /** The user clicks the `index`th notification raised. */
  async click(index: number): Promise<void> {
    await this.page.evaluate((i) => window.__notifications.raised[i]?.onclick?.(), index);
  }
}

declare global {
  interface Window {
    __notifications: {
      raised: { title: string; body: string | undefined; onclick: (() => void) | null }[];
      asked: () => number;
    };
  }
}
