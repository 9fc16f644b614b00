import { type Address, parseAbi } from 'viem';
import { DevnetChains } from '../../devnet/client';
import { TRANSFERS_STORAGE_KEY } from '../../src/bridge/saved-transfers';
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import { DEVNET_NAMES, Names } from './pages/names';
import { SHOTS } from './pages/screenshots';
import { walletPrompts } from './pages/wallet-prompts';
import { devnetClient, testManifest } from './wallet-fixtures';

const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)']);

const account = (index: number) => testManifest().accounts[index]?.address as Address;

function magicOn(chain: string): Address {
  const manifest = testManifest();
  const chainId = manifest.chains.find((c) => c.name === chain)?.chainId;
  const token = manifest.tokens.find((tk) => tk.symbol === 'MAGIC' && tk.chainId === chainId);
  if (!token) throw new Error(`no MAGIC on ${chain}`);
  return token.token as Address;
}

/** The devnet marketplace's avatar of its `n`th named account, on its own origin. */
const devnetAvatar = (n: number) => new RegExp(`^http://127\\.0\\.0\\.1:\\d+/images/avatars/${n}\\.svg$`);

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
  // The devnet's avatar of account 1 (its purple disc), not the drawn fallback: served by the devnet
  // marketplace from its own origin, the devnet's one image origin (docs/nfts.md, "Images").
  await expect(button.locator('img').first()).toHaveAttribute('src', devnetAvatar(1));
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
  // The address in full, checksummed, in groups of four: read, selected and copied as one address.
  await expect(names.fullAddress(resolved)).toHaveText(recipient);
  await expect(names.fullAddress(resolved).locator('span')).toHaveCount(11);
  await expect(names.marketplaceLabel(resolved)).toBeVisible();
  await expect(names.noteAvatar(resolved)).toHaveAttribute('src', devnetAvatar(2));
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
  // A recipient typed as a name is confirmed by its address before the review can be confirmed.
  await form.submit.click();
  await expect(names.fullAddress(names.reviewRecipient(form.review.dialog))).toHaveText(recipient);
  await expect(form.review.confirm).toBeDisabled();
  await names.addressCheck(form.review.dialog, DEVNET_NAMES[2]).check();
  await form.review.confirmAndClose();
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
  await expect(names.noteAvatar(owner)).toHaveAttribute('src', devnetAvatar(2));
  await expect(form.recipient).toHaveAccessibleDescription(
    new RegExp(`^${t('names.addressOf', { name: DEVNET_NAMES[2] }).replace('.', '\\.')}.*${account(2)}`),
  );
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

const ATTACKER: Address = '0x00000000000000000000000000000000A77aC4e5';

/** Plays a marketplace that names addresses as an attacker would (test only, through the control endpoint). */
async function serveDomains(domains: unknown[]) {
  const response = await fetch(`${testManifest().services.controlUrl}/marketplace/domains`, {
    method: 'POST',
    body: JSON.stringify({ domains }),
  });
  expect(response.status).toBe(204);
}

test('a backend that names recipients cannot lead a transfer to its own address', async ({
  page,
  walletModal,
  bridgeForm: form,
  a11y,
}) => {
  test.setTimeout(120_000);
  const names = new Names(page);
  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/search/domains')) searched.push(url.searchParams.get('query') ?? '');
  });
  // The attacker's address has been used on the destination: nothing but the name gives it away.
  await new DevnetChains(testManifest()).setBalance('abstract', ATTACKER, 10n ** 18n);
  // The backend answers the attacker's address for vitalik.eth, and labels it with the user's own names.
  const owned = (name: string) => ({ name, pfp: null, banner: null });
  await serveDomains([
    {
      address: ATTACKER,
      treasuretag: owned('smolfan#1234'),
      smol: owned(DEVNET_NAMES[1]),
      ens: owned('vitalik.eth'),
      preferredDomainType: 'smol',
    },
  ]);
  try {
    await walletModal.openConnected(1);
    await form.balanceShown();
    await form.amount.fill('1');

    // (a) An ENS name resolves through ENS only; the devnet has none, so it is refused, and said why.
    await form.recipient.fill('vitalik.eth');
    await expect(names.refused('errors.nameNoEns', 'vitalik.eth')).toBeVisible();
    await expect(form.submit).toHaveText(t('names.blockers.refused'));
    await expect(form.submit).toBeDisabled();
    await expect(form.recipient).toHaveAttribute('aria-invalid', 'true');
    // A Cyrillic `о` in the user's own name is refused too, before any lookup.
    await form.recipient.fill('sm\u043Elfan.magic');
    await expect(names.refused('errors.nameMixedScript', 'sm\\u{043E}lfan.magic')).toBeVisible();

    // (b) The user's own name, which the backend gives the attacker's address: the full address, grouped,
    // and the name only as the marketplace's label.
    await form.recipient.fill(DEVNET_NAMES[1]);
    const resolved = names.resolved(DEVNET_NAMES[1]);
    await expect(names.fullAddress(resolved)).toHaveText(ATTACKER);
    await expect(names.marketplaceLabel(resolved)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/names-attacker-note.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await resolved.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/names-attacker-note-375.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    await a11y.check('recipient name the backend gave an attacker');

    await expect(form.send).toBeEnabled({ timeout: 30_000 });
    await form.submit.click();
    const recipient = names.reviewRecipient(form.review.dialog);
    await expect(names.fullAddress(recipient)).toHaveText(ATTACKER);
    await expect(names.marketplaceLabel(recipient)).toBeVisible();
    await expect(form.review.requests.first()).toBeVisible();
    // Confirm waits for the user to check the address, not only the name.
    await expect(form.review.confirm).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/names-attacker-review.png` });
    await a11y.check('review of a recipient typed as a name');
    await page.setViewportSize({ width: 375, height: 800 });
    await recipient.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/names-attacker-review-375.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    const check = names.addressCheck(form.review.dialog, DEVNET_NAMES[1]);
    await check.check();
    await expect(form.review.confirm).toBeEnabled();
    await check.uncheck();
    await expect(form.review.confirm).toBeDisabled();
    // Having seen the address, the user cancels.
    await form.review.cancel.click();
    await expect(form.review.dialog).toBeHidden();

    // An address pasted by hand that the backend labels with the user's name: the label says whose word it is.
    await form.recipient.fill(ATTACKER);
    const owner = names.addressOf(DEVNET_NAMES[1]);
    await expect(names.marketplaceLabel(owner)).toBeVisible();
    await expect(names.fullAddress(owner)).toHaveText(ATTACKER);
  } finally {
    await serveDomains([]);
  }
  // The marketplace was never asked about the ENS name, and the wallet was never asked for anything.
  expect(searched).not.toContain('vitalik.eth');
  expect(await walletPrompts(page)).toEqual([]);
});
