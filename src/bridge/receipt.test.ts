import { type Address, type Hash, type Log, type PublicClient, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import { dispatchLog } from './dispatch.fixture';
import {
  findOriginTransaction,
  MAX_POLL_MS,
  MIN_POLL_MS,
  minedOutcome,
  pollingInterval,
  ReceiptTimeoutError,
  transferMessageId,
  waitForReceipt,
} from './receipt';

describe('block polling', () => {
  it('polls at half the average of the last 10 block times, clamped to 500-5000 ms', () => {
    // The latest block and the one 10 before it.
    const every = (seconds: number) => [
      { number: 90n, timestamp: 1000n },
      { number: 100n, timestamp: BigInt(1000 + 10 * seconds) },
    ];
    expect(pollingInterval(every(2))).toBe(1000);
    expect(pollingInterval(every(12))).toBe(5000);
    expect(pollingInterval(every(60))).toBe(MAX_POLL_MS);
    expect(pollingInterval(every(0))).toBe(500);
    expect(pollingInterval([])).toBe(MIN_POLL_MS);
    expect(pollingInterval([{ number: 5n, timestamp: 5n }])).toBe(500);
    // Near genesis, fewer than 10 blocks apart.
    expect(
      pollingInterval([
        { number: 0n, timestamp: 1000n },
        { number: 4n, timestamp: 1016n },
      ]),
    ).toBe(2000);
  });
});

const HASH = pad('0x01');
const REPLACEMENT = pad('0x02');
const SENDER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MAILBOX: Address = '0x979Ca5202784112f4738403dBec5D0F3B9daabB9';

/**
 * A chain that mines `mined` (the sent transaction, or its replacement with the same nonce) after
 * `afterBlocks` blocks, or never; `failing` block-number reads throw, as a chain whose RPC went away.
 */
function fakeClient(options: { afterBlocks?: number; mined?: Hash; failing?: number }): PublicClient {
  let block = 100n;
  let failures = options.failing ?? 0;
  const minedNow = () => options.afterBlocks !== undefined && block >= 100n + BigInt(options.afterBlocks);
  return {
    getBlockNumber: async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('fetch failed');
      }
      block += 1n;
      return block;
    },
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => ({
      timestamp: blockNumber,
      transactions:
        minedNow() && blockNumber === block ? [{ hash: options.mined ?? HASH, from: SENDER, nonce: 7 }] : [],
    }),
    // A node forgets a transaction once another took its nonce.
    getTransaction: async () => {
      if (minedNow() && options.mined !== undefined && options.mined !== HASH) throw new Error('not found');
      return { hash: HASH, from: SENDER, nonce: 7 };
    },
    getTransactionCount: async () => (minedNow() ? 8 : 7),
    getTransactionReceipt: async ({ hash }: { hash: Hash }) => {
      if (minedNow() && hash === (options.mined ?? HASH)) return { status: 'success', transactionHash: hash };
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
    const mined = await waitForReceipt(fakeClient({ afterBlocks: 3 }), HASH);
    expect(mined).toEqual({ hash: HASH, receipt: { status: 'success', transactionHash: HASH } });
  });

  it('follows a transaction the wallet replaced (sped up or cancelled) to its replacement', async () => {
    const mined = await waitForReceipt(fakeClient({ afterBlocks: 3, mined: REPLACEMENT }), HASH);
    expect(mined.hash).toBe(REPLACEMENT);
  });

  it('gives up after the block limit with a timeout, which callers keep pending', async () => {
    const error = await waitForReceipt(fakeClient({}), HASH, 3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReceiptTimeoutError);
    expect((error as Error).message).toBe('Transaction not found after 3 blocks');
  });

  it('rides out a block-number read that fails, and gives up only when the chain stays away', async () => {
    await expect(waitForReceipt(fakeClient({ afterBlocks: 2, failing: 1 }), HASH)).resolves.toMatchObject({
      hash: HASH,
    });
    const error = await waitForReceipt(fakeClient({ failing: 50 }), HASH).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReceiptTimeoutError);
  }, 20_000);
});

