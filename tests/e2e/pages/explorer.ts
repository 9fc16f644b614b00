import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { t } from './copy';

/** What a history row's explorer link opens (`explorer.*` keys): a transaction, a message or an address. */
type LinkKind = 'origin' | 'destination' | 'claim' | 'message' | 'sender' | 'recipient';

/** The devnet explorer's name, as the devnet config gives it to every chain. */
export const DEVNET_EXPLORER = 'Devnet Explorer';

/** A history row's explorer links, found by the accessible name that says what each opens. */
export class ExplorerLinks {
  constructor(private readonly row: Locator) {}

  link(kind: LinkKind, explorer = DEVNET_EXPLORER): Locator {
    return this.row.getByRole('link', { name: t(`explorer.${kind}`, { explorer }), exact: true });
  }

  /** Checks a link opens `url` in a new tab with no opener and no referrer. */
  async expectOpens(kind: LinkKind, url: string): Promise<void> {
    const link = this.link(kind);
    await expect(link).toHaveAttribute('href', new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  /** Follows a link as a person does (a click opens a new tab) and returns the devnet explorer's page. */
  async follow(context: BrowserContext, kind: LinkKind): Promise<ExplorerPage> {
    const [opened] = await Promise.all([context.waitForEvent('page'), this.link(kind).click()]);
    await opened.waitForLoadState('domcontentloaded');
    return new ExplorerPage(opened);
  }
}

/** A page of the devnet explorer: a heading and facts, each a term and its value. */
export class ExplorerPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
  }

  /** The value of the fact named `term` ("Status", "From", …). */
  fact(term: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
