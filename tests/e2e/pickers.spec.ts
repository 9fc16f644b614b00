/**
 * The token and chain pickers (docs/accessibility.md, "Pickers") by keyboard alone, as a screen reader sees
 * them, with balances, on a phone; and the icons across the page with their fallback
 * (docs/chains-and-assets.md, "Icons").
 */
import { TRANSFERS_STORAGE_KEY, TRANSFERS_STORAGE_VERSION } from '../../src/bridge/saved-transfers';
import { expect, test } from './fixtures';
import { t, textBefore } from './pages/copy';
import { Pickers } from './pages/pickers';
import { SHOTS } from './pages/screenshots';

const ARBITRUM = 42161;
const PHONE = { width: 375, height: 740 };

test('the pickers work by keyboard alone and tell a screen reader what they are', async ({ page, appUrl, a11y }) => {
  test.setTimeout(90_000);
  const pickers = new Pickers(page);
  const { form } = pickers;
  await page.goto(appUrl);
  await expect(form.token).toHaveText('MAGIC');

  // The form's labels name the pickers: a select-only combobox, collapsed, that controls a listbox.
  await expect(page.getByLabel(t('bridge.token'), { exact: true })).toHaveAttribute('role', 'combobox');
  await expect(page.getByLabel(t('bridge.from'), { exact: true })).toHaveAttribute('role', 'combobox');
  await expect(page.getByLabel(t('bridge.to'), { exact: true })).toHaveAttribute('role', 'combobox');
  await expect(form.token).toHaveAttribute('aria-expanded', 'false');
  await expect(form.token).toHaveAttribute('aria-haspopup', 'listbox');
  await expect(form.token).not.toHaveAttribute('aria-activedescendant');

  await pickers.tabTo(form.token);
  await page.keyboard.press('ArrowDown');
  const tokens = form.list(form.token);
  await expect(form.token).toHaveAttribute('aria-expanded', 'true');
  await expect(tokens).toHaveAccessibleName(t('bridge.token'));
  await expect(form.token).toHaveAttribute('aria-controls', (await tokens.getAttribute('id')) ?? 'no list');
  await expect(tokens.getByRole('option')).toHaveCount(3);
  await pickers.expectActive(form.token, 'MAGIC');
  // Only the option with visual focus is selected; focus itself stays on the picker.
  await expect(tokens.getByRole('option', { selected: true })).toHaveCount(1);
  await expect(form.token).toBeFocused();

  // Arrows move and stop at the ends; Home and End jump; Escape closes and changes nothing.
  for (const [key, active] of [
    ['ArrowDown', 'SMOL'],
    ['End', 'ETH'],
    ['ArrowDown', 'ETH'],
    ['Home', 'MAGIC'],
    ['PageDown', 'ETH'],
    ['ArrowUp', 'SMOL'],
  ] as const) {
    await page.keyboard.press(key);
    await pickers.expectActive(form.token, active);
  }
  await page.keyboard.press('Escape');
  await expect(tokens).toBeHidden();
  await expect(form.token).toHaveAttribute('aria-expanded', 'false');
  await expect(form.token).toHaveText('MAGIC');
  await expect(form.token).toBeFocused();

  // Typing a letter opens the list at the first match; Enter chooses it and the route follows.
  await page.keyboard.press('s');
  await pickers.expectActive(form.token, 'SMOL');
  await page.keyboard.press('Enter');
  await expect(tokens).toBeHidden();
  await expect(form.token).toHaveText('SMOL');
  await expect(form.token).toBeFocused();
  await page.keyboard.press('e');
  await page.keyboard.press(' ');
  await expect(form.token).toHaveText('ETH');
  await expect(form.from).toHaveText('Ethereum');
  await page.keyboard.press('m');
  await page.keyboard.press('Enter');
  await expect(form.token).toHaveText('MAGIC');

  // From, by typing: the same letter again and again cycles through the chains starting with it.
  await page.keyboard.press('Tab');
  await expect(form.from).toBeFocused();
  const sources = await form.optionNames(form.from);
  const withA = sources.filter((name) => name.startsWith('A'));
  expect(withA.length, 'two origins starting with A').toBeGreaterThanOrEqual(2);
  const from = (await form.from.textContent()) ?? '';
  await page.keyboard.press('Enter');
  await pickers.expectActive(form.from, from);
  await page.keyboard.type('aa');
  // Two presses of "a" within half a second: the second A-chain after the chosen one, wrapping round.
  const order = [...sources.slice(sources.indexOf(from) + 1), ...sources.slice(0, sources.indexOf(from) + 1)];
  const second = order.filter((name) => name.startsWith('A'))[1] ?? '';
  await pickers.expectActive(form.from, second);
  await page.keyboard.press('Enter');
  await expect(form.from).toHaveText(second);

  // To, with the arrows; Tab chooses the option with visual focus and moves on, as a native select does.
  await pickers.tabTo(form.to);
  await page.keyboard.press('Alt+ArrowDown');
  await expect(form.list(form.to)).toBeVisible();
  await page.keyboard.press('End');
  const last = await form
    .list(form.to)
    .getByRole('option')
    .last()
    .evaluate((option) => document.getElementById(option.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
  await pickers.expectActive(form.to, last);
  await page.keyboard.press('Tab');
  await expect(form.list(form.to)).toBeHidden();
  await expect(form.to).toHaveText(last);
  await expect(form.amount).toBeFocused();

  // The mouse: a click opens, a click outside closes unchanged, a click on an option chooses it.
  await form.from.click();
  await expect(form.list(form.from)).toBeVisible();
  await form.root.getByRole('heading').click();
  await expect(form.list(form.from)).toBeHidden();
  await expect(form.from).toHaveText(second);
  await form.pick(form.from, from);
  await expect(form.from).toBeFocused();

  await form.token.press('ArrowDown');
  await page.screenshot({ path: `${SHOTS}/pickers-token-open.png`, fullPage: true });
  await a11y.check('token picker open');
});

test('once connected, each option shows its balance there, from the balances already read', async ({
  page,
  walletModal,
  balances,
  a11y,
}) => {
  test.setTimeout(120_000);
  const pickers = new Pickers(page);
  const { form } = pickers;
  await walletModal.openConnected(1);
  await expect(form.balance).toContainText('MAGIC');
  const magicOnArbitrum = balances.asset(ARBITRUM, 'MAGIC');
  await expect(magicOnArbitrum).toContainText('MAGIC');
  await expect(balances.root.getByText('…', { exact: true })).toHaveCount(0);

  // The token picker: MAGIC's balance on the origin, Arbitrum, as the form shows it.
  await form.token.click();
  const magic = form.option(form.token, 'MAGIC');
  const exact = ((await form.balance.textContent()) ?? '').match(/[\d,.]+/)?.[0] ?? 'no balance';
  await expect(magic).toHaveAccessibleDescription(t('bridge.balance', { amount: exact, symbol: 'MAGIC' }));
  await expect(magic.locator('[aria-hidden="true"]').last()).toHaveText(/^[\d,.]+[KMB]?$/);
  // SMOL is no balance asset of the panel: no read of its own, so nothing is shown.
  await expect(form.option(form.token, 'SMOL')).toHaveAccessibleDescription('');
  await page.keyboard.press('Escape');

  // The origin picker: the balance of MAGIC on each chain it can leave, with its icon and name; not
  // Ethereum, whence no route carries MAGIC (the zk bridge moves ETH only).
  await form.from.click();
  const list = form.list(form.from);
  await expect(list.getByRole('option')).not.toHaveCount(0);
  for (const option of await list.getByRole('option').all())
    await expect(pickers.icon(option)).toHaveAttribute('data-icon', /^\/chains\/[a-z]+\.svg$/);
  const arbitrum = form.option(form.from, 'Arbitrum One');
  await expect(arbitrum).toHaveAccessibleDescription(t('bridge.balance', { amount: exact, symbol: 'MAGIC' }));
  const balance = new RegExp(`^${textBefore('bridge.balance', 'amount')}[\\d,.]+ MAGIC$`);
  for (const name of ['Abstract', 'Base'])
    await expect(form.option(form.from, name)).toHaveAccessibleDescription(balance);
  await expect(form.option(form.from, 'Ethereum')).toHaveCount(0);
  await expect.poll(() => pickers.drawn(pickers.icon(arbitrum))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/pickers-from-balances.png`, fullPage: true });
  await a11y.check('origin picker open, connected');
  await page.keyboard.press('Escape');

  // Icons across the page: each balances row's chain and asset, and the NFT gallery's chain groups.
  const row = balances.root.locator(`[data-chain="${ARBITRUM}"]`);
  await expect(pickers.icon(row.getByRole('rowheader'))).toHaveAttribute('data-icon', '/chains/arbitrum.svg');
  await expect(pickers.icon(magicOnArbitrum)).toHaveAttribute('data-icon', '/tokens/magic.svg');
  await expect.poll(() => pickers.drawn(pickers.icon(magicOnArbitrum))).toBe(true);
  await expect(pickers.icon(balances.asset(ARBITRUM, 'ETH'))).toHaveAttribute('data-icon', '/tokens/eth.svg');
  const group = page.getByTestId('nft-group').and(page.locator(`[data-chain="${ARBITRUM}"]`));
  await expect(pickers.icon(group.getByRole('heading'))).toHaveAttribute('data-icon', '/chains/arbitrum.svg');
  await expect(group.getByRole('heading')).toHaveText(/^Arbitrum One \(\d+\)$/);
});

test('a picker fits a 375 px phone, its options large enough to tap', async ({ page, walletModal, a11y }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const pickers = new Pickers(page);
  const { form } = pickers;
  await walletModal.openConnected(1);
  await expect(form.balance).toContainText('MAGIC');
  for (const picker of [form.from, form.to, form.token]) {
    await picker.click();
    const list = form.list(picker);
    await expect(list).toBeVisible();
    const box = await list.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(PHONE.width);
    for (const option of await list.getByRole('option').all())
      expect((await option.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await pickers.horizontalOverflow()).toBeLessThanOrEqual(0);
    if (picker === form.to) {
      await page.screenshot({ path: `${SHOTS}/pickers-to-open-375.png` });
      await a11y.check('phone, destination picker open');
    }
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  }
});

test('a token the app has no icon for gets a neutral circle with the first letter; chains and tokens it knows are drawn', async ({
  page,
  appUrl,
  history,
  a11y,
}) => {
  // The app's icons are drawn from its build, not fetched (docs/chains-and-assets.md, "Icons").
  const iconRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/(chains|tokens)\/[^/]+\.svg$/.test(request.url())) iconRequests.push(request.url());
  });
  // A transfer in the history of a token a server route once carried and the app has no icon for.
  const transfer = {
    id: `0x${'b1'.repeat(32)}`,
    originTxHash: `0x${'b1'.repeat(32)}`,
    originChainId: ARBITRUM,
    destinationChainId: 8453,
    sender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    symbol: 'GFLY',
    decimals: 18,
    amount: '2000000000000000000',
    method: 'hyperlane',
    status: 'delivered',
    sentAt: 1_700_000_000_000,
  };
  await page.addInitScript(({ key, text }) => localStorage.setItem(key, text), {
    key: TRANSFERS_STORAGE_KEY,
    text: JSON.stringify({ version: TRANSFERS_STORAGE_VERSION, transfers: [transfer] }),
  });
  const pickers = new Pickers(page);
  const { form } = pickers;
  await page.goto(appUrl);

  // The history row: the token's icon a fallback, both chains' drawn.
  const row = history.row(transfer.originTxHash);
  await expect(row).toContainText('2 GFLY');
  await expect(row).toContainText('Arbitrum One → Base');
  const icons = row.locator('.asset-icon');
  await expect(icons).toHaveCount(3);
  await expect(icons.nth(0)).toHaveAttribute('data-letter', 'G');
  await expect(icons.nth(0)).toHaveAttribute('aria-hidden', 'true');
  await expect(icons.nth(0)).toBeVisible();
  await expect(icons.nth(1)).toHaveAttribute('data-icon', '/chains/arbitrum.svg');
  await expect(icons.nth(2)).toHaveAttribute('data-icon', '/chains/base.svg');
  await expect.poll(() => pickers.drawn(icons.nth(2))).toBe(true);

  // Not connected: the origin picker's options show no balance, each with its chain's icon drawn.
  await form.from.click();
  const base = form.option(form.from, 'Base');
  await expect(pickers.icon(base)).toHaveAttribute('data-icon', '/chains/base.svg');
  await expect(pickers.icon(base)).toHaveAttribute('aria-hidden', 'true');
  await expect(base).toHaveAccessibleDescription('');
  await expect.poll(() => pickers.drawn(pickers.icon(base))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/pickers-icon-fallback.png`, fullPage: true });
  await a11y.check('origin picker open, a history row with a token the app has no icon for, not connected');
  await page.keyboard.press('Escape');
  await form.choose({ token: 'SMOL' });
  await expect(pickers.icon(form.token)).toHaveAttribute('data-icon', '/tokens/smol.svg');
  expect(iconRequests).toEqual([]);
});
