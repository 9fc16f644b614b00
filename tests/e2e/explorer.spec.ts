import { type Address, type Hex, isAddressEqual } from 'viem';
import { expect, test } from './fixtures';
import { A11y } from './pages/a11y';
import { t } from './pages/copy';
import { ExplorerLinks } from './pages/explorer';
import { History } from './pages/history';
import { SHOTS } from './pages/screenshots';
import { WalletModal } from './pages/wallet-modal';
import { testManifest } from './wallet-fixtures';

const ACCOUNT = 2;

/** The devnet indexer's record of the message an origin transaction sent, once it is delivered. */
async function deliveredMessage(originTxHash: string): Promise<{ id: Hex; deliveryHash: Hex }> {
  const { indexerUrl } = testManifest().services;
  let found: { id: Hex; deliveryHash: Hex } | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(indexerUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: `query ($hash: bytea!) { message_view(where: { origin_tx_hash: { _eq: $hash } }) { msg_id destination_tx_hash } }`,
            variables: { hash: `\\x${originTxHash.slice(2).toLowerCase()}` },
          }),
        });
        const body = (await response.json()) as {
          data: { message_view: { msg_id: string; destination_tx_hash: string | null }[] };
        };
        const row = body.data.message_view[0];
        if (row?.destination_tx_hash) {
          found = { id: `0x${row.msg_id.slice(2)}`, deliveryHash: `0x${row.destination_tx_hash.slice(2)}` };
        }
        return found !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found as { id: Hex; deliveryHash: Hex };
}

test('a MAGIC transfer Arbitrum -> Base links to its transactions, message and recipient on the explorers', async ({
  page,
  context,
  browser,
  appUrl,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(150_000);
  const explorerUrl = testManifest().services.explorerUrl;
  if (!explorerUrl) throw new Error('the test devnet has no explorer');
  const account = await walletModal.openConnected(ACCOUNT);
  const user = account.address as Address;
  await form.balanceShown();
  await form.choose({ to: 'Base' });
  await form.amount.fill('2');
  const sentBefore = await history.sentCount();
  await form.bridge();
  const row = await history.newRow(sentBefore);
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  const origin = (await row.getAttribute('data-hash')) as Hex;
  const message = await deliveredMessage(origin);

  const links = new ExplorerLinks(row);
  await links.expectOpens('origin', `${explorerUrl}/arb/tx/${origin}`);
  await links.expectOpens('destination', `${explorerUrl}/base/tx/${message.deliveryHash}`);
  await links.expectOpens('message', `${explorerUrl}/message/${message.id}`);
  await links.expectOpens('sender', `${explorerUrl}/arb/address/${user}`);
  await links.expectOpens('recipient', `${explorerUrl}/base/address/${user}`);
  await a11y.check('history row with explorer links');
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/explorer-links.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/explorer-links-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  const sent = await links.follow(context, 'origin');
  await expect(sent.heading).toHaveText(new RegExp(`^Transaction ${origin}$`, 'i'));
  await expect(sent.fact('Status')).toHaveText('Success');
  await expect(sent.fact('Chain')).toHaveText('Arbitrum One (42161)');
  expect(isAddressEqual((await sent.fact('From').textContent()) as Address, user)).toBe(true);
  await new A11y(sent.page).check('devnet explorer: transaction');
  await sent.page.screenshot({ path: `${SHOTS}/explorer-tx.png`, fullPage: true });
  await sent.page.close();

  const delivery = await links.follow(context, 'destination');
  await expect(delivery.heading).toHaveText(new RegExp(`^Transaction ${message.deliveryHash}$`, 'i'));
  await expect(delivery.fact('Status')).toHaveText('Success');
  await expect(delivery.fact('Chain')).toHaveText('Base (8453)');
  await delivery.page.close();

  const shown = await links.follow(context, 'message');
  await expect(shown.heading).toHaveText(new RegExp(`^Message ${message.id}$`, 'i'));
  await expect(shown.fact('Status')).toHaveText('Delivered');
  await expect(shown.fact('Origin')).toHaveText('Arbitrum One');
  await expect(shown.fact('Destination')).toHaveText('Base');
  await expect(shown.fact('Origin transaction')).toHaveText(new RegExp(origin, 'i'));
  await expect(shown.fact('Delivery transaction')).toHaveText(new RegExp(message.deliveryHash, 'i'));
  await new A11y(shown.page).check('devnet explorer: message');
  await shown.page.screenshot({ path: `${SHOTS}/explorer-message.png`, fullPage: true });
  await shown.page.setViewportSize({ width: 375, height: 800 });
  await shown.page.screenshot({ path: `${SHOTS}/explorer-message-375.png`, fullPage: true });
  await shown.page.close();

  const recipient = await links.follow(context, 'recipient');
  await expect(recipient.heading).toHaveText(`Address ${user}`);
  await expect(recipient.fact('Chain')).toHaveText('Base (8453)');
  await expect(recipient.fact('Code')).toHaveText('None (an account)');
  await expect(recipient.fact('Balance')).toContainText('ETH');
  await recipient.page.close();

  // Another browser has no saved record of the transfer: the indexer lists it, and its message link is
  // resolved through the explorer's GraphQL API from the origin transaction.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    const asked = other.waitForRequest((request) => request.postData()?.includes('getMessagesOfOriginTx') ?? false, {
      timeout: 60_000,
    });
    await new WalletModal(other, appUrl).openConnected(ACCOUNT);
    await asked;
    const found = new ExplorerLinks(new History(other).row(origin));
    await found.expectOpens('message', `${explorerUrl}/message/${message.id}`);
    await found.expectOpens('origin', `${explorerUrl}/arb/tx/${origin}`);
    await found.expectOpens('destination', `${explorerUrl}/base/tx/${message.deliveryHash}`);
  } finally {
    await elsewhere.close();
  }
});

test('a hash no chain has a receipt of says "Transaction receipt not found." in the claim-by-hash form', async ({
  page,
  walletModal,
  history,
  a11y,
}) => {
  test.setTimeout(90_000);
  await walletModal.openConnected(ACCOUNT, { signIn: false });
  const unknown = `0x${'7e'.repeat(32)}`;
  await history.findByHash(unknown);
  await expect(history.claimByHash.getByRole('alert')).toHaveText(t('errors.receiptNotFound'));
  await expect(history.claimByHash.getByLabel(t('bridge.claimByHash.label'))).toHaveValue(unknown);
  await a11y.check('claim by hash: receipt not found');
  await page.screenshot({ path: `${SHOTS}/explorer-receipt-not-found.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/explorer-receipt-not-found-375.png`, fullPage: true });
});

test('the devnet explorer says "Transaction receipt not found." for an unknown hash', async ({ page }) => {
  const explorerUrl = testManifest().services.explorerUrl;
  const unknown = `0x${'5d'.repeat(32)}`;
  const response = await page.goto(`${explorerUrl}/base/tx/${unknown}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Transaction ${unknown}`);
  await expect(page.getByText('Transaction receipt not found.')).toBeVisible();
  await new A11y(page).check('devnet explorer: receipt not found');
});
