import { type Address, type Hash, type Log, type PublicClient, pad, TransactionReceiptNotFoundError } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchTo, sentToUser } from './hyperlane/dispatch.fixture';
import { transferMessageId } from './hyperlane/dispatches';
import {
  findOriginTransaction,
  MAX_POLL_MS,
  MIN_POLL_MS,
  minedOutcome,
  originUpdate,
  pollingInterval,
  ReceiptTimeoutError,
  receiptAwaited,
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
 * A chain that makes a block a second from its creation (block 100 then), and mines `mined` (the sent
 * transaction, or its replacement with the same nonce) in block 100 + `afterBlocks`, or never; its first
 * `failing` receipt reads fail, as a chain whose RPC went away.
 */
function fakeClient(options: { afterBlocks?: number; mined?: Hash; failing?: number }): PublicClient {
  const created = Date.now();
  const head = () => 100n + BigInt(Math.floor((Date.now() - created) / 1000));
  let failures = options.failing ?? 0;
  const minedNow = () => options.afterBlocks !== undefined && head() >= 100n + BigInt(options.afterBlocks);
  const block = (number: bigint) => ({
    number,
    timestamp: number,
    transactions: minedNow() && number === head() ? [{ hash: options.mined ?? HASH, from: SENDER, nonce: 7 }] : [],
  });
  return {
    getBlockNumber: async () => head(),
    getBlock: async (args: { blockNumber?: bigint }) => block(args.blockNumber ?? head()),
    // A node forgets a transaction once another took its nonce.
    getTransaction: async () => {
      if (minedNow() && options.mined !== undefined && options.mined !== HASH) throw new Error('not found');
      return { hash: HASH, from: SENDER, nonce: 7 };
    },
    getTransactionCount: async () => (minedNow() ? 8 : 7),
    getTransactionReceipt: async ({ hash }: { hash: Hash }) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('fetch failed');
      }
      if (minedNow() && hash === (options.mined ?? HASH)) return { status: 'success', transactionHash: hash };
      throw new TransactionReceiptNotFoundError({ hash });
    },
  } as unknown as PublicClient;
}

