import { type Address, parseAbi } from 'viem';
import { TRANSFERS_STORAGE_KEY } from '../../src/bridge/saved-transfers';
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import { DEVNET_NAMES, Names } from './pages/names';
import { devnetClient, testManifest } from './wallet-fixtures';

const SHOTS = 'test-results/screenshots';
const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)']);

const account = (index: number) => testManifest().accounts[index]?.address as Address;

function magicOn(chain: string): Address {
  const manifest = testManifest();
  const chainId = manifest.chains.find((c) => c.name === chain)?.chainId;
  const token = manifest.tokens.find((tk) => tk.symbol === 'MAGIC' && tk.chainId === chainId);
  if (!token) throw new Error(`no MAGIC on ${chain}`);
  return token.token as Address;
}

test('the connected account shows its domain and avatar, its address one click away', async ({
  page,
  walletModal,
  a11y,
}) => {
  test.setTimeout(120_000);
  const names = new Names(page);
  await walletModal.openConnected(1);
  const button = names.accountButton(new RegExp(DEVNET_NAMES[1].replace('.', '\\.')));
  await expect(button).toBeVisible();
  // The short address stays in the button's accessible name: which account it is, spoken.
  await expect(button).toHaveAccessibleName(/0x7099\.\.\.79C8/);
  // The devnet's avatar of account 1 (its purple disc), not the drawn fallback.
  await expect(button.locator('img').first()).toHaveAttribute('src', /^data:image\/svg\+xml,.*%237c3aed/);
  await page.screenshot({ path: `${SHOTS}/names-connected.png` });
  await a11y.check('connected account with its name');
  await button.click();
  await expect(page.getByRole('dialog')).toContainText('0x7099');
  await page.screenshot({ path: `${SHOTS}/names-connected-details.png` });
});

test('a name typed as recipient resolves to its address before sending, and the transfer arrives there', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(120_000);
  const names = new Names(page);
  const recipient = account(2);
  const abstract = devnetClient('abstract');
  const balance = () =>
    abstract.readContract({ address: magicOn('abstract'), abi: erc20, functionName: 'balanceOf', args: [recipient] });
  const before = await balance();

  await walletModal.openConnected(1);
  await form.balanceShown();
  await form.recipient.fill(DEVNET_NAMES[2]);
  await expect(names.resolving(DEVNET_NAMES[2])).toBeVisible();
  const resolved = names.resolved(DEVNET_NAMES[2]);
  await expect(resolved).toContainText(recipient);
  await expect(names.noteAvatar(resolved)).toHaveAttribute('src', /^data:image\/svg\+xml,.*%23/);
  // Names never change what was typed.
  await expect(form.recipient).toHaveValue(DEVNET_NAMES[2]);
  await page.screenshot({ path: `${SHOTS}/names-recipient-resolved.png`, fullPage: true });
  await a11y.check('recipient name resolved');
  await page.setViewportSize({ width: 375, height: 800 });
  await resolved.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/names-recipient-resolved-375.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  await form.amount.fill('2');
  await expect(form.send).toBeEnabled({ timeout: 30_000 });

  const sentBefore = await history.sentCount();
  await form.bridge();
  const row = await history.newRow(sentBefore);
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  await expect(row).toContainText(names.party('names.from', DEVNET_NAMES[1]));
  await expect(row).toContainText(names.party('names.to', DEVNET_NAMES[2]));
  await expect(names.avatar(DEVNET_NAMES[2], row)).toBeVisible();
  expect(await balance()).toBe(before + 2n * 10n ** 18n);

  // The full address is one click away, with a way to copy it.
  const toggle = names.toggle(DEVNET_NAMES[2], row);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(row.getByText(recipient, { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: t('names.copy') })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/names-history.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/names-history-375.png` });
  await a11y.check('history with names, an address disclosed');
});

test('a name nobody knows is an error and blocks sending; an address typed shows its owner’s name', async ({
  page,
  walletModal,
  bridgeForm: form,
  a11y,
}) => {
  const names = new Names(page);
  await walletModal.openConnected(3);
  await form.balanceShown();
  await form.amount.fill('1');
  await form.recipient.fill('nobody.magic');
  await expect(names.unknown('nobody.magic')).toBeVisible();
  await expect(form.submit).toHaveText(t('names.blockers.unknown'));
  await expect(form.submit).toBeDisabled();
  await expect(form.recipient).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SHOTS}/names-unknown.png`, fullPage: true });
  await a11y.check('unknown recipient name');

  // A TreasureTag resolves too: the same account as its domain.
  await form.recipient.fill('brainiac#2077');
  await expect(names.resolved('brainiac#2077')).toContainText(account(2));
  await expect(form.alert).toHaveCount(0);

  // The other way round: an address typed by hand shows whose it is, and one without a name shows nothing.
  await form.recipient.fill(account(2));
  const owner = names.addressOf(DEVNET_NAMES[2]);
  await expect(owner).toBeVisible();
  await expect(names.noteAvatar(owner)).toHaveAttribute('src', /^data:image\/svg\+xml,.*%23/);
  await expect(form.recipient).toHaveAccessibleDescription(t('names.addressOf', { name: DEVNET_NAMES[2] }));
  await page.screenshot({ path: `${SHOTS}/names-typed-address.png`, fullPage: true });
  await a11y.check('recipient address with its name');
  await form.recipient.fill(account(5));
  await expect(form.recipient).toHaveValue(account(5));
  await expect(owner).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: t('names.addressOf', { name: '' }).trim() })).toHaveCount(0);
});

test('a history with several addresses asks /batch-domains once for all of them', async ({
  page,
  appUrl,
  history,
  a11y,
}) => {
  const names = new Names(page);
  const sender = account(1);
  const recipients = [account(2), account(3), account(5)];
  const saved = recipients.map((recipient, i) => ({
    originTxHash: `0x${String(i + 1).repeat(64)}`,
    originChainId: 42161,
    destinationChainId: 2741,
    sender,
    recipient,
    symbol: 'MAGIC',
    decimals: 18,
    amount: `${i + 1}000000000000000000`,
    method: 'hyperlane',
    status: 'delivered',
    sentAt: 1_700_000_000_000 + i,
  }));
  await page.addInitScript(({ key, text }) => localStorage.setItem(key, text), {
    key: TRANSFERS_STORAGE_KEY,
    text: JSON.stringify(saved),
  });
  await page.goto(appUrl);
  await expect(history.rows).toHaveCount(3);
  // Newest first: the transfers to accounts 5, 3 and 2.
  await expect(history.rows.nth(2)).toContainText(names.party('names.to', DEVNET_NAMES[2]));
  await expect(history.rows.nth(1)).toContainText(names.party('names.to', DEVNET_NAMES[3]));
  await expect(history.rows.nth(1)).toContainText(names.party('names.from', DEVNET_NAMES[1]));
  // Account 5 has no domain: its short address, with a drawn avatar.
  await expect(history.rows.nth(0)).toContainText(names.party('names.to', '0x9965...A4dc'));
  await expect(names.avatar('0x9965...A4dc', history.rows.nth(0))).toHaveAttribute('src', /^data:image\/svg\+xml,/);

  const everyone = [sender, ...recipients].map((a) => a.toLowerCase());
  const asking = names.batches.filter((batch) => everyone.some((a) => batch.includes(a)));
  expect(asking).toHaveLength(1);
  expect([...(asking[0] ?? [])].sort()).toEqual([...everyone].sort());
  await page.screenshot({ path: `${SHOTS}/names-batch-history.png`, fullPage: true });
  await a11y.check('history of several named and unnamed accounts');
});
