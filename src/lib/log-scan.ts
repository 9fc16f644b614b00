/**
 * A chain's logs read backwards in pages an RPC accepts (docs/transfers.md, "From any browser"): newest first,
 * a page shrunk when the RPC refuses its range or its result size, a wait when it limits the rate (as long as
 * it says), and what was read so far kept when it fails otherwise. Which blocks were read is a list of
 * intervals, so a later scan reads only what no scan read before.
 */
import { type RpcRefusal, rpcRefusal } from './rpc-refusal';

/** Blocks `from` to `to`, both included. */
export interface BlockInterval {
  readonly from: bigint;
  readonly to: bigint;
}

/** The later of two blocks (`Math.max` takes no bigint). */
function later(a: bigint, b: bigint): bigint {
  if (a > b) return a;
  return b;
}

/** The intervals merged where they touch or overlap, oldest first. */
export function mergeIntervals(intervals: readonly BlockInterval[]): BlockInterval[] {
  const sorted = intervals
    .filter((i) => i.from <= i.to)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: BlockInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.from <= last.to + 1n) {
      merged[merged.length - 1] = { from: last.from, to: later(interval.to, last.to) };
    } else merged.push(interval);
  }
  return merged;
}

/** What of `window` no interval of `covered` holds, newest first. */
export function gapsIn(window: BlockInterval, covered: readonly BlockInterval[]): BlockInterval[] {
  const gaps: BlockInterval[] = [];
  let top = window.to;
  for (const interval of mergeIntervals(covered).reverse()) {
    if (top < window.from) break;
    if (interval.to < window.from || interval.from > top) continue;
    if (interval.to < top) gaps.push({ from: interval.to + 1n, to: top });
    top = interval.from - 1n;
  }
  if (top >= window.from) gaps.push({ from: window.from, to: top });
  return gaps;
}

/**
 * The oldest block from which everything up to the window's newest block was read: how far back the scan
 * has searched. Nothing while the newest block was not read.
 */
export function searchedBackTo(window: BlockInterval, covered: readonly BlockInterval[]): bigint | undefined {
  const holding = mergeIntervals(covered).find((i) => i.from <= window.to && i.to >= window.to);
  if (!holding) return undefined;
  return later(holding.from, window.from);
}

export interface ScanOptions<T> {
  /** The blocks to read. */
  readonly window: BlockInterval;
  /** What earlier scans read already: not read again. */
  readonly covered: readonly BlockInterval[];
  /** The first page's number of blocks; it only shrinks, as the RPC refuses. */
  readonly span: bigint;
  /** One page's items; throws what the RPC answered. */
  readonly read: (page: BlockInterval) => Promise<readonly T[]>;
  /** After each page read: the items so far and every interval read, this scan's and earlier ones'. */
  readonly onPage?: (progress: {
    readonly items: readonly T[];
    readonly covered: readonly BlockInterval[];
    readonly span: bigint;
  }) => void;
  /** Waits `ms`; a test passes a fake clock. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** How many rate-limit waits in a row before giving up. */
  readonly rateRetries?: number;
  /** The wait after a rate limit that says no `Retry-After`, doubled at each one in a row. */
  readonly rateDelayMs?: number;
  /** The longest wait honoured: a `Retry-After` beyond it fails the scan rather than hang it. */
  readonly maxWaitMs?: number;
  /** How a failure is read; `rpcRefusal` unless a test says otherwise. */
  readonly refusal?: (error: unknown) => RpcRefusal;
}

export interface ScanResult<T> {
  readonly items: readonly T[];
  readonly covered: readonly BlockInterval[];
  /** Whether every block of the window was read. */
  readonly complete: boolean;
  /** What stopped the scan, when it stopped before the end. */
  readonly failure?: unknown;
  /** The span the RPC last accepted (or the first one): where a next scan can start. */
  readonly span: bigint;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads the window's blocks that `covered` does not hold, newest first, in pages the RPC accepts. */
export async function scanLogs<T>(options: ScanOptions<T>): Promise<ScanResult<T>> {
  const { window, read, onPage } = options;
  const sleep = options.sleep ?? wait;
  const refusalOf = options.refusal ?? rpcRefusal;
  const rateRetries = options.rateRetries ?? 5;
  const rateDelayMs = options.rateDelayMs ?? 1000;
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const items: T[] = [];
  let covered = mergeIntervals(options.covered);
  let span = options.span > 0n ? options.span : 1n;
  const stop = (failure: unknown): ScanResult<T> => ({ items, covered, complete: false, failure, span });
  for (const gap of gapsIn(window, covered)) {
    let top = gap.to;
    let waits = 0;
    while (top >= gap.from) {
      const from = top - span + 1n > gap.from ? top - span + 1n : gap.from;
      try {
        items.push(...(await read({ from, to: top })));
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal.kind === 'range' && top - from > 0n) {
          // Fewer blocks: what the RPC suggests when it says, else half, and never back up.
          const half = (top - from + 1n) / 2n;
          span = refusal.span !== undefined && refusal.span < half ? refusal.span : half;
          continue;
        }
        if (refusal.kind === 'rate' && waits < rateRetries) {
          const ms = refusal.retryAfterMs ?? rateDelayMs * 2 ** waits;
          if (ms > maxWaitMs) return stop(error);
          waits += 1;
          await sleep(ms);
          continue;
        }
        return stop(error);
      }
      waits = 0;
      covered = mergeIntervals([...covered, { from, to: top }]);
      onPage?.({ items, covered, span });
      top = from - 1n;
    }
  }
  return { items, covered, complete: true, span };
}
