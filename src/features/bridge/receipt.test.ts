import type { PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { TransactionError } from '../../lib/errors';
import { MAX_POLL_MS, MIN_POLL_MS, pollingInterval, waitForReceipt } from './receipt';

describe('block polling', () => {
  it('polls at half the average of the last 10 block times, clamped to 500-5000 ms', () => {
    const every = (seconds: number) => Array.from({ length: 11 }, (_, i) => BigInt(1000 + i * seconds));
    expect(pollingInterval(every(2))).toBe(1000);
    expect(pollingInterval(every(12))).toBe(5000);
    expect(pollingInterval(every(60))).toBe(MAX_POLL_MS);
    expect(pollingInterval(every(0))).toBe(500);
    expect(pollingInterval([])).toBe(MIN_POLL_MS);
    expect(pollingInterval([5n])).toBe(500);
  });
});

function fakeClient(options: { receiptAfterBlocks?: number }): PublicClient {
  let block = 100n;
  return {
    getBlockNumber: async () => {
      block += 1n;
      return block;
    },
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => ({ timestamp: blockNumber }),
    getTransactionReceipt: async () => {
      if (options.receiptAfterBlocks !== undefined && block >= 100n + BigInt(options.receiptAfterBlocks)) {
        return { status: 'success' };
      }
      throw new Error('Transaction receipt not found.');
    },
  } as unknown as PublicClient;
}

describe('waiting for a receipt', () => {
  it('needs a hash', async () => {
    await expect(waitForReceipt(fakeClient({}), undefined)).rejects.toThrow(
      'Transaction has no transactionHash to wait for, did you execute it?',
    );
  });

  it('returns the receipt once mined', async () => {
    await expect(waitForReceipt(fakeClient({ receiptAfterBlocks: 3 }), '0x01')).resolves.toEqual({ status: 'success' });
  });

  it('gives up after the block limit', async () => {
    const error = await waitForReceipt(fakeClient({}), '0x01', 3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionError);
    expect((error as Error).message).toBe('Transaction not found after 3 blocks');
  });
});
