import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOTS } from './pages/screenshots';
import { walletPrompts } from './pages/wallet-prompts';
import { injectWalletFor, rememberWallet, signInToken, testManifest } from './wallet-fixtures';

const param = async (page: Page, name: string) =>
  page.evaluate((key) => new URLSearchParams(window.location.search).get(key), name);

test('a link fills the form and asks nothing of the wallet; the URL follows the edits in place; a bad part is dropped with a note; Copy link copies it', async ({
  page,
  appUrl,
  bridgeForm: form,
  a11y,
}) => {
  test.setTimeout(90_000);
  const recipient = testManifest().accounts[3]?.address;
  if (!recipient) throw new Error('no devnet account 3');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl).origin });
  // A returning user, wallet connected and signed in, on Arbitrum, follows a game's link to Abstract -> Arbitrum.
  await injectWalletFor(page, 1, 42161, { authorized: true });
  await rememberWallet(page, await signInToken(new URL(appUrl).origin, 1));
  await page.goto(`${appUrl}?token=MAGIC&from=abstract&to=arb&amount=2.5&recipient=${recipient}`);

  await expect(form.from).toHaveText('Abstract');
  await expect(form.to).toHaveText('Arbitrum One');
  await expect(form.token).toHaveText('MAGIC');
  await expect(form.amount).toHaveValue('2.5');
  await expect(form.recipient).toHaveValue(recipient);
  await expect(form.recipientFromLink).toBeVisible();
  await expect(form.linkNote).toHaveCount(0);
  // The form quoted the link (what it would cost): it went that far, and no further.
  await expect(form.interchainGas).toContainText('ETH');
  await expect(form.review.dialog).toBeHidden();
  expect(await page.evaluate(() => window.__testWallet.transactions)).toEqual([]);
  expect(await walletPrompts(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/link-filled-1280.png`, fullPage: true });

  // Edits replace the URL in place: no history entry per keystroke.
  const entries = await page.evaluate(() => window.history.length);
  await form.amount.fill('3');
  await expect.poll(() => param(page, 'amount')).toBe('3');
  await form.recipient.fill(testManifest().accounts[2]?.address ?? '');
  await expect(form.recipientFromLink).toBeHidden();
  await expect.poll(() => param(page, 'recipient')).toBe(testManifest().accounts[2]?.address);
  expect(await page.evaluate(() => window.history.length)).toBe(entries);

  await form.copyLink.click();
  await expect(form.copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  expect(page.url()).toContain('from=abstract&to=arb&amount=3');

  // A link with a chain the network does not have and an amount written with a thousands separator.
  await page.goto(`${appUrl}?token=MAGIC&from=mars&to=arb&amount=1%2C000&recipient=${recipient}`);
  await expect(form.linkNote).toHaveText([
    form.ignoredParam('from', 'unknown-chain'),
    form.ignoredParam('amount', 'ambiguous-separator'),
  ]);
  await expect(form.to).toHaveText('Arbitrum One');
  await expect(form.recipient).toHaveValue(recipient);
  await expect(form.recipientFromLink).toBeVisible();
  await expect(form.amount).toHaveValue('');
  // The URL now says what the form shows, the dropped parts gone.
  await expect.poll(() => param(page, 'amount')).toBeNull();
  await expect.poll(() => param(page, 'from')).toBe('abstract');
  await page.screenshot({ path: `${SHOTS}/link-ignored-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: `${SHOTS}/link-ignored-375.png`, fullPage: true });
  // The note and the recipient's mark, checked once.
  await a11y.check('form filled from a link, with a note');
  expect(await page.evaluate(() => window.__testWallet.transactions)).toEqual([]);
});
