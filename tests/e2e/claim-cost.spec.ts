/**
 * The claim's cost before a zk withdrawal (docs/transfers.md, "The claim's cost"): the quote of an ETH
 * withdrawal from Abstract shows the claim's fee on Ethereum and the total; an account whose ETH on Ethereum
 * is below that fee is warned in the form and again in the review, without being stopped (that a funded one
 * is not warned is `claim-cost.test.ts`'s). Nothing is sent: the review is cancelled.
 */
import type { Address } from 'viem';
import { DevnetChains } from '../../devnet/client';
import { expect, test } from './fixtures';
import type { BridgeForm } from './pages/bridge-form';
import { t } from './pages/copy';
import { SHOTS } from './pages/screenshots';
import { devnetClient, testManifest } from './wallet-fixtures';

/** A spare devnet account no other test connects as (7 pays the on-ramp's purchases). */
const ACCOUNT = 5;

const setEthereumBalance = (address: Address, wei: bigint) =>
  new DevnetChains(testManifest()).setBalance('ethereum', address, wei);

/** Opens the quote of a 0.1 ETH withdrawal from Abstract to Ethereum; resolves once its claim fee shows. */
async function quoteWithdrawal(form: BridgeForm) {
  await form.choose({ token: 'ETH', from: 'Abstract', to: 'Ethereum' });
  await form.amount.fill('0.1');
  await expect(form.root.getByTestId('claim-fee')).toContainText('ETH');
  await expect(form.root.getByTestId('claim-total')).toContainText(/\d.*ETH/);
  await expect(form.submit).toBeEnabled();
}

test("a zk withdrawal's quote and review say the claim's fee on Ethereum, and warn an account short of it", async ({
  page,
  walletModal,
  bridgeForm: form,
  a11y,
}) => {
  test.setTimeout(90_000);
  const address = testManifest().accounts[ACCOUNT]?.address as Address;
  const before = await devnetClient('ethereum').getBalance({ address });
  const warning = t('bridge.claimCost.short', { chain: 'Ethereum', symbol: 'ETH' });
  try {
    await setEthereumBalance(address, 0n);
    await walletModal.openConnected(ACCOUNT);
    await quoteWithdrawal(form);
    await expect(form.root.getByText(t('bridge.claimCost.fee', { chain: 'Ethereum' }))).toBeVisible();
    await expect(form.root.getByTestId('claim-fee-warning')).toHaveText(warning);
    await page.screenshot({ path: `${SHOTS}/claim-cost-form-1280.png`, fullPage: true });
    await a11y.check('zk withdrawal quote with its claim fee and the warning');

    // The warning does not stop the send: the review opens, and says it again.
    await form.submit.click();
    const review = form.review.dialog;
    await expect(review.getByTestId('claim-fee')).toContainText('ETH');
    await expect(review.getByTestId('claim-total')).toContainText('ETH');
    await expect(review.getByTestId('claim-fee-warning')).toHaveText(warning);
    await expect(form.review.confirm).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/claim-cost-review-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/claim-cost-review-375.png`, fullPage: true });
    await form.review.cancel.click();
    await expect(review).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/claim-cost-form-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  } finally {
    await setEthereumBalance(address, before);
  }
});
