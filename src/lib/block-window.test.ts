import { describe, expect, it } from 'vitest';
import { type BlockStamp, blockSecondsBefore, blockTimeMs } from './block-window';

const DAY = 24 * 60 * 60;

/** A chain whose block `n` was made at `time(n)` seconds, read header by header. */
function chain(latestNumber: bigint, time: (n: bigint) => bigint) {
  const reads: bigint[] = [];
  const stampOf = async (number: bigint): Promise<BlockStamp> => {
    reads.push(number);
    return { number, timestamp: time(number) };
  };
  return { latest: { number: latestNumber, timestamp: time(latestNumber) }, stampOf, reads };
}

describe('how many blocks a span of time is', () => {
  it('finds 31 days of one-second blocks in one step', async () => {
    const c = chain(10_000_000n, (n) => 1_700_000_000n + n);
    const oldest = await blockSecondsBefore(31 * DAY, c.latest, c.stampOf);
    expect(oldest.number).toBe(10_000_000n - BigInt(31 * DAY));
    expect(c.reads).toHaveLength(2);
  });

  it('reads 12-second blocks as 12 seconds, not one', async () => {
    const c = chain(20_000_000n, (n) => 1_600_000_000n + 12n * n);
    const oldest = await blockSecondsBefore(31 * DAY, c.latest, c.stampOf);
    expect(oldest.number).toBe(20_000_000n - BigInt((31 * DAY) / 12));
  });

  it('corrects an estimate from blocks that got slower lately: always at least the span asked', async () => {
    // Half-second blocks up to block 5,000,000, two-second ones since: the recent average says too few blocks.
    const time = (n: bigint) => (n <= 5_000_000n ? n / 2n : 2_500_000n + 2n * (n - 5_000_000n));
    const c = chain(6_200_000n, time);
    const oldest = await blockSecondsBefore(31 * DAY, c.latest, c.stampOf);
    expect(c.latest.timestamp - oldest.timestamp).toBeGreaterThanOrEqual(BigInt(31 * DAY));
    expect(c.latest.timestamp - oldest.timestamp).toBeLessThan(BigInt(31 * DAY + 60));
    expect(c.reads.length).toBeLessThanOrEqual(5);
  });

  it('searches a young chain (a devnet) from block 0', async () => {
    const c = chain(300n, (n) => 1_800_000_000n + n * 5n);
    expect((await blockSecondsBefore(31 * DAY, c.latest, c.stampOf)).number).toBe(0n);
  });

  it('dates a block from the average block time', () => {
    const older = { number: 1_000n, timestamp: 1_000n };
    const latest = { number: 2_000n, timestamp: 3_000n };
    expect(blockTimeMs(1_500n, older, latest)).toBe(2_000_000);
    expect(blockTimeMs(2_000n, latest, latest)).toBe(3_000_000);
  });
});