/** Counts each read `client` is asked, by action. */
function counted(client: PublicClient) {
  const calls: Record<string, number> = {};
  const wrapped = Object.fromEntries(
    Object.entries(client).map(([name, read]) => [
      name,
      (...args: unknown[]) => {
        calls[name] = (calls[name] ?? 0) + 1;
        return (read as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as PublicClient;
  return { client: wrapped, calls };
}

/** `wait` run to its end on fake timers: the polls' pauses pass at once. */
async function ended<T>(wait: Promise<T>): Promise<T> {
  const outcome = wait.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

describe('waiting for a receipt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('needs a hash', async () => {
    await expect(waitForReceipt(fakeClient({}), undefined)).rejects.toThrow(
      'Transaction has no transactionHash to wait for, did you execute it?',
    );
  });

  it('returns the receipt once mined', async () => {
    const mined = await ended(waitForReceipt(fakeClient({ afterBlocks: 3 }), HASH));
    expect(mined).toEqual({ hash: HASH, receipt: { status: 'success', transactionHash: HASH } });
  });

  it('follows a transaction the wallet replaced (sped up or cancelled) to its replacement', async () => {
    const mined = await ended(waitForReceipt(fakeClient({ afterBlocks: 3, mined: REPLACEMENT }), HASH));
    expect(mined.hash).toBe(REPLACEMENT);
  });

  it('gives up after the block limit with a timeout, which callers keep pending', async () => {
    const error = await ended(waitForReceipt(fakeClient({}), HASH, { maxBlocks: 3 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReceiptTimeoutError);
    expect((error as Error).message).toBe('Transaction not found after 3 blocks');
  });

  it('rides out a receipt read that fails, and gives up only when the chain stays away', async () => {
    await expect(ended(waitForReceipt(fakeClient({ afterBlocks: 2, failing: 1 }), HASH))).resolves.toMatchObject({
      hash: HASH,
    });
    const error = await ended(waitForReceipt(fakeClient({ failing: 50 }), HASH)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReceiptTimeoutError);
  });

  it('asks for the receipt once per new block, not at every poll', async () => {
    // A block a second, polled every half second.
    const chain = counted(fakeClient({ afterBlocks: 3 }));
    await ended(waitForReceipt(chain.client, HASH));
    expect(chain.calls.getBlockNumber).toBeGreaterThanOrEqual(6);
    expect(chain.calls.getTransactionReceipt).toBe(4);
  });

  it('asks again after a second on a chain that makes no new block (a devnet mining on demand)', async () => {
    // Mined in the block the first block-number read already saw, after the first receipt ask.
    let asks = 0;
    const still = {
      ...fakeClient({}),
      getBlockNumber: async () => 100n,
      getBlock: async () => ({ number: 100n, timestamp: 100n, transactions: [] }),
      getTransactionReceipt: async ({ hash }: { hash: Hash }) => {
        asks += 1;
        if (asks > 1) return { status: 'success', transactionHash: hash };
        throw new TransactionReceiptNotFoundError({ hash });
      },
    } as unknown as PublicClient;
    await expect(ended(waitForReceipt(still, HASH))).resolves.toMatchObject({ hash: HASH });
  });

  it("reads a chain's block time from two blocks, once for the waits of a transfer", async () => {
    const chain = counted(fakeClient({ afterBlocks: 0 }));
    await ended(waitForReceipt(chain.client, HASH));
    await ended(waitForReceipt(chain.client, HASH));
    expect(chain.calls.getBlock).toBe(2);
    expect(chain.calls.getTransactionReceipt).toBe(2);
  });

  it('finds a replacement from the nonce it was given, when the chain forgot the sent transaction before it asked', async () => {
    const chain = fakeClient({ afterBlocks: 1, mined: REPLACEMENT });
    // The node no longer knows the sent transaction at all: only its nonce finds what took its place.
    const forgot = { ...chain, getTransaction: async () => Promise.reject(new Error('not found')) } as PublicClient;
    const mined = await ended(waitForReceipt(forgot, HASH, { known: { sender: SENDER, nonce: 7 } }));
    expect(mined.hash).toBe(REPLACEMENT);
  });

  it('is known to be waiting for the hash while it polls, and tells the nonce once the chain has it', async () => {
    const told: number[] = [];
    const wait = waitForReceipt(fakeClient({ afterBlocks: 2 }), HASH, { pending: ({ nonce }) => told.push(nonce) });
    expect(receiptAwaited(HASH)).toBe(true);
    await ended(wait);
    expect(receiptAwaited(HASH)).toBe(false);
    expect(told).toEqual([7]);
  });
});

const toUser = (amountOrId: bigint) => dispatchTo(MAILBOX, amountOrId);

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

describe("what a mined replacement makes of a transfer when it is another transfer's", () => {
  it('leaves this one cancelled: the wallet reused its nonce for another send', () => {
    const mined = {
      hash: REPLACEMENT,
      receipt: { status: 'success', logs: [toUser(1n).log] },
    } as unknown as Parameters<typeof originUpdate>[2];
    const viaMailbox = (receipt: { logs: Log[] }) => transferMessageId(receipt.logs, MAILBOX, sentToUser());
    const sent = { id: HASH, originTxHash: HASH } as const;
    expect(originUpdate([], sent, mined, viaMailbox)).toMatchObject({ originTxHash: REPLACEMENT, status: 'pending' });
    const other = { id: REPLACEMENT, originTxHash: REPLACEMENT } as Parameters<typeof originUpdate>[0][number];
    expect(originUpdate([other], sent, mined, viaMailbox)).toEqual({
      status: 'failed',
      errorCode: 'transaction-replaced',
    });
  });
});

describe('finding an origin transaction after a reload', () => {
  it('reads the nonce of a pending one, and finds its replacement once the nonce is used', async () => {
    const pending = {
      ...fakeClient({}),
      getTransactionReceipt: async () => Promise.reject(new TransactionReceiptNotFoundError({ hash: HASH })),
    };
    expect(
      await findOriginTransaction(pending as unknown as PublicClient, { originTxHash: HASH, sender: SENDER }),
    ).toEqual({ pending: { sender: SENDER, nonce: 7 } });
    const client = fakeClient({ afterBlocks: 0, mined: REPLACEMENT });
    const dropped = { ...client, getTransaction: async () => Promise.reject(new Error('not found')) };
    const found = await findOriginTransaction(dropped as unknown as PublicClient, {
      originTxHash: HASH,
      sender: SENDER,
      nonce: 7,
    });
    expect(found.mined?.hash).toBe(REPLACEMENT);
  });
});
