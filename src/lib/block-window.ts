/**
 * How many of a chain's blocks a span of time is, read from the chain's own block times (docs/transfers.md,
 * "From any browser"): no chain keeps one block a second, and a devnet mines only when asked.
 */

/** A block's number and timestamp (seconds), as a header says them. */
export interface BlockStamp {
  readonly number: bigint;
  readonly timestamp: bigint;
}

/** How many blocks before the newest the first estimate measures the average block time over. */
const SAMPLE_BLOCKS = 10_000n;
/** How many times the estimate is corrected by the header it lands on. */
const CORRECTIONS = 8;

/**
 * The newest block at least `seconds` older than `latest` (or block 0): the average block time between two
 * headers says how many blocks back that is, and each header found there corrects it (the block rate
 * between the last two headers read) until it is old enough. Searching a little more than asked is fine;
 * less is not. With the block's time, for dating blocks.
 */
export async function blockSecondsBefore(
  seconds: number,
  latest: BlockStamp,
  stampOf: (block: bigint) => Promise<BlockStamp>,
): Promise<BlockStamp> {
  const cutoff = latest.timestamp - BigInt(Math.ceil(seconds));
  let newer = latest;
  let older = await stampOf(latest.number > SAMPLE_BLOCKS ? latest.number - SAMPLE_BLOCKS : 0n);
  for (let step = 0; step < CORRECTIONS && older.timestamp > cutoff && older.number > 0n; step++) {
    const blocks = newer.number - older.number;
    const elapsed = newer.timestamp - older.timestamp;
    const short = older.timestamp - cutoff;
    // Blocks faster than a second (equal timestamps): twice as far back, and measure again.
    const needed = elapsed > 0n ? (blocks * short + elapsed - 1n) / elapsed : blocks * 2n;
    newer = older;
    older = await stampOf(older.number > needed ? older.number - needed : 0n);
  }
  return older;
}

/** A block's time (ms), estimated from the average block time between two headers. */
export function blockTimeMs(block: bigint, older: BlockStamp, latest: BlockStamp): number {
  const blocks = latest.number - older.number;
  if (blocks <= 0n) return Number(latest.timestamp) * 1000;
  const msPerBlock = (Number(latest.timestamp - older.timestamp) * 1000) / Number(blocks);
  return Number(latest.timestamp) * 1000 - Number(latest.number - block) * msPerBlock;
}
