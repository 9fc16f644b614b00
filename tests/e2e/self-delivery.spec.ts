/**
 * Deliver it yourself (docs/self-delivery.md): with the relayer stopped, a late Hyperlane transfer is delivered
 * from the user's own wallet once its validators' signatures reach the threshold, with the metadata built in
 * the browser from their published checkpoints; below the threshold nothing is offered, and the relayer, back,
 * has nothing left to do.
 */
import { type Address, parseAbi, parseUnits } from 'viem';
import { DevnetChains } from '../../devnet/client';
import { expect, test } from './fixtures';
import { t } from './pages/copy';
import { LateNotice } from './pages/late-notice';
import { SHOTS } from './pages/screenshots';
import { testManifest } from './wallet-fixtures';

const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)']);

/** Stops or starts a devnet service (`devnet/control.ts`): the relayer, or validator 0, 1 or 2. */
async function devnet(action: 'stop' | 'start', service: 'relayer' | `validators/${0 | 1 | 2}`): Promise<void> {
  const response = await fetch(`${testManifest().services.controlUrl}/${service}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${service}: ${response.status} ${await response.text()}`);
}

test('a late MAGIC transfer is delivered from the wallet once two of three validators signed, never below', async ({
  page,
  walletModal,
  bridgeForm: form,
  history,
  a11y,
}) => {
  test.setTimeout(180_000);
  const chains = new DevnetChains(testManifest());
  const user = testManifest().accounts[1]?.address as Address;
  const magicOnBase = chains.token('MAGIC', 'base').token as Address;
  const balanceOnBase = () =>
    chains.client('base').readContract({ address: magicOnBase, abi: erc20, functionName: 'balanceOf', args: [user] });
  await walletModal.openConnected(1);
  await form.balanceShown();
  await form.choose({ token: 'MAGIC', from: 'Arbitrum One', to: 'Base' });
  const before = await balanceOnBase();
  const row = history.rows.first();
  await devnet('stop', 'relayer');
  await devnet('stop', 'validators/0');
  await devnet('stop', 'validators/1');
  try {
    await form.amount.fill('3');
    await form.bridge();
    await expect(row).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });

    // Late, with one signature of the two needed: the validators are missing, and nothing is offered.
    const notice = new LateNotice(row);
    await notice.validatorsSigned(1, 'no');
    await expect(notice.blocked).toHaveText(
      t('late.selfDelivery.blocked.below-threshold', { signed: 1, total: 3, threshold: 2 }),
    );
    await expect(notice.deliver).toHaveCount(0);

    // One validator back (one of three still stopped): it signs what it missed, and the threshold is met.
    await devnet('start', 'validators/1');
    await notice.validatorsSigned(2, 'yes');
    await expect(notice.deliver).toBeVisible();
    await a11y.check('a late transfer the user can deliver');
    await row.screenshot({ path: `${SHOTS}/self-delivery-offered.png` });
    await notice.deliver.click();
    await expect(notice.deliveryFee).toContainText('≈', { timeout: 30_000 });
    await expect(notice.root).toContainText(t('late.selfDelivery.note', { chain: 'Base' }));
    await row.screenshot({ path: `${SHOTS}/self-delivery-confirm.png` });
    await notice.root.getByRole('button', { name: t('late.selfDelivery.confirm') }).click();
    await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
    await expect(notice.root).toBeHidden();
    expect(await balanceOnBase()).toBe(before + parseUnits('3', 18));
  } finally {
    await devnet('start', 'validators/0');
    await devnet('start', 'validators/1');
    await devnet('start', 'relayer');
  }
  // The relayer, back, leaves the delivered message alone and relays the next one.
  await form.amount.fill('1');
  await form.bridge();
  const next = history.rows.first();
  await expect(next).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  await expect(history.rows.nth(1)).toHaveAttribute('data-status', 'delivered');
  expect(await balanceOnBase()).toBe(before + parseUnits('4', 18));
  await page.screenshot({ path: `${SHOTS}/self-delivery-done.png`, fullPage: true });
});

test('a late Smol Brain is delivered from the history with the wallet, and its owner moves', async ({
  walletModal,
  gallery,
  history,
}) => {
  test.setTimeout(180_000);
  const chains = new DevnetChains(testManifest());
  const user = testManifest().accounts[1]?.address as Address;
  await walletModal.openConnected(1);
  await devnet('stop', 'relayer');
  try {
    await gallery.select(42161, [6]);
    await gallery.send(1, 'Abstract');
    const row = history.rows.filter({ hasText: 'Smol Brain #6' });
    await expect(row).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
    const notice = new LateNotice(row);
    await notice.validatorsSigned(3, 'yes');
    await notice.deliverYourself();
    await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
    expect(await chains.nftOwner('SmolBrain', 'abstract', 6n)).toBe(user);
  } finally {
    await devnet('start', 'relayer');
  }
});
