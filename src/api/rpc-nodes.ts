/**
 * What the app knows of each RPC node of a chain (docs/rpc.md): whether it answers for the chain at all, how
 * long it is left alone after a failure or a rate limit, and the head it last reported. Pure bookkeeping with
 * the clock passed in, so that its rules are unit-tested; `chain-transport.ts` asks and tells it.
 */

/** A node more than this many blocks behind the chain's freshest node is not read (docs/rpc.md, "Lagging nodes"). */
export const MAX_LAG_BLOCKS = 5n;
/** Heads older than this are read again before a read that must be fresh (a receipt, a delivery). */
export const HEAD_FRESH_MS = 10_000;
/** The first pause after a failure without `Retry-After`, doubled at each failure in a row. */
const FIRST_PAUSE_MS = 2_000;
/** The longest pause: a node that keeps failing is still tried again now and then. */
const MAX_PAUSE_MS = 120_000;

export interface NodeState {
  readonly url: string;
  /** Whether its `eth_chainId` is the chain's: unknown until asked, then kept for the page's life. */
  chainId?: 'ok' | { readonly answered: number };
  /** Not asked until then (ms since epoch), after a failure or a rate limit. */
  pausedUntil: number;
  /** Failures in a row, for the pause's length. */
  failures: number;
  /** The block number it last reported, and when. */
  head?: { readonly number: bigint; readonly at: number };
}

export const nodeStates = (urls: readonly string[]): NodeState[] =>
  urls.map((url) => ({ url, pausedUntil: 0, failures: 0 }));

/**
 * Leaves a node alone after it failed: as long as its `Retry-After` said (`askedMs`, capped), else a pause
 * doubled at each failure in a row.
 */
export function pauseAfterFailure(node: NodeState, now: number, askedMs: number | undefined): void {
  node.failures += 1;
  const backoff = FIRST_PAUSE_MS * 2 ** (node.failures - 1);
  node.pausedUntil = now + Math.min(askedMs ?? backoff, MAX_PAUSE_MS);
}

export function recordSuccess(node: NodeState): void {
  node.failures = 0;
  node.pausedUntil = 0;
}

export function recordHead(node: NodeState, number: bigint, now: number): void {
  node.head = { number, at: now };
}

/** The freshest head any node of the chain reported within `HEAD_FRESH_MS` of `now`. */
export function freshestHead(nodes: readonly NodeState[], now: number): bigint | undefined {
  let best: bigint | undefined;
  for (const node of nodes) {
    if (!node.head || now - node.head.at > HEAD_FRESH_MS) continue;
    if (best === undefined || node.head.number > best) best = node.head.number;
  }
  return best;
}

/** Whether `node` reported a head more than `MAX_LAG_BLOCKS` behind the freshest recent head of its chain. */
export function isLagging(node: NodeState, nodes: readonly NodeState[], now: number): boolean {
  const best = freshestHead(nodes, now);
  if (best === undefined || !node.head || now - node.head.at > HEAD_FRESH_MS) return false;
  return best - node.head.number > MAX_LAG_BLOCKS;
}

/** Whether a node is refused for the page: it answered another chain's id. */
export const isRefused = (node: NodeState) => typeof node.chainId === 'object';

/**
 * The nodes to ask, in order: the chain's own order (the override, then the registry's), without the
 * refused ones; the paused and the lagging after the others, so that a read still goes somewhere when every
 * node is (the earliest to end its pause first).
 */
export function nodeOrder(nodes: readonly NodeState[], now: number): NodeState[] {
  const usable = nodes.filter((node) => !isRefused(node));
  const ready = usable.filter((node) => node.pausedUntil <= now && !isLagging(node, nodes, now));
  const rest = usable.filter((node) => !ready.includes(node)).sort((a, b) => a.pausedUntil - b.pausedUntil);
  return [...ready, ...rest];
}

/** Whether the heads must be read again before a read that must be fresh: some usable node's is old or unknown. */
export function headsStale(nodes: readonly NodeState[], now: number): boolean {
  const usable = nodes.filter((node) => !isRefused(node) && node.pausedUntil <= now);
  return usable.length > 1 && usable.some((node) => !node.head || now - node.head.at > HEAD_FRESH_MS);
}
