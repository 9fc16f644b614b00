/**
 * `npm run bench:bridge`: bridging through the app's UI. On a devnet of its own (spare ports, a temporary
 * folder) with the app's dev server and the test wallet in headless Chromium, it sends 20 MAGIC transfers
 * Arbitrum -> Abstract one after another and measures, for each, the time from clicking Bridge until the
 * history row shows it delivered (approval, transfer and the app's tracking), and the time from its
 * dispatch being mined until `Mailbox.delivered` is true on Abstract (wall-clock, the chains polled every
 * 100 ms from here). Then it counts the RPC requests one click on Refresh balances makes until the chains'
 * RPC is quiet for 500 ms, per chain (median of 5).
 */
import os from 'node:os';
import type { Page } from '@playwright/test';
import { type Hex, keccak256, parseEventLogs } from 'viem';
import type { DevnetChains } from '../devnet/client';
import type { ManifestChain } from '../src/config/devnet-manifest';
import { mailboxAbi } from '../src/lib/abis';
import { connect, openBenchApp, printTable, seconds, stopAll } from './bench-app';
import { median } from './stats';

const TRANSFERS = 20;
const REFRESHES = 5;
/** A devnet user holding MAGIC on Arbitrum. */
const ACCOUNT = 1;
/** The form's default route; only the amount is entered. */
const FROM = 'arbitrum';
const TO = 'abstract';
const AMOUNT = '0.5';
const POLL_MS = 100;
const QUIET_MS = 500;
const TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` every POLL_MS until it gives a value; resolves with it. */
async function poll<T>(read: () => Promise<T | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    await sleep(POLL_MS);
  }
  throw new Error(`${what}: not within ${TIMEOUT_MS} ms`);
}

/** When a transaction the page sent was mined and, if it dispatched a message, when that was delivered on TO. */
async function track(chains: DevnetChains, origin: string, hash: Hex) {
  const client = chains.client(origin);
  const receipt = await poll(() => client.getTransactionReceipt({ hash }).catch(() => undefined), `receipt of ${hash}`);
  const minedAt = Date.now();
  const [dispatch] = parseEventLogs({ abi: mailboxAbi, eventName: 'DispatchId', logs: receipt.logs });
  if (!dispatch) return undefined;
  await poll(() => chains.isDelivered(TO, dispatch.args.messageId), `delivery of ${dispatch.args.messageId}`);
  return { minedAt, deliveredAt: Date.now() };
}

interface RpcCall {
  readonly method?: string;
  readonly params?: readonly unknown[];
}

/** Every page request to a devnet chain's RPC, and a tracker for every transaction the page sends. */
function watchRpc(page: Page, chains: DevnetChains) {
  const byOrigin = new Map<string, ManifestChain>(chains.manifest.chains.map((c) => [new URL(c.rpcUrl).origin, c]));
  const requests: string[] = [];
  let lastAt = 0;
  const sent = new Map<Hex, ReturnType<typeof track>>();
  page.on('request', (request) => {
    const chain = byOrigin.get(new URL(request.url()).origin);
    if (!chain) return;
    requests.push(chain.name);
    lastAt = Date.now();
    if (request.method() !== 'POST') return;
    for (const call of [request.postDataJSON() as RpcCall | RpcCall[]].flat()) {
      const raw = call.params?.[0];
      if (call.method !== 'eth_sendRawTransaction' || typeof raw !== 'string') continue;
      const hash = keccak256(raw as Hex);
      // Started now, before anvil answers, so the receipt's first appearance is when it was mined.
      const tracked = track(chains, chain.name, hash);
      // Awaited by the transfer it belongs to; a failure of one nobody awaits must not end the process.
      tracked.catch(() => {});
      sent.set(hash, tracked);
    }
  });
  return {
    requests,
    sent,
    /** Resolves once no RPC request has left for QUIET_MS since `since` (or since the last one, if later). */
    async quiet(since = 0) {
      const deadline = Date.now() + TIMEOUT_MS;
      while (Date.now() - Math.max(since, lastAt) < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`the devnet RPC was never quiet for ${QUIET_MS} ms`);
        await sleep(25);
      }
    },
  };
}

async function main(): Promise<void> {
  const runStarted = Date.now();
  const ui: number[] = [];
  const relay: number[] = [];
  const refreshes: string[][] = [];
  let chains: DevnetChains;
  try {
    const opened = await openBenchApp({ name: 'bridge', account: ACCOUNT, chainName: FROM });
    chains = opened.chains;
    const { page, appUrl } = opened;
    const rpc = watchRpc(page, chains);
    await connect(page, appUrl);

    const form = page.getByRole('form', { name: 'Bridge tokens' });
    const send = form.getByRole('button', { name: 'Bridge', exact: true });
    const hashes = () =>
      page.locator('.transfer').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-hash') ?? ''));
    for (let i = 0; i < TRANSFERS; i++) {
      const known = await hashes();
      await form.getByLabel('Amount').fill(AMOUNT);
      // Named Bridge only once nothing blocks it (quote, balance), and then it is enabled.
      await send.waitFor();
      const clickedAt = Date.now();
      await send.click();
      const row = await page.waitForFunction(
        (before) =>
          [...document.querySelectorAll('.transfer')]
            .map((r) => r.getAttribute('data-hash'))
            .find((hash) => hash && !before.includes(hash)),
        known,
        { polling: POLL_MS, timeout: TIMEOUT_MS },
      );
      const hash = (await row.jsonValue()) as Hex;
      await page.waitForFunction(
        (h) => document.querySelector(`.transfer[data-hash="${h}"]`)?.getAttribute('data-status') === 'delivered',
        hash,
        { polling: POLL_MS, timeout: TIMEOUT_MS },
      );
      ui.push(Date.now() - clickedAt);
      const dispatch = await rpc.sent.get(hash);
      if (!dispatch) throw new Error(`${hash} is not a dispatch the page sent`);
      relay.push(dispatch.deliveredAt - dispatch.minedAt);
      console.log(
        `transfer ${i + 1}/${TRANSFERS}: ${seconds(ui.at(-1) ?? 0)} in the UI, ${seconds(relay.at(-1) ?? 0)} mined -> delivered`,
      );
    }

    const refresh = page
      .getByRole('region', { name: 'Balances', exact: true })
      .getByRole('button', { name: 'Refresh balances', exact: true });
    await refresh.waitFor();
    for (let i = 0; i < REFRESHES; i++) {
      // Nothing else in flight: the balances loaded, the last delivery's refetches done.
      await rpc.quiet();
      const first = rpc.requests.length;
      await refresh.click();
      await rpc.quiet(Date.now());
      refreshes.push(rpc.requests.slice(first));
    }
  } finally {
    await stopAll();
  }

  const perChain = chains.manifest.chains.map((c) => ({
    name: c.displayName,
    requests: median(refreshes.map((r) => r.filter((name) => name === c.name).length)),
  }));
  const rows: [string, string][] = [
    [
      `transfers (MAGIC ${chains.chain(FROM).displayName} -> ${chains.chain(TO).displayName}, ${AMOUNT} each)`,
      `${TRANSFERS}`,
    ],
    ['click Bridge -> history row delivered', `${seconds(median(ui))} median, max ${seconds(Math.max(...ui))}`],
    [
      'dispatch mined -> delivered (wall-clock)',
      `${seconds(median(relay))} median, max ${seconds(Math.max(...relay))}`,
    ],
    [
      'RPC requests per balance refresh',
      `${median(refreshes.map((r) => r.length))} median of ${REFRESHES} (${perChain.map((c) => `${c.name} ${c.requests}`).join(', ')})`,
    ],
  ];
  printTable(
    `Bridge UI benchmark (dev server, headless Chromium, ${os.cpus().length} cores, ${seconds(Date.now() - runStarted)} in all)`,
    rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
