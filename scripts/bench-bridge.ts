/**
 * `npm run bench:bridge`: bridging through the app's UI. On a devnet of its own (spare ports, a temporary
 * folder) with the app's dev server and the test wallet in headless Chromium, it sends 20 MAGIC transfers
 * (`BENCH_TRANSFERS=N npm run bench:bridge` sends N) Arbitrum -> Abstract one after another and measures, for
 * each, the time from clicking Bridge (then Confirm in the review) until the history row shows it delivered
 * (approval, transfer and the app's tracking), the time from its dispatch being mined until
 * `Mailbox.delivered` is true on Abstract (wall-clock, the chains polled every 20 ms from here) and until the
 * page shows it delivered (noted in the page as its DOM changes), and where the click's time goes. It counts
 * the balance reads the page made while it loaded and signed in, by (chain, token, account), those inside a
 * Multicall3 call included: each should be read once (docs/performance.md, "Seeing delivery"). It counts the
 * JSON-RPC calls per chain (each call of a batch counts, as public RPCs count them; a Multicall3 `aggregate3`
 * is one) and the HTTP requests they took, for the connected page load until the RPCs are quiet and for the
 * first transfer from click to delivered shown, the test wallet's own calls apart, then lists what the app
 * asked a chain again within a second (the calls inside an `aggregate3` each apart), and each chain's calls
 * by method (docs/rpc.md, "Budget"). Then it counts the RPC requests one click on Refresh balances makes
 * until the chains' RPC is quiet for 500 ms, per chain (median of 5).
 */
