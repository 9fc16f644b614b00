import type { Locator, Page } from '@playwright/test';
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

  /** The send bar's destination. */
  get destination(): Locator {
    return this.sendBar.getByLabel(t('bridge.to'));
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
