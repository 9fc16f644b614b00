import { expect, type Locator, type Page } from '@playwright/test';
import { t } from './copy';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
/** What Chromium logs for a request the page refused (`route.abort()`), at the request's URL. */
const REFUSED_REQUEST_LOG = 'Failed to load resource: net::ERR_FAILED';
/** What the marketplace client logs for a call that got no answer (it logs every failure, then throws). */
const UNANSWERED_CALL_LOG = /^NetworkError: Could not reach (\S+)/;

/**
 * A production build of the app as served by `npm run preview`, opened with every non-local request
 * refused (the chains' public RPCs, the indexer, thirdweb's hosts): what a user sees when nothing outside
 * this machine answers. It records the refused URLs, console errors and uncaught page errors.
 */
export class BuiltApp {
  readonly heading: Locator;
  /** Screens that mean something broke: the shell's error boundary, the wallet's, a config error. */
  readonly crashScreens: Locator;
  private readonly refused = new Set<string>();
  private readonly consoleErrors: { readonly text: string; readonly url: string }[] = [];
  private readonly pageErrors: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly url: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: t('app.title') });
    this.crashScreens = page
      .getByText(t('shell.failureTitle'))
      .or(page.getByText(t('wallet.unavailable')))
      .or(page.getByText(t('configError.title')));
  }

  async open(): Promise<void> {
    await this.page.route('**/*', (route) => {
      const url = route.request().url();
      if (LOCAL_HOSTS.has(new URL(url).hostname)) return route.continue();
      this.refused.add(url);
      return route.abort();
    });
    this.page.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors.push({ text: message.text(), url: message.location().url });
    });
    this.page.on('pageerror', (error) => this.pageErrors.push(error.message));
    await this.page.goto(this.url);
    await expect(this.heading).toBeVisible();
  }

  networkName(name: 'mainnet' | 'testnet'): Locator {
    return this.page.getByText(t('app.network', { network: t(`networks.${name}`) }), { exact: true });
  }

  /** The URLs refused so far. */
  refusedUrls(): string[] {
    return [...this.refused];
  }

  /**
   * Uncaught errors, and console errors other than the log lines of a request this page refused: Chromium's,
   * and the marketplace client's for a call to a refused host.
   */
  unexpectedErrors(): string[] {
    const refusedHosts = new Set([...this.refused].map((url) => new URL(url).host));
    const ofRefused = (error: { readonly text: string; readonly url: string }) =>
      (error.text === REFUSED_REQUEST_LOG && this.refused.has(error.url)) ||
      refusedHosts.has(UNANSWERED_CALL_LOG.exec(error.text)?.[1] ?? '');
    return [
      ...this.pageErrors.map((message) => `pageerror: ${message}`),
      ...this.consoleErrors
        .filter((error) => !ofRefused(error))
        .map((error) => `console: ${error.text} (${error.url})`),
    ];
  }
}