import os from 'node:os';
import type { Page } from '@playwright/test';
import { decodeFunctionData, type Hex, keccak256, multicall3Abi, parseEventLogs } from 'viem';
import type { DevnetChains } from '../devnet/client';
import { mailboxAbi } from '../src/bridge/hyperlane/abis';
import type { ManifestChain } from '../src/config/devnet-manifest';
import { balanceReads } from '../tests/e2e/pages/balance-reads';
import { Review } from '../tests/e2e/pages/review';
import { connect, openBenchApp, printTable, seconds, stopAll } from './bench-app';
import { median } from './stats';

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 20);
const REFRESHES = 5;
/** A devnet user holding MAGIC on Arbitrum. */
const ACCOUNT = 1;
/** The form's default route; only the amount is entered. */
const FROM = 'arbitrum';
const TO = 'abstract';
const AMOUNT = '0.5';
const POLL_MS = 100;
/** The chains are polled finer than the page: these figures are tenths of a second. */
const CHAIN_POLL_MS = 20;
const QUIET_MS = 500;
const TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` every CHAIN_POLL_MS until it gives a value; resolves with it. */
async function poll<T>(read: () => Promise<T | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    await sleep(CHAIN_POLL_MS);
  }
  throw new Error(`${what}: not within ${TIMEOUT_MS} ms`);
}

/** When a transaction the page sent was mined and, if it dispatched a message, when that was delivered on TO. */
async function track(chains: DevnetChains, origin: string, hash: Hex) {
  const sentAt = Date.now();
  const client = chains.client(origin);
  const receipt = await poll(() => client.getTransactionReceipt({ hash }).catch(() => undefined), `receipt of ${hash}`);
  const minedAt = Date.now();
  const [dispatch] = parseEventLogs({ abi: mailboxAbi, eventName: 'DispatchId', logs: receipt.logs });
  if (!dispatch) return { sentAt, minedAt };
  await poll(() => chains.isDelivered(TO, dispatch.args.messageId), `delivery of ${dispatch.args.messageId}`);
  return { sentAt, minedAt, deliveredAt: Date.now() };
}

interface RpcCall {
  readonly method?: string;
  readonly params?: readonly unknown[];
}

/**
 * One JSON-RPC call the page sent a chain (each call of a batch is one, as public RPCs count them), by the app
 * (its RPCs: the injector's URL first, which passes every call on here, then the node's) or by the test wallet
 * (the node's own URL, as a wallet reads its own RPC), in the page's `request`th HTTP request.
 */
interface SentCall {
  readonly chain: string;
  readonly by: 'app' | 'wallet';
  readonly request: number;
  readonly method: string;
  /** What it asks, as `method params`: an `aggregate3` eth_call's calls each apart, as the eth_calls they stand for. */
  readonly asks: readonly string[];
  readonly at: number;
}

/** Multicall3's `aggregate3` selector. */
const AGGREGATE3 = '0x82ad56cb';

/** What `call` asks (SentCall's `asks`). */
function asksOf(call: RpcCall): string[] {
  const [tx, block] = (call.params ?? []) as [{ to?: string; data?: Hex } | undefined, unknown];
  if (call.method !== 'eth_call' || !tx?.data?.startsWith(AGGREGATE3)) {
    return [`${call.method} ${JSON.stringify(call.params ?? [])}`];
  }
  const { args } = decodeFunctionData({ abi: multicall3Abi, data: tx.data });
  const [inner] = args as unknown as [readonly { target: string; callData: Hex }[]];
  return inner.map((each) => `eth_call ${JSON.stringify([{ to: each.target, data: each.callData }, block])}`);
}

/**
 * Every page request to a devnet chain's RPCs (its node, or the fault injector's URL the app reads first),
 * every call in them, and a tracker for every transaction the page sends.
 */
function watchRpc(page: Page, chains: DevnetChains) {
  const byOrigin = new Map<string, ManifestChain>(chains.manifest.chains.map((c) => [new URL(c.rpcUrl).origin, c]));
  const appFirst = (url: string) =>
    chains.manifest.chains.find((c) => c.faultyRpcUrl && url.startsWith(c.faultyRpcUrl));
  const requests: string[] = [];
  const calls: SentCall[] = [];
  const reads: string[] = [];
  let lastAt = 0;
  const sent = new Map<Hex, ReturnType<typeof track>>();
  const sentOrder: Hex[] = [];
  page.on('request', (request) => {
    const viaApp = appFirst(request.url());
    const chain = viaApp ?? byOrigin.get(new URL(request.url()).origin);
    if (!chain) return;
    requests.push(chain.name);
    lastAt = Date.now();
    if (request.method() !== 'POST') return;
    const index = requests.length;
    for (const call of [request.postDataJSON() as RpcCall | RpcCall[]].flat()) {
      calls.push({
        chain: chain.name,
        by: viaApp ? 'app' : 'wallet',
        request: index,
        method: methodOf(call),
        asks: asksOf(call),
        at: Date.now(),
      });
      reads.push(...balanceReads(chain.name, call));
      const raw = call.params?.[0];
      if (call.method !== 'eth_sendRawTransaction' || typeof raw !== 'string') continue;
      const hash = keccak256(raw as Hex);
      // Started now, before anvil answers, so the receipt's first appearance is when it was mined.
      const tracked = track(chains, chain.name, hash);
      // Awaited by the transfer it belongs to; a failure of one nobody awaits must not end the process.
      tracked.catch(() => {});
      sent.set(hash, tracked);
      sentOrder.push(hash);
    }
  });
  return {
    requests,
    calls,
    balanceReads: reads,
    sent,
    sentOrder,
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

/** A call's method, an eth_call's with its contract and selector (shortened): what a breakdown tells apart. */
function methodOf(call: RpcCall): string {
  const [tx] = (call.params ?? []) as ({ to?: string; data?: string; input?: string } | undefined)[];
  if (call.method !== 'eth_call' || typeof tx !== 'object') return call.method ?? '';
  return `eth_call ${tx.to?.slice(0, 8)}…:${(tx.data ?? tx.input)?.slice(0, 10)}`;
}

interface Shown {
  shownAt?: Record<string, number>;
}

/**
 * Runs in the page: notes when each history row first says delivered, as the DOM changes (a mutation
 * observer runs right after React's commit), not when a poll or a frame happens to look.
 */
function recordShown(): void {
  const shownAt: Record<string, number> = {};
  (window as unknown as Shown).shownAt = shownAt;
  new MutationObserver(() => {
    for (const row of document.querySelectorAll('.transfer[data-status="delivered"]')) {
      const hash = row.getAttribute('data-hash');
      if (hash && !(hash in shownAt)) shownAt[hash] = Date.now();
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
}

async function main(): Promise<void> {
  const runStarted = Date.now();
  const ui: number[] = [];
  const relay: number[] = [];
  const shown: number[] = [];
  /** Per transfer: click -> first transaction sent, its approval mined -> transfer sent, delivered -> shown. */
  const toFirstSend: number[] = [];
  const betweenSends: number[] = [];
  const toShown: number[] = [];
  let pageLoadReads: string[] = [];
  let pageLoadCalls: SentCall[] = [];
  let transferCalls: SentCall[] = [];
  const refreshes: string[][] = [];
  let chains: DevnetChains;
  try {
    const opened = await openBenchApp({ name: 'bridge', account: ACCOUNT, chainName: FROM });
    chains = opened.chains;
    const { page, appUrl } = opened;
    const rpc = watchRpc(page, chains);
    await connect(page, appUrl);
    await page.evaluate(recordShown);
    await rpc.quiet();
    pageLoadReads = [...rpc.balanceReads];
    pageLoadCalls = [...rpc.calls];

    const form = page.getByRole('form', { name: 'Bridge tokens' });
    const send = form.getByRole('button', { name: 'Bridge', exact: true });
    const hashes = () =>
      page.locator('.transfer').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-hash') ?? ''));
    const amount = form.getByLabel('Amount');
    const review = new Review(page);
    for (let i = 0; i < TRANSFERS; i++) {
      // The form clears the amount once the last send's wait for its receipt is over, which may be after
      // its delivery was shown: an amount entered before that would be cleared.
      await poll(async () => (await amount.inputValue()) === '', 'the amount cleared after the last send');
      const known = await hashes();
      await amount.fill(AMOUNT);
      // Named Bridge only once nothing blocks it (quote, balance), and then it is enabled.
      await send.waitFor({ timeout: TIMEOUT_MS }).catch(async (error: unknown) => {
        await page.screenshot({ path: 'test-results/screenshots/bench-bridge-blocked.png' });
        throw error;
      });
      const clickedAt = Date.now();
      const callsBefore = rpc.calls.length;
      await send.click();
      await review.confirmAndClose();
      const row = await page.waitForFunction(
        (before) =>
          [...document.querySelectorAll('.transfer')]
            .map((r) => r.getAttribute('data-hash'))
            .find((hash) => hash && !before.includes(hash)),
        known,
        { polling: POLL_MS, timeout: TIMEOUT_MS },
      );
      const hash = (await row.jsonValue()) as Hex;
      const shownAt = (await (
        await page.waitForFunction((h) => (window as unknown as Shown).shownAt?.[h], hash, {
          polling: POLL_MS,
          timeout: TIMEOUT_MS,
        })
      ).jsonValue()) as number;
      ui.push(shownAt - clickedAt);
      if (i === 0) transferCalls = rpc.calls.slice(callsBefore);
      const dispatch = await rpc.sent.get(hash);
      if (!dispatch?.deliveredAt) throw new Error(`${hash} is not a dispatch the page sent`);
      relay.push(dispatch.deliveredAt - dispatch.minedAt);
      shown.push(shownAt - dispatch.minedAt);
      toShown.push(shownAt - dispatch.deliveredAt);
      // The transactions this click sent: the approval, then the transfer.
      const mine = rpc.sentOrder.slice(rpc.sentOrder.indexOf(hash) - 1);
      const earlier = mine.length === 2 && mine[0] ? await rpc.sent.get(mine[0]) : undefined;
      const approval = earlier && earlier.sentAt >= clickedAt ? earlier : undefined;
      toFirstSend.push((approval ?? dispatch).sentAt - clickedAt);
      if (approval) betweenSends.push(dispatch.sentAt - approval.minedAt);
      console.log(
        `transfer ${i + 1}/${TRANSFERS}: ${seconds(ui.at(-1) ?? 0)} in the UI, ${seconds(relay.at(-1) ?? 0)} mined -> delivered, ${seconds(shown.at(-1) ?? 0)} mined -> shown`,
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
      'dispatch mined -> Delivered shown in the UI',
      `${seconds(median(shown))} median, max ${seconds(Math.max(...shown))}`,
    ],
    [
      'where the click goes (medians)',
      [
        `click -> first transaction sent ${seconds(median(toFirstSend))}`,
        `approval mined -> transfer sent ${betweenSends.length > 0 ? seconds(median(betweenSends)) : 'no approvals'}`,
        `delivered -> shown ${seconds(median(toShown))}`,
      ].join(', '),
    ],
    ['balance reads while the page loaded and signed in', readsText(pageLoadReads)],
    ['JSON-RPC calls per chain, connected page load', callsText(chains, pageLoadCalls)],
    ['JSON-RPC calls per chain, first transfer click -> delivered shown', callsText(chains, transferCalls)],
    [
      'RPC requests per balance refresh',
      `${median(refreshes.map((r) => r.length))} median of ${REFRESHES} (${perChain.map((c) => `${c.name} ${c.requests}`).join(', ')})`,
    ],
  ];
  printTable(
    `Bridge UI benchmark (dev server, headless Chromium, ${os.cpus().length} cores, ${seconds(Date.now() - runStarted)} in all)`,
    rows,
  );
  console.log(`\nThe app's calls by method, connected page load:\n${methodsText(chains, pageLoadCalls)}`);
  console.log(`\nThe app's calls by method, first transfer:\n${methodsText(chains, transferCalls)}`);
}

