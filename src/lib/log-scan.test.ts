import { HttpRequestError, InvalidParamsRpcError, numberToHex, RpcRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { type BlockInterval, gapsIn, mergeIntervals, scanLogs, searchedBackTo } from './log-scan';

const range = (from: number, to: number): BlockInterval => ({ from: BigInt(from), to: BigInt(to) });

/** The chain's logs: one withdrawal at each of these blocks. */
const LOGS = [12, 4_990, 5_000, 123_456, 199_999];

/** A fake RPC's answers to the scan's pages, and the pages it was asked. */
function fakeRpc(answer: (page: BlockInterval, call: number) => Error | undefined) {
  const asked: BlockInterval[] = [];
  const read = async (page: BlockInterval) => {
    asked.push(page);
    const refusal = answer(page, asked.length);
    if (refusal) throw refusal;
    return LOGS.filter((block) => BigInt(block) >= page.from && BigInt(block) <= page.to);
  };
  return { read, asked };
}

/** zksync-era's answer to a query over more logs than it serves (Abstract's node), suggesting a range. */
function tooWide(page: BlockInterval, limit: bigint) {
  const message = `Query returned more than 10000 results. Try with this block range [${numberToHex(page.to - limit + 1n)}, ${numberToHex(page.to)}].`;
  return new InvalidParamsRpcError(
    new RpcRequestError({ body: {}, url: 'https://rpc', error: { code: -32602, message } }),
  );
}
/** A public RPC's plain refusal, with no range suggested. */
const plainTooWide = () =>
  new InvalidParamsRpcError(
    new RpcRequestError({ body: {}, url: 'https://rpc', error: { code: -32602, message: 'block range is too large' } }),
  );
const rateLimited = (retryAfter?: string) =>
  new HttpRequestError({
    status: 429,
    url: 'https://rpc',
    headers: new Headers(retryAfter ? { 'Retry-After': retryAfter } : {}),
  });

const noWait = (waits: number[]) => async (ms: number) => {
  waits.push(ms);
};

describe('block intervals', () => {
  it('merges intervals that touch or overlap', () => {
    expect(mergeIntervals([range(10, 20), range(0, 4), range(21, 30), range(5, 6), range(40, 50)])).toEqual([
      range(0, 6),
      range(10, 30),
      range(40, 50),
    ]);
  });

  it('finds what a window lacks, newest first, and how far back it is read without a gap', () => {
    const covered = [range(0, 9), range(50, 70), range(90, 120)];
    expect(gapsIn(range(5, 100), covered)).toEqual([range(71, 89), range(10, 49)]);
    expect(gapsIn(range(5, 100), [])).toEqual([range(5, 100)]);
    expect(gapsIn(range(60, 65), covered)).toEqual([]);
    expect(searchedBackTo(range(5, 100), covered)).toBe(90n);
    expect(searchedBackTo(range(95, 100), covered)).toBe(95n);
    expect(searchedBackTo(range(5, 130), covered)).toBeUndefined();
  });
});

describe('a log scan', () => {
  it('reads newest first in pages of the span, and finds every log', async () => {
    const rpc = fakeRpc(() => undefined);
    const result = await scanLogs({ window: range(0, 199_999), covered: [], span: 50_000n, read: rpc.read });
    expect(rpc.asked).toEqual([
      range(150_000, 199_999),
      range(100_000, 149_999),
      range(50_000, 99_999),
      range(0, 49_999),
    ]);
    expect(result).toMatchObject({ complete: true, covered: [range(0, 199_999)] });
    expect([...result.items].sort((a, b) => a - b)).toEqual(LOGS);
  });

  it('plays a public RPC that refuses more than 1,000 blocks: shrinks the page and still finds every log', async () => {
    const rpc = fakeRpc((page) => (page.to - page.from + 1n > 1_000n ? plainTooWide() : undefined));
    const result = await scanLogs({ window: range(0, 199_999), covered: [], span: 50_000n, read: rpc.read });
    expect(result.complete).toBe(true);
    expect([...result.items].sort((a, b) => a - b)).toEqual(LOGS);
    // Halved until accepted (50,000 -> 781 blocks), then never larger: 6 refusals in all.
    expect(rpc.asked.filter((p) => p.to - p.from + 1n > 1_000n)).toHaveLength(6);
    expect(result.span).toBe(781n);
  });

  it('takes the range an RPC suggests, in one step', async () => {
    const rpc = fakeRpc((page) => (page.to - page.from + 1n > 10_000n ? tooWide(page, 10_000n) : undefined));
    const result = await scanLogs({ window: range(0, 199_999), covered: [], span: 50_000n, read: rpc.read });
    expect(rpc.asked.slice(0, 2)).toEqual([range(150_000, 199_999), range(190_000, 199_999)]);
    expect(result).toMatchObject({ complete: true, span: 10_000n });
    expect(result.items).toHaveLength(LOGS.length);
  });

  it('waits as long as Retry-After says on a 429, else backs off, and goes on', async () => {
    const waits: number[] = [];
    const rpc = fakeRpc((_, call) =>
      call === 2 ? rateLimited('2') : call === 3 || call === 4 ? rateLimited() : undefined,
    );
    const result = await scanLogs({
      window: range(0, 199_999),
      covered: [],
      span: 100_000n,
      read: rpc.read,
      sleep: noWait(waits),
    });
    expect(waits).toEqual([2000, 2000, 4000]);
    expect(result.complete).toBe(true);
    expect(result.items).toHaveLength(LOGS.length);
  });

  it('keeps what it found when the RPC fails part-way, and a retry reads only the rest', async () => {
    const pages: { items: readonly number[]; covered: readonly BlockInterval[] }[] = [];
    const down = fakeRpc((page) => (page.to < 100_000n ? new TypeError('Failed to fetch') : undefined));
    const first = await scanLogs({
      window: range(0, 199_999),
      covered: [],
      span: 50_000n,
      read: down.read,
      onPage: (progress) => pages.push({ items: [...progress.items], covered: progress.covered }),
    });
    expect(first).toMatchObject({ complete: false, covered: [range(100_000, 199_999)] });
    expect(first.failure).toBeInstanceOf(TypeError);
    expect([...first.items].sort((a, b) => a - b)).toEqual([123_456, 199_999]);
    expect(pages.map((p) => p.items.length)).toEqual([1, 2]);

    // Later, with the chain 1,000 blocks on: the new blocks, then the older ones no scan read.
    const up = fakeRpc(() => undefined);
    const retry = await scanLogs({
      window: range(1_000, 200_999),
      covered: first.covered,
      span: 50_000n,
      read: up.read,
    });
    expect(up.asked).toEqual([range(200_000, 200_999), range(50_000, 99_999), range(1_000, 49_999)]);
    expect(retry).toMatchObject({ complete: true, covered: [range(1_000, 200_999)] });
    expect([...retry.items].sort((a, b) => a - b)).toEqual([4_990, 5_000]);
  });

  it('gives up on a rate limit that does not end, or asks to wait too long', async () => {
    const waits: number[] = [];
    const always = fakeRpc(() => rateLimited());
    const result = await scanLogs({
      window: range(0, 99),
      covered: [],
      span: 100n,
      read: always.read,
      sleep: noWait(waits),
    });
    expect(result).toMatchObject({ complete: false, items: [] });
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
    const longWait = fakeRpc(() => rateLimited('3600'));
    const stopped = await scanLogs({
      window: range(0, 99),
      covered: [],
      span: 100n,
      read: longWait.read,
      sleep: noWait([]),
    });
    expect(stopped.complete).toBe(false);
    expect(longWait.asked).toHaveLength(1);
  });

  it('fails when even one block is refused for its range', async () => {
    const rpc = fakeRpc(() => plainTooWide());
    const result = await scanLogs({ window: range(0, 7), covered: [], span: 8n, read: rpc.read });
    expect(result.complete).toBe(false);
    expect(rpc.asked.map((p) => p.to - p.from + 1n)).toEqual([8n, 4n, 2n, 1n]);
  });
});
