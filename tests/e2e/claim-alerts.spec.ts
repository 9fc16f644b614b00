/**
 * Claim-ready alerts in the browser (docs/transfers.md, "Claim-ready alerts"): a withdrawal held at its
 * batch (the devnet's zk execution stopped) is toasted once it is released; after a reload the banner
 * counts it and leads to its Claim; the browser notification comes only for a withdrawal whose progress
 * the user asked it from, and its click brings that withdrawal's Claim to front.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import type { BridgeForm } from './pages/bridge-form';
import { t } from './pages/copy';
import type { History } from './pages/history';
import { BrowserNotifications } from './pages/notifications';
import { shots } from './pages/screenshots';
import { Toasts } from './pages/toasts';
import { testManifest } from './wallet-fixtures';

/** A spare devnet account: no other test withdraws from it, so its ready withdrawals are this test's. */
const ACCOUNT = 6;

/** Holds or releases the execution of the devnet's zk batches on Ethereum (docs/zk-devnet.md). */
async function zkExecution(call: 'stop' | 'start') {
  const answer = await fetch(`${testManifest().services.controlUrl}/zk/${call}`, { method: 'POST' });
  expect(answer.ok).toBe(true);
}

/**
 * Sends an ETH withdrawal of `amount` from Abstract with execution held, leaving its progress open while it
 * waits for its batch; resolves with its history row.
 */
async function withdrawHeld(form: BridgeForm, history: History, amount: string): Promise<Locator> {
  await form.choose({ token: 'ETH', from: 'Abstract', to: 'Ethereum' });
  await form.amount.fill(amount);
  const sentBefore = await history.sentCount();
  await expect(form.submit).toBeEnabled();
  await form.submit.click();
  await expect(form.review.requests.first()).toBeVisible();
  await form.review.confirm.click();
  await expect(form.review.step('ready-to-claim')).toHaveAttribute('data-state', 'current', { timeout: 60_000 });
  const row = await history.newRow(sentBefore);
  await expect(row).toHaveAttribute('data-stage', 'waiting-for-batch', { timeout: 60_000 });
  return row;
}

/** Screenshots of the page as it is, 1280 and 375 px wide. */

test('a withdrawal that becomes ready is toasted, counted by the banner after a reload, and notified only when asked', async ({
  page,
  context,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(240_000);
  // The site may notify: what stands between a ready withdrawal and a notification is the user's opt-in.
  await context.grantPermissions(['notifications']);
  const notifications = await BrowserNotifications.record(page);
  const toasts = await Toasts.record(page);
  const readyClaim = (row: Locator) => history.action(row, 'Ethereum');
  await zkExecution('stop');
  try {
    await walletModal.openConnected(ACCOUNT);
    await expect(page.getByTestId('claim-banner')).toHaveCount(0);

    // A withdrawal sent without asking to be notified: a toast once ready, no notification.
    const first = await withdrawHeld(form, history, '0.25');
    await form.review.close.click();
    await zkExecution('start');
    const firstReady = t('claimAlerts.ready', { amount: '0.25', symbol: 'ETH' });
    await toasts.expectShown(firstReady, 60_000);
    await expect(first).toHaveAttribute('data-stage', 'ready-to-claim');
    await shots(page, 'claim-ready-toast');
    expect(await notifications.raised()).toEqual([]);
    expect(await notifications.asked()).toBe(0);

    // After a reload: the banner counts it, and leads to its Claim; it is not toasted again.
    await page.reload();
    const banner = page.getByTestId('claim-banner');
    await expect(banner).toContainText(t('claimAlerts.banner', { count: 1 }));
    await shots(page, 'claim-ready-banner');
    await a11y.check('the claim-ready banner');
    await banner.getByRole('button', { name: t('claimAlerts.goToClaim') }).click();
    await expect(readyClaim(first)).toBeFocused();
    expect(await notifications.asked()).toBe(0);

    // A second withdrawal, whose progress the user asks to be notified from: asked on that click only.
    await zkExecution('stop');
    const second = await withdrawHeld(form, history, '0.5');
    expect(await notifications.asked()).toBe(0);
    await shots(page, 'claim-notify-opt-in');
    await form.review.progress.getByRole('button', { name: t('claimAlerts.notify') }).click();
    await expect(form.review.progress.getByText(t('claimAlerts.notifyOn'))).toBeVisible();
    expect(await notifications.asked()).toBe(1);
    await form.review.close.click();
    expect(await notifications.raised()).toEqual([]);
    await zkExecution('start');
    const secondReady = t('claimAlerts.ready', { amount: '0.5', symbol: 'ETH' });
    await toasts.expectShown(secondReady, 60_000);
    await expect
      .poll(() => notifications.raised())
      .toEqual([{ title: secondReady, body: t('claimAlerts.notificationBody', { chain: 'Ethereum' }) }]);
    await expect(banner).toContainText(t('claimAlerts.banner', { count: 2 }));
    // Its click brings the app, and that withdrawal's Claim, to front.
    await page.getByRole('button', { name: t('claimAlerts.goToClaim') }).focus();
    await notifications.click(0);
    await expect(readyClaim(second)).toBeFocused();
    // Each toasted once: the first not again after the reload (this document's toasts), the second once.
    const seen = await toasts.seen();
    expect(seen.filter((text) => text.includes(firstReady))).toEqual([]);
    expect(seen.filter((text) => text.includes(secondReady))).toHaveLength(1);
  } finally {
    await zkExecution('start');
  }
});
