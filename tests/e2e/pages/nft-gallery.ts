import { expect, type Locator, type Page } from '@playwright/test';
import { t } from './copy';
import { Review } from './review';

/** "Bridge NFTs": the cards grouped by chain, the trait filters, the send bar and the approvals. */
export class NftGallery {
  readonly root: Locator;
  readonly cards: Locator;
  readonly sendBar: Locator;
  readonly approvals: Locator;
  readonly traitFilters: Locator;
  readonly clearFilters: Locator;
  readonly clearSelection: Locator;
  /** The review the send button opens, and the progress it turns into. */
  readonly review: Review;

  constructor(private readonly page: Page) {
    this.review = new Review(page);
    this.root = page.getByRole('region', { name: t('nfts.title') });
    this.cards = this.root.getByTestId('nft-card');
    this.sendBar = this.root.getByTestId('nft-send');
    this.approvals = this.root.getByTestId('nft-approvals');
    this.traitFilters = this.root.getByRole('group', { name: t('nfts.filter') });
    this.clearFilters = this.root.getByRole('button', { name: t('nfts.clearFilters') });
    this.clearSelection = this.root.getByRole('button', { name: t('nfts.clearSelection') });
  }

  /** The cards shown under chain `chainId`. */
  cardsOn(chainId: number): Locator {
    return this.root
      .getByTestId('nft-group')
      .and(this.page.locator(`[data-chain="${chainId}"]`))
      .getByTestId('nft-card');
  }

  /** The card of token `tokenId` under chain `chainId`. */
  card(chainId: number, tokenId: number): Locator {
    return this.cardsOn(chainId).and(this.page.locator(`[data-token-id="${tokenId}"]`));
  }

  /** Ticks the cards of `tokenIds` under chain `chainId`. */
  async select(chainId: number, tokenIds: readonly number[]) {
    for (const id of tokenIds) await this.card(chainId, id).getByRole('checkbox').check();
  }

  /** The trait filter named `trait` (a collection's own trait name). */
  filter(trait: string): Locator {
    return this.root.getByLabel(trait);
  }

  /** The send bar's route: a line naming the one route, or a choice among several (docs/nfts.md, "Which route"). */
  get route(): Locator {
    return this.sendBar.getByTestId('nft-route');
  }

  /** The send bar's destination. */
  get destination(): Locator {
    return this.sendBar.getByRole('combobox', { name: t('bridge.to') });
  }

  /** Chooses the send bar's destination in its picker, as a person does with the mouse. */
  async chooseDestination(chain: string) {
    const picker = this.destination;
    if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click();
    await picker.locator('..').getByRole('option', { name: chain, exact: true }).click();
    await expect(picker).toHaveText(chain);
  }

  /** The names of the send bar's destinations: opens its picker, reads them and closes it with Escape. */
  async destinationNames(): Promise<string[]> {
    const picker = this.destination;
    await picker.click();
    const options = picker.locator('..').getByRole('option');
    await expect(options.first()).toBeVisible();
    const names = (await options.allTextContents()).map((name) => name.trim());
    await picker.press('Escape');
    await expect(options).toHaveCount(0);
    return names;
  }

  /** Sends as a person does: the send button opens the review, which is confirmed, and the progress is closed. */
  async send(count: number, chain: string) {
    await this.sendButton(count, chain).click();
    await this.review.confirmAndClose();
  }

  /** The send bar's button for `count` NFTs to `chain`. */
  sendButton(count: number, chain: string): Locator {
    return this.sendBar.getByRole('button', { name: t('nfts.send', { count, chain }), exact: true });
  }
}
