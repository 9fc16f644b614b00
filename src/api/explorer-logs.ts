/**
 * An explorer's Etherscan-compatible logs API (`?module=logs&action=getLogs`), which the search for an
 * address's ZK withdrawals asks before the chain's RPC when one is configured (docs/transfers.md, "Searching
 * the chain"). What it answers is only a pointer: each transaction it names is read from the chain.
 *
 * The wire, as Etherscan documents it (docs.etherscan.io, API endpoints, "Logs": `fromBlock`/`toBlock` as
 * decimal block numbers, `topic0_1_opr`, `page` and `offset` of at most 1000 records) and Blockscout serves it
 * without a key (docs.blockscout.com, RPC API, "logs"; blockscout/blockscout
 * `block_scout_web/views/api/rpc/logs_view.ex` and `rpc_view.ex`): `{ status: "1", message: "OK", result: [log] }`,
 * each log with `address`, `topics` (Blockscout's always four, the missing ones null), `data`, `blockNumber`
 * and `logIndex` in hex, `transactionHash`; none found is status "0" with "No records found" (Etherscan) or
 * "No logs found" (Blockscout) and an empty result. Any other status "0" is a refusal: "NOTOK" with the reason
 * in `result` ("Max rate limit reached", "Invalid API Key"), or a message of its own.
 */
import type { Address, Hash, Hex } from 'viem';
import * as z from 'zod/mini';
import { ApiError, NetworkError, ResponseShapeError } from './errors';

/** The most logs Etherscan and Blockscout answer at once. */
export const EXPLORER_PAGE_SIZE = 1000;
/**
 * The most pages read: 10,000 of one address's withdrawals in 31 days is beyond any user's, and an explorer
 * that pages on without end is not trusted to have answered; the chain's RPC is read instead.
 */
const MAX_PAGES = 10;
/** An answer later than this fails the request, so the RPC search starts without a long wait. */
const TIMEOUT_MS = 20_000;

/** Which logs: one contract's, of one event, with one first indexed argument, between two blocks (included). */
export interface ExplorerLogQuery {
  readonly address: Address;
  readonly topic0: Hex;
  readonly topic1: Hex;
  readonly fromBlock: bigint;
  readonly toBlock: bigint;
}

/** A transaction the explorer says emitted a matching log, and its block. */
export interface ExplorerLog {
  readonly transactionHash: Hash;
  readonly blockNumber: bigint;
}

const NONE_FOUND = ['No records found', 'No logs found'];

const answerSchema = z.lazy(() => z.object({ status: z.string(), message: z.string(), result: z.unknown() }));
const logsSchema = z.lazy(() =>
  z.array(
    z.object({
      address: z.string(),
      topics: z.array(z.nullable(z.string())),
      transactionHash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
      // Hex in both explorers' answers; a decimal one is read too.
      blockNumber: z.pipe(
        z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/)),
        z.transform((value) => BigInt(value)),
      ),
      logIndex: z.optional(z.string()),
    }),
  ),
);
type WireLog = z.infer<typeof logsSchema>[number];

/** Where errors say the answer came from: the endpoint's host and path, never its query. */
const endpointOf = (url: URL) => `${url.host}${url.pathname}`;

/** One page of the query's logs, as the explorer answered it. */
async function readPage(endpoint: string, query: ExplorerLogQuery, page: number, fetchImpl: typeof fetch) {
  const url = new URL(endpoint);
  const params: Record<string, string> = {
    module: 'logs',
    action: 'getLogs',
    address: query.address,
    fromBlock: query.fromBlock.toString(),
    toBlock: query.toBlock.toString(),
    topic0: query.topic0,
    topic1: query.topic1,
    topic0_1_opr: 'and',
    page: String(page),
    offset: String(EXPLORER_PAGE_SIZE),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const path = endpointOf(url);
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    throw new NetworkError(timedOut ? 'timeout' : 'offline', url.href, { cause });
  }
  if (response.status !== 200) throw new ApiError(response.status, undefined, 'GET', path);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ResponseShapeError(path, '', 'is not JSON');
  }
  const answer = answerSchema.safeParse(body);
  if (!answer.success) throw new ResponseShapeError(path, 'status', 'is not an Etherscan-style answer');
  const { status, message, result } = answer.data;
  if (status === '0' && NONE_FOUND.includes(message)) return [];
  if (status !== '1') {
    const reason = typeof result === 'string' && result ? result : message;
    throw new ApiError(response.status, reason || `status ${status}`, 'GET', path);
  }
  const logs = logsSchema.safeParse(result);
  if (!logs.success) {
    const issue = logs.error.issues[0];
    throw new ResponseShapeError(path, `result.${issue?.path.join('.') ?? ''}`, issue?.message ?? 'is invalid');
  }
  return logs.data;
}

/** Whether the log is one the query asked for: an explorer that ignores a filter points to nothing else. */
function matches(log: WireLog, query: ExplorerLogQuery): boolean {
  const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();
  return same(log.address, query.address) && same(log.topics[0], query.topic0) && same(log.topics[1], query.topic1);
}

/**
 * Every transaction with a log matching `query`, once each, oldest first, read page by page until one is not
 * full. Throws what the explorer answered when it fails (an `ApiError`, a `NetworkError`, a
 * `ResponseShapeError`), and when it pages on without end or answers a page again.
 */
export async function explorerLogs(
  endpoint: string,
  query: ExplorerLogQuery,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<ExplorerLog[]> {
  const seen = new Set<string>();
  const found = new Map<Hash, ExplorerLog>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const logs = await readPage(endpoint, query, page, fetchImpl);
    const fresh = logs.filter((log) => {
      const key = `${log.transactionHash}:${log.logIndex ?? ''}`.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    for (const log of fresh.filter((l) => matches(l, query))) {
      const transactionHash = log.transactionHash.toLowerCase() as Hash;
      if (!found.has(transactionHash)) found.set(transactionHash, { transactionHash, blockNumber: log.blockNumber });
    }
    if (logs.length < EXPLORER_PAGE_SIZE) return [...found.values()];
    // A full page with nothing new: the explorer ignores `page` and would answer it forever.
    if (fresh.length === 0) {
      throw new ResponseShapeError(endpointOf(new URL(endpoint)), 'result', `of page ${page} repeats an earlier page`);
    }
  }
  throw new ResponseShapeError(endpointOf(new URL(endpoint)), 'result', `has more than ${MAX_PAGES} pages`);
}
