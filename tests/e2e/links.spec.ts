import type { Page } from '@playwright/test';
import { type Address, decodeFunctionData, type Hex, pad, parseAbi } from 'viem';
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import { Names } from './pages/names';
import { SHOTS, shots } from './pages/screenshots';
import { walletPrompts } from './pages/wallet-prompts';
import { injectWalletFor, rememberWallet, signInToken, testManifest } from './wallet-fixtures';

const param = async (page: Page, name: string) =>
  page.evaluate((key) => new URLSearchParams(window.location.search).get(key), name);

const account = (index: number) => {
  const address = testManifest().accounts[index]?.address;
  if (!address) throw new Error(`no devnet account ${index}`);
  return address as Address;
};

const transferRemote = parseAbi([
  'function transferRemote(uint32 destination, bytes32 recipient, uint256 amountOrId) payable returns (bytes32)',
]);

/** The recipients of the warp-route sends the test wallet was asked for, as the calls carry them (bytes32). */
async function sentTo(page: Page): Promise<string[]> {
  const sent = await page.evaluate(() => window.__testWallet.transactions);
  return sent.flatMap((transaction) => {
    try {
      const call = decodeFunctionData({ abi: transferRemote, data: transaction.data as Hex });
      return [call.args[1]];
    } catch {
      return [];
    }
  });
}

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

test('a link’s recipient is confirmed in the review, marked as the link’s, before the wallet sends there; editing the field clears the mark', async ({
  page,
  appUrl,
  bridgeForm: form,
  a11y,
}) => {
  test.setTimeout(150_000);
  const names = new Names(page);
  const { review } = form;
  const linked = account(2);
  const reviewed = names.reviewRecipient(review.dialog);
  const linkCheck = review.dialog.getByRole('checkbox', { name: t('review.checkLinkAddress') });
  // A phishing link: the user's own amount and route, somebody else's address.
  await injectWalletFor(page, 1, 42161, { authorized: true });
  await rememberWallet(page, await signInToken(new URL(appUrl).origin, 1));
  await page.goto(`${appUrl}?token=MAGIC&from=arb&to=base&amount=1&recipient=${linked}`);
  await expect(form.recipient).toHaveValue(linked);
  await expect(form.recipientFromLink).toBeVisible();
  await expect(form.send).toBeEnabled({ timeout: 30_000 });

  // The review shows the link's address in full, says it came from the link, and Confirm waits for the tick.
  await form.send.click();
  await expect(names.fullAddress(reviewed)).toHaveText(linked);
  await expect(linkCheck).toBeVisible();
  await expect(linkCheck).not.toBeChecked();
  await expect(review.requests.first()).toBeVisible();
  await expect(review.confirm).toBeDisabled();
  expect(await walletPrompts(page)).toEqual([]);
  await shots(page, 'link-recipient-review');
  await a11y.check('review of a recipient a link set');
  await linkCheck.check();
  await expect(review.confirm).toBeEnabled();
  await linkCheck.uncheck();
  await expect(review.confirm).toBeDisabled();
  expect(await walletPrompts(page)).toEqual([]);
  expect(await sentTo(page)).toEqual([]);

  // Ticked and confirmed, the wallet is asked to send to the link's address, the one the review showed.
  await linkCheck.check();
  await review.confirm.click();
  await expect(review.progress).toBeVisible();
  await expect.poll(() => sentTo(page), { timeout: 60_000 }).toEqual([pad(linked.toLowerCase() as Hex, { size: 32 })]);
  await expect(review.step('send')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await review.close.click();
  await expect(review.progress).toBeHidden();

  // Edited, the recipient is the user's: the form's note goes, and the review asks nothing of an address typed.
  await form.recipient.fill(account(3));
  await expect(form.recipientFromLink).toBeHidden();
  await form.amount.fill('1');
  await expect(form.send).toBeEnabled({ timeout: 30_000 });
  await form.send.click();
  await expect(names.fullAddress(reviewed)).toHaveText(account(3));
  await expect(review.requests.first()).toBeVisible();
  await expect(reviewed.getByRole('checkbox')).toHaveCount(0);
  await expect(review.dialog).not.toContainText(t('review.checkLinkAddress'));
  await expect(review.confirm).toBeEnabled();
  await review.cancel.click();
  await expect(review.dialog).toBeHidden();

  // A link whose recipient is the connected account, in lower case, needs no confirmation.
  await page.goto(`${appUrl}?token=MAGIC&from=arb&to=base&amount=1&recipient=${account(1).toLowerCase()}`);
  await expect(form.recipientFromLink).toBeVisible();
  await expect(form.send).toBeEnabled({ timeout: 30_000 });
  await form.send.click();
  await expect(review.requests.first()).toBeVisible();
  await expect(reviewed.getByRole('checkbox')).toHaveCount(0);
  await expect(review.confirm).toBeEnabled();
  await review.cancel.click();
  expect(await walletPrompts(page)).toEqual([]);
});
