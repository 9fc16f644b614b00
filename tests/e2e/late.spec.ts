/**
 * A late Hyperlane transfer says why (docs/transfers.md, "Late transfers"): with the devnet relayer stopped, a
 * transfer passes the devnet's estimated time (15 s, src/config/devnet.ts) and its row and its progress show
 * what the chains tell; once the relayer is back, the row turns delivered and the explanation goes.
 */
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import { LateNotice } from './pages/late-notice';
import { Review } from './pages/review';
import { testManifest } from './wallet-fixtures';

const SHOTS = 'test-results/screenshots';
const CHAINS = { origin: 'Arbitrum One', destination: 'Base' };

test('a transfer the relayer holds back explains itself once late, and turns delivered when relayed', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(180_000);
  const control = testManifest().services.controlUrl;
  await walletModal.openConnected(2);
  await form.balanceShown();
  await form.choose({ token: 'MAGIC', from: CHAINS.origin, to: CHAINS.destination });
  const sentBefore = await history.sentCount();
  let row = history.rows.first();
  await fetch(`${control}/relayer/stop`, { method: 'POST' });
  try {
    await form.amount.fill('3');
    await form.bridge();
    row = await history.newRow(sentBefore);
    const notice = new LateNotice(row);
    await expect(row).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
    // Past the estimated time: dispatched, the gas paid covers today's quote, not delivered, the Base route still enrolled.
    const findings = { dispatched: 'yes', gas: 'yes', delivered: 'no', router: 'yes' } as const;
    await notice.shows(findings, CHAINS);
    const messageId = await row.locator('.late-message code').textContent();
    expect(messageId).toMatch(/^0x[0-9a-f]{64}$/);
    await expect(notice.root.getByRole('link', { name: t('explorer.message') })).toHaveAttribute(
      'href',
      new RegExp(`/message/${messageId}$`),
    );
    await a11y.check('history with a late transfer');
    await row.screenshot({ path: `${SHOTS}/late-row-1280.png` });
    await page.setViewportSize({ width: 375, height: 900 });
    await row.scrollIntoViewIfNeeded();
    await row.screenshot({ path: `${SHOTS}/late-row-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The progress, opened from the row, says the same under its delivery step.
    await row.getByRole('button', { name: t('stepper.open') }).click();
    const review = new Review(page);
    await new LateNotice(review.step('delivered')).shows(findings, CHAINS);
    await review.close.click();
    await expect(review.progress).toBeHidden();
  } finally {
    await fetch(`${control}/relayer/start`, { method: 'POST' });
  }
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  await expect(new LateNotice(row).root).toBeHidden();
});
