import { expect, type Locator, type Page } from '@playwright/test';
import { toFunctionSelector } from 'viem';
import { t } from './copy';

/** `Mailbox.delivered(bytes32)`: what the app asks a destination chain to learn that a message arrived. */
const DELIVERED = toFunctionSelector('function delivered(bytes32)').slice(2);

/** "Your transfers": one list item per transfer, its origin hash and status in `data-hash` and `data-status`. */
export class History {
  readonly root: Locator;
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('region', { name: t('bridge.history') });
    this.rows = this.root.getByRole('listitem');
  }

  /** The row of the transfer whose origin transaction is `hash`. */
  row(hash: string): Locator {
    return this.rows.and(this.page.locator(`[data-hash="${hash}"]`));
  }

  /** The images of the NFTs a row moved (beside their names; not the avatars of its sender and recipient). */
  nftImages(row: Locator): Locator {
    return row.locator('.transfer-nfts img');
  }

  /** A row's claim button, by what it says. */
  action(row: Locator, chain: string): Locator {
    return row.getByRole('button', { name: t('bridge.claim.button', { chain }) });
  }

  /** Claims a ready withdrawal: opens the claim, waits for its fee on `chain`, and confirms it. */
  async claim(row: Locator, chain: string): Promise<void> {
    await this.action(row, chain).click();
    await expect(row.getByTestId('claim-fee')).toContainText('ETH');
    await row.getByRole('button', { name: t('bridge.claim.confirm') }).click();
  }

  /** The form that finds a withdrawal by its transaction hash. */
  get claimByHash(): Locator {
    return this.root.getByRole('form', { name: t('bridge.claimByHash.title') });
  }

  /** Pastes `hash` into the find-by-hash form and submits it. */
  async findByHash(hash: string): Promise<void> {
    await this.claimByHash.getByLabel(t('bridge.claimByHash.label')).fill(hash);
    await this.claimByHash.getByRole('button', { name: t('bridge.claimByHash.find') }).click();
  }

  /**
   * The line saying how the search for the account's withdrawals on the ZK chain stands: `running`,
   * `done` (how far back it searched) or `incomplete` (stopped part-way, with a retry).
   */
  findStatus(state: 'running' | 'done' | 'incomplete'): Locator {
    return this.root.locator(`.find-status[data-search="${state}"]`);
  }

  /** Runs the stopped search for withdrawals again, from where it stopped. */
  async searchAgain(): Promise<void> {
    await this.findStatus('incomplete')
      .getByRole('button', { name: t('bridge.find.retry') })
      .click();
  }

  /** How many transactions the test wallet has sent from this page so far. */
  sentCount(): Promise<number> {
    return this.page.evaluate(() => window.__testWallet.transactions.length);
  }

  /**
   * The row of the transfer sent after the wallet's first `sentBefore` transactions: the newest one whose
   * hash has a row. The history also lists older transfers of the account, so the first row is not
   * necessarily the new one.
   */
  async newRow(sentBefore: number): Promise<Locator> {
    let hash: string | undefined;
    await expect
      .poll(
        async () => {
          const hashes = await this.page.evaluate(
            (from) =>
              window.__testWallet.transactions
                .slice(from)
                .map((tx) => tx.hash)
                .filter((h): h is string => h !== undefined),
            sentBefore,
          );
          for (const candidate of hashes.reverse()) {
            if ((await this.row(candidate).count()) > 0) {
              hash = candidate;
              return true;
            }
          }
          return false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    return this.row(hash as string);
  }

  /**
   * Resolves once the page has asked a destination Mailbox `times` more whether a message was delivered,
   * and had the answer: after it, a status that did not change is one the app re-checked.
   */
  async deliveryChecked(times = 2): Promise<void> {
    for (let i = 0; i < times; i++) {
      await this.page.waitForResponse((response) => response.request().postData()?.includes(DELIVERED) ?? false, {
        timeout: 30_000,
      });
    }
  }
}
