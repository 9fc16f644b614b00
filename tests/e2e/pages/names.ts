import type { Locator, Page, Request } from '@playwright/test';
import { t } from './copy';

/** The devnet marketplace's names of the user accounts (devnet/marketplace/domains.ts), by account index. */
export const DEVNET_NAMES = { 1: 'smolfan.magic', 2: 'brainiac.magic', 3: 'questor.magic' } as const;

/**
 * Names and avatars on the page (docs/names.md): the header's account button, the `AccountName`s of the
 * history and the recipient field, the note under the recipient field, and the `/batch-domains` calls the
 * page makes.
 */
export class Names {
  /** The address lists of every `/batch-domains` request the page has made so far, lowercased. */
  readonly batches: string[][] = [];

  constructor(private readonly page: Page) {
    page.on('request', (request: Request) => {
      if (!request.url().endsWith('/batch-domains') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { addresses?: string[] } | null;
      this.batches.push((body?.addresses ?? []).map((a) => a.toLowerCase()));
    });
  }

  /** The header's connected-account button, found by the name it shows. */
  accountButton(name: string | RegExp): Locator {
    return this.page.getByRole('banner').getByRole('button', { name });
  }

  /** The avatar of an `AccountName` showing `name`, by its alt text. */
  avatar(name: string, within: Locator | Page = this.page): Locator {
    return within.getByRole('img', { name: t('names.avatar', { name }) });
  }

  /** The avatar in a note under the recipient field: decorative (no alternative text), as the note names the account. */
  noteAvatar(note: Locator): Locator {
    return note.locator('img[alt=""]');
  }

  /** The button of an `AccountName` showing `name`, which discloses its full address. */
  toggle(name: string, within: Locator | Page = this.page): Locator {
    return within.getByRole('button', { name, exact: true });
  }

  /** A history row's "From …" or "To …" text for an account shown as `name`. */
  party(key: 'names.from' | 'names.to', name: string): string {
    return t(key).replace('<account></account>', name);
  }

  /** The note under the recipient field while a name is looked up. */
  resolving(name: string): Locator {
    return this.page.getByRole('status').filter({ hasText: t('names.resolving', { name }) });
  }

  /** The note under the recipient field once a name resolved: it shows the address in full. */
  resolved(name: string): Locator {
    return this.page.getByRole('status').filter({ hasText: t('names.resolvedTo', { name }) });
  }

  /** The note under the recipient field naming the owner of an address typed there. */
  addressOf(name: string): Locator {
    return this.page.getByRole('status').filter({ hasText: t('names.addressOf', { name }) });
  }

  /** The error under the recipient field for a name nobody knows. */
  unknown(name: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: t('errors.nameNotFound', { name }) });
  }

  /** The error under the recipient field for a name refused without a lookup, by its message key. */
  refused(key: 'errors.nameNoEns' | 'errors.nameMixedScript' | 'errors.nameInvisible', name: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: t(key, { name }) });
  }

  /** The full, grouped address shown with a recipient for approval (a note, the review). */
  fullAddress(within: Locator): Locator {
    return within.getByTestId('full-address');
  }

  /** The words that mark a name as the marketplace's label, which the chain does not vouch for. */
  marketplaceLabel(within: Locator): Locator {
    return within.getByText(t('names.fromMarketplace'), { exact: true });
  }

  /** The review's recipient: name, who vouches for it, full address, and the check a typed name asks for. */
  reviewRecipient(review: Locator): Locator {
    return review.getByTestId('review-recipient');
  }

  /** The review's "I checked this address" box a recipient typed as `name` asks for. */
  addressCheck(review: Locator, name: string): Locator {
    return review.getByRole('checkbox', { name: t('review.checkAddress', { name }) });
  }
}