/** Per chain, how many of the app's calls each method had (an eth_call by its contract and selector). */
function methodsText(chains: DevnetChains, calls: readonly SentCall[]): string {
  return chains.manifest.chains
    .map((c) => {
      const counts = new Map<string, number>();
      for (const call of calls.filter((each) => each.chain === c.name && each.by === 'app'))
        counts.set(call.method, (counts.get(call.method) ?? 0) + 1);
      return `  ${c.displayName}: ${[...counts].map(([method, n]) => `${method} ${n}`).join(', ')}`;
    })
    .join('\n');
}

/**
 * Per chain, the app's calls in how many HTTP requests (and the test wallet's own, apart: a wallet reads its own
 * RPC, not the app's), then what the app asked again within a second of the same ask (method and params, the
 * calls inside an `aggregate3` each apart) of the same chain, each with how many times.
 */
function callsText(chains: DevnetChains, calls: readonly SentCall[]): string {
  const perChain = chains.manifest.chains.map((c) => {
    const app = calls.filter((call) => call.chain === c.name && call.by === 'app');
    const wallet = calls.filter((call) => call.chain === c.name && call.by === 'wallet').length;
    const requests = new Set(app.map((call) => call.request)).size;
    return `${c.displayName} ${app.length} in ${requests} requests${wallet > 0 ? ` (+${wallet} the wallet's)` : ''}`;
  });
  // Every ask of the app's calls, in order; one is again when the chain was asked the same less than 1 s before.
  const asks = calls
    .filter((call) => call.by === 'app')
    .flatMap((call) => call.asks.map((ask) => ({ chain: call.chain, ask, at: call.at })));
  const again = asks.filter((ask, index) =>
    asks
      .slice(0, index)
      .some((earlier) => earlier.chain === ask.chain && earlier.ask === ask.ask && ask.at - earlier.at < 1000),
  );
  const counts = new Map<string, number>();
  for (const { chain, ask } of again) {
    const what = `${chain} ${ask.length > 90 ? `${ask.slice(0, 90)}…` : ask}`;
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  const repeated = [...counts].map(([what, n]) => `${what} x${n}`);
  return `${perChain.join(', ')}; repeated within 1 s: ${again.length}${repeated.length > 0 ? ` (${repeated.join('; ')})` : ''}`;
}

/** How many balance reads, of how many (chain, token, account) balances, and which were read more than once. */
function readsText(reads: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const read of reads) counts.set(read, (counts.get(read) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1).map(([read, n]) => `${read} x${n}`);
  return `${reads.length} reads of ${counts.size} balances${twice.length > 0 ? `; more than once: ${twice.join(', ')}` : ', each once'}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
