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
import { Toasts } from './pages/toasts';
import { testManifest } from './wallet-fixtures';

const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)']);

/** Stops or starts a devnet service (`devnet/control.ts`): the relayer, or validator 0, 1 or 2. */
async function devnet(action: 'stop' | 'start', service: 'relayer' | `validators/${0 | 1 | 2}`): Promise<void> {
  const response = await fetch(`${testManifest().services.controlUrl}/${service}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${service}: ${response.status} ${await response.text()}`);
}

/** The last Smol Brain `owner` holds on `chain` (the others' tests move the first ones). */
async function lastBrainOn(chains: DevnetChains, chain: string, owner: Address): Promise<number> {
  for (let id = 10; id >= 1; id--) if ((await chains.nftOwner('SmolBrain', chain, BigInt(id))) === owner) return id;
  throw new Error(`no Smol Brain of ${owner} on ${chain}`);
}

test('late MAGIC and Smol Brain transfers are delivered from the wallet once two of three validators signed, never below', async ({
  page,
  walletModal,
  bridgeForm: form,
  gallery,
  history,
  a11y,
}) => {
  test.setTimeout(180_000);
  const chains = new DevnetChains(testManifest());
  const user = testManifest().accounts[1]?.address as Address;
  const magicOnBase = chains.token('MAGIC', 'base').token as Address;
  const balanceOnBase = () =>
    chains.client('base').readContract({ address: magicOnBase, abi: erc20, functionName: 'balanceOf', args: [user] });
  const brain = await lastBrainOn(chains, 'arbitrum', user);
  const toasts = await Toasts.record(page);
  await walletModal.openConnected(1);
  await form.balanceShown();
  await form.choose({ token: 'MAGIC', from: 'Arbitrum One', to: 'Base' });
  const before = await balanceOnBase();
  await devnet('stop', 'relayer');
  await devnet('stop', 'validators/0');
  await devnet('stop', 'validators/1');
  try {
    // Both sent while the relayer and two of the three validators are stopped, so both are late together.
    await form.amount.fill('3');
    await form.bridge();
    const magic = history.rows.filter({ hasText: '3 MAGIC' }).first();
    await expect(magic).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
    await gallery.select(42161, [brain]);
    await gallery.send(1, 'Abstract');
    const nft = history.rows.filter({ hasText: `Smol Brain #${brain}` }).first();
    await expect(nft).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });

    // Late, with one signature of the two needed: the validators are missing, and nothing is offered.
    const notice = new LateNotice(magic);
    await notice.validatorsSigned(1, 'no');
    await expect(notice.blocked).toHaveText(
      t('late.selfDelivery.blocked.below-threshold', { signed: 1, total: 3, threshold: 2 }),
    );
    await expect(notice.deliver).toHaveCount(0);
    await magic.screenshot({ path: `${SHOTS}/self-delivery-blocked.png` });

    // One validator back (one of three still stopped): it signs what it missed, and the threshold is met.
    await devnet('start', 'validators/1');
    await notice.validatorsSigned(2, 'yes');
    await expect(notice.deliver).toBeVisible();
    await a11y.check('a late transfer the user can deliver');
    await magic.screenshot({ path: `${SHOTS}/self-delivery-offered.png` });
    await notice.deliver.click();
    await expect(notice.deliveryFee).toContainText('≈', { timeout: 30_000 });
    await expect(notice.root).toContainText(t('late.selfDelivery.note', { chain: 'Base' }));
    await magic.screenshot({ path: `${SHOTS}/self-delivery-confirm.png` });
    await notice.root.getByRole('button', { name: t('late.selfDelivery.confirm') }).click();
    await expect(magic).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
    await expect(notice.root).toBeHidden();
    expect(await balanceOnBase()).toBe(before + parseUnits('3', 18));

    // The NFT, from its own row: its owner moves to Abstract.
    const nftNotice = new LateNotice(nft);
    await nftNotice.validatorsSigned(2, 'yes');
    await nftNotice.deliverYourself();
    await expect(nft).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
    expect(await chains.nftOwner('SmolBrain', 'abstract', BigInt(brain))).toBe(user);
    // Each delivery told once, by the user's own send, not again by the tracker that heard it.
    await toasts.expectShown(t('late.selfDelivery.done', { chain: 'Abstract' }), 10_000);
    const seen = await toasts.seen();
    expect(seen.filter((text) => text.includes(t('late.selfDelivery.done', { chain: 'Base' }))).length).toBeGreaterThan(
      0,
    );
    expect(seen.filter((text) => text.includes(t('bridge.delivered', { symbol: 'MAGIC' })))).toEqual([]);
  } finally {
    await devnet('start', 'validators/0');
    await devnet('start', 'validators/1');
    await devnet('start', 'relayer');
  }
  // The relayer, back, leaves the delivered messages alone and relays the next one.
  await form.amount.fill('1');
  await form.bridge();
  await expect(history.rows.filter({ hasText: '1 MAGIC' }).first()).toHaveAttribute('data-status', 'delivered', {
    timeout: 60_000,
  });
  expect(await balanceOnBase()).toBe(before + parseUnits('4', 18));
  await page.screenshot({ path: `${SHOTS}/self-delivery-done.png`, fullPage: true });
});
