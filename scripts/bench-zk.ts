/**
 * `npm run bench:zk`: the zk method through the app's UI, on a devnet of its own with its default batch
 * execution delay (the stand-in for the 24 hours). It deposits ETH Ethereum -> Abstract and measures the
 * time from clicking Bridge until the history row shows it credited on Abstract; then withdraws ETH
 * Abstract -> Ethereum and measures click -> ready to claim, and Claim -> claimed (the claim confirmed in
 * the row, the L1 transaction mined). It also reports how long the devnet took to start from saved state.
 */
import os from 'node:os';
import type { Locator, Page } from '@playwright/test';
import { executeDelayFromEnv } from '../devnet/zk/sequencer';
import { connect, openBenchApp, printTable, seconds, stopAll } from './bench-app';
import { median } from './stats';

const DEPOSITS = 5;
const WITHDRAWALS = 3;
/** A devnet user holding ETH on Ethereum and Abstract. */
const ACCOUNT = 1;
const TIMEOUT_MS = 120_000;

/** Picks a route in the token form by its visible labels. */
async function choose(page: Page, token: string, from: string, to: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Bridge tokens' });
  await form.getByLabel('Token', { exact: true }).selectOption(token);
  await form.getByLabel('From', { exact: true }).selectOption({ label: from });
  await form.getByLabel('To', { exact: true }).selectOption({ label: to });
  return form;
}

/** Sends `amount` with the form and returns the new history row, once it exists. */
async function send(page: Page, form: Locator, amount: string): Promise<{ row: Locator; clickedAt: number }> {
  const known = await page.locator('.transfer').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-hash')));
  await form.getByLabel('Amount').fill(amount);
  // The button names the send (with or without a network switch) only once nothing blocks it.
  const submit = form.getByRole('button', { name: /bridge$/i });
  await submit.waitFor();
  const clickedAt = Date.now();
  await submit.click();
  const handle = await page.waitForFunction(
    (before) =>
      [...document.querySelectorAll('.transfer')]
        .map((r) => r.getAttribute('data-hash'))
        .find((hash) => hash && !before.includes(hash)),
    known,
    { polling: 50, timeout: TIMEOUT_MS },
  );
  const hash = (await handle.jsonValue()) as string;
  return { row: page.locator(`.transfer[data-hash="${hash}"]`), clickedAt };
}

async function stage(row: Locator, value: string): Promise<number> {
  await row.and(row.page().locator(`[data-stage="${value}"]`)).waitFor({ timeout: TIMEOUT_MS });
  return Date.now();
}

async function main(): Promise<void> {
  const runStarted = Date.now();
  const credited: number[] = [];
  const claimable: number[] = [];
  const claimed: number[] = [];
  let startMs = 0;
  // What the devnet this run starts uses, as `npm start` would.
  const executeDelayMs = executeDelayFromEnv();
  try {
    const { devnet, page, appUrl } = await openBenchApp({ name: 'zk', account: ACCOUNT, chainName: 'ethereum' });
    startMs = devnet.timings.totalMs;
    await connect(page, appUrl);

    const deposit = await choose(page, 'ETH', 'Ethereum', 'Abstract');
    for (let i = 0; i < DEPOSITS; i++) {
      const { row, clickedAt } = await send(page, deposit, '1');
      credited.push((await stage(row, 'delivered')) - clickedAt);
      console.log(`deposit ${i + 1}/${DEPOSITS}: credited ${seconds(credited.at(-1) ?? 0)} after the click`);
    }

    const withdrawal = await choose(page, 'ETH', 'Abstract', 'Ethereum');
    for (let i = 0; i < WITHDRAWALS; i++) {
      const { row, clickedAt } = await send(page, withdrawal, '0.5');
      const readyAt = await stage(row, 'ready-to-claim');
      claimable.push(readyAt - clickedAt);
      await row.getByRole('button', { name: 'Claim on Ethereum' }).click();
      await row.getByTestId('claim-fee').filter({ hasText: 'ETH' }).waitFor({ timeout: TIMEOUT_MS });
      const claimClicked = Date.now();
      await row.getByRole('button', { name: 'Claim now' }).click();
      claimed.push((await stage(row, 'claimed')) - claimClicked);
      console.log(
        `withdrawal ${i + 1}/${WITHDRAWALS}: claimable ${seconds(claimable.at(-1) ?? 0)} after the click, claimed ${seconds(claimed.at(-1) ?? 0)} after Claim`,
      );
    }
  } finally {
    await stopAll();
  }

  printTable(
    `zk bridge UI benchmark (dev server, headless Chromium, ${os.cpus().length} cores, ${seconds(Date.now() - runStarted)} in all)`,
    [
      ['devnet start from saved state (zk contracts cached)', seconds(startMs)],
      [
        `click Bridge -> credited on Abstract (ETH, ${DEPOSITS} deposits)`,
        `${seconds(median(credited))} median, max ${seconds(Math.max(...credited))}`,
      ],
      [
        `click Bridge -> ready to claim (batch executed ${seconds(executeDelayMs)} after commit)`,
        `${seconds(median(claimable))} median, max ${seconds(Math.max(...claimable))}`,
      ],
      [
        `click Claim now -> claimed (${WITHDRAWALS} withdrawals)`,
        `${seconds(median(claimed))} median, max ${seconds(Math.max(...claimed))}`,
      ],
    ],
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