const USER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOMEONE: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ABSTRACT = 2741;
const toUser = (amountOrId: bigint, recipient: Address = USER, destination = ABSTRACT) =>
  dispatchLog(MAILBOX, { destination, recipient, amountOrId, nonce: Number(amountOrId) });
const sentToUser = (dispatchIndex?: number) => ({ destinationDomain: ABSTRACT, recipient: USER, dispatchIndex });

describe('the dispatched message id', () => {
  it("comes only from the origin Mailbox's Dispatch, whoever else emits one", () => {
    const mine = toUser(1n);
    const fake = { ...toUser(2n).log, address: '0xdddddddddddddddddddddddddddddddddddddddd' } as Log;
    expect(transferMessageId([fake, mine.log], MAILBOX, sentToUser())).toBe(mine.id);
    expect(transferMessageId([fake], MAILBOX, sentToUser())).toBeUndefined();
  });

  it('is, of several sends in one transaction, the one in its place among those to its recipient', () => {
    // A bundler's transaction: someone else's transfer first, then this user's two.
    const theirs = toUser(7n, SOMEONE);
    const [first, second] = [toUser(1n), toUser(2n)];
    const logs = [theirs.log, first.log, second.log];
    expect(transferMessageId(logs, MAILBOX, sentToUser())).toBe(first.id);
    expect(transferMessageId(logs, MAILBOX, sentToUser(0))).toBe(first.id);
    expect(transferMessageId(logs, MAILBOX, sentToUser(1))).toBe(second.id);
    expect(transferMessageId(logs, MAILBOX, sentToUser(2))).toBeUndefined();
    // Another destination is another send's.
    expect(transferMessageId([toUser(1n, USER, 8453).log, first.log], MAILBOX, sentToUser())).toBe(first.id);
  });

  it('is, when no message names the recipient (another message shape), the one in its place among all', () => {
    const other = toUser(3n, SOMEONE);
    expect(transferMessageId([other.log], MAILBOX, sentToUser())).toBe(other.id);
  });
});

describe('what a mined origin transaction makes of a transfer', () => {
  const mined = (status: 'success' | 'reverted', logs: Log[], hash: Hash = HASH) =>
    ({ hash, receipt: { status, logs } }) as unknown as Parameters<typeof minedOutcome>[1];
  const dispatched = toUser(1n);
  const viaMailbox = (receipt: { logs: Log[] }) => transferMessageId(receipt.logs, MAILBOX, sentToUser());

  it('is pending with the message id, under the hash that was mined', () => {
    expect(minedOutcome(HASH, mined('success', [dispatched.log]), viaMailbox)).toEqual({
      status: 'pending',
      messageId: dispatched.id,
    });
    expect(minedOutcome(HASH, mined('success', [dispatched.log], REPLACEMENT), viaMailbox)).toMatchObject({
      originTxHash: REPLACEMENT,
      status: 'pending',
    });
  });

  it('failed only when it reverted, or when the replacement dispatched nothing (a cancellation)', () => {
    expect(minedOutcome(HASH, mined('reverted', []), viaMailbox)).toMatchObject({
      status: 'failed',
      errorCode: 'transaction-failed',
    });
    expect(minedOutcome(HASH, mined('success', [], REPLACEMENT), viaMailbox)).toEqual({
      originTxHash: REPLACEMENT,
      status: 'failed',
      errorCode: 'transaction-replaced',
    });
  });
});

describe('finding an origin transaction after a reload', () => {
  it('reads the nonce of a pending one, and finds its replacement once the nonce is used', async () => {
    const pending = { ...fakeClient({}), getTransactionReceipt: async () => Promise.reject(new Error('none')) };
    expect(
      await findOriginTransaction(pending as unknown as PublicClient, { originTxHash: HASH, sender: SENDER }),
    ).toEqual({ pending: { sender: SENDER, nonce: 7 } });
    const client = fakeClient({ afterBlocks: 1, mined: REPLACEMENT });
    await client.getBlockNumber();
    const dropped = { ...client, getTransaction: async () => Promise.reject(new Error('not found')) };
    const found = await findOriginTransaction(dropped as unknown as PublicClient, {
      originTxHash: HASH,
      sender: SENDER,
      nonce: 7,
    });
    expect(found.mined?.hash).toBe(REPLACEMENT);
  });
});
