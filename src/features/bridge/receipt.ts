/**
 * Waiting for a transaction (SPEC.md sections 4, 8, 9): poll blocks at half the recent block time
 * (average of the last 10, default 1000 ms), clamped to 500-5000 ms, and give up after 100 blocks.
 */
import { type Hash, type Hex, type Log, type PublicClient, parseEventLogs, type TransactionReceipt } from 'viem';
import { TransactionError } from '../../lib/errors';
import { mailboxAbi } from './abis';

export const DEFAULT_BLOCK_TIME_MS = 1000;
export const OVER_POLL_RATIO = 2;
export const MIN_POLL_MS = 500;
export const MAX_POLL_MS = 5000;
export const MAX_BLOCKS_WAIT = 100;

/** The polling interval for block timestamps (in seconds) of recent blocks, oldest first. */
export function pollingInterval(timestamps: readonly bigint[]): number {
  const recent = timestamps.slice(-11);
  let average = DEFAULT_BLOCK_TIME_MS;
  if (recent.length >= 2) {
    const first = recent[0] ?? 0n;
    const last = recent[recent.length - 1] ?? 0n;
    const spanMs = Number(last - first) * 1000;
    if (spanMs > 0) average = spanMs / (recent.length - 1);
  }
  return Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, average / OVER_POLL_RATIO));
}

async function recentTimestamps(client: PublicClient): Promise<bigint[]> {
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const numbers = Array.from({ length: 11 }, (_, i) => latest - 10n + BigInt(i)).filter((n) => n >= 0n);
  const blocks = await Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber })));
  return blocks.map((b) => b.timestamp);
}

export async function waitForReceipt(
  client: PublicClient,
  hash: Hash | undefined,
  maxBlocks = MAX_BLOCKS_WAIT,
): Promise<TransactionReceipt> {
  if (!hash) throw new TransactionError('Transaction has no transactionHash to wait for, did you execute it?');
  const interval = pollingInterval(await recentTimestamps(client));
  const startBlock = await client.getBlockNumber({ cacheTime: 0 });
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined);
    if (receipt) return receipt;
    const block = await client.getBlockNumber({ cacheTime: 0 });
    if (block - startBlock >= BigInt(maxBlocks))
      throw new TransactionError(`Transaction not found after ${maxBlocks} blocks`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** The id of the message a transaction dispatched, from the Mailbox's `DispatchId` event. */
export function dispatchedMessageId(logs: readonly Log[]): Hex | undefined {
  const [dispatch] = parseEventLogs({ abi: mailboxAbi, eventName: 'DispatchId', logs: [...logs] });
  return dispatch?.args.messageId;
}
