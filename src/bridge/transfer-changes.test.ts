import { type Hash, pad, TransactionReceiptNotFoundError } from 'viem';
import { describe, expect, it } from 'vitest';
import { savedTransfer } from '../../tests/support/saved-transfer.fixture';
import type { ChainClient } from '../api/chain-clients';
import { OWNER } from './fake-chain.fixture';
import { reopenTransfer, type SavedTransfer, updateTransfer } from './saved-transfers';
import {
  confirmOnce,
  recordClaimDone,
  recordClaimReverted,
  recordClaimSent,
  recordFound,
  recordTracked,
  type TransferRecords,
} from './transfer-changes';

const SENT = pad('0x01');
const REPLACEMENT = pad('0x02');
const MESSAGE = pad('0x0a');

/** The transfer store as a list that `update` changes, as the app's does. */
function records(initial: SavedTransfer[]): TransferRecords & { list: SavedTransfer[] } {
  const store = {
    list: initial,
    all: () => store.list,
    save: (transfer: SavedTransfer) => {
      store.list = [transfer, ...store.list];
    },
    update: (id: string, change: Partial<SavedTransfer>) => {
      store.list = updateTransfer(store.list, id, change);
    },
    reopen: (id: string) => {
      store.list = reopenTransfer(store.list, id);
    },
  };
  return store;
}

/** A chain where `SENT` is pending with nonce 7, or, with `replacedBy`, was replaced by it (mined, nonce used). */
function chain(replacedBy?: Hash): ChainClient {
  return {
    getTransactionReceipt: async ({ hash }: { hash: Hash }) => {
      if (replacedBy && hash === replacedBy) return { status: 'success', transactionHash: hash, logs: [] };
      throw new TransactionReceiptNotFoundError({ hash });
    },
    getTransaction: async () => {
      if (replacedBy) throw new Error('not found');
      return { hash: SENT, from: OWNER, nonce: 7 };
    },
    getTransactionCount: async () => (replacedBy ? 8 : 7),
    getBlockNumber: async () => 100n,
    getBlock: async () => ({ transactions: [{ hash: replacedBy, from: OWNER, nonce: 7 }] }),
  } as unknown as ChainClient;
}

describe('the confirmation of a sent transfer', () => {
  const sent = savedTransfer({ originTxHash: SENT, sender: OWNER });

  it('records the nonce of a transaction still pending, once', async () => {
    const store = records([sent]);
    const confirming = { client: chain(), records: store, messageIdOf: () => MESSAGE };
    await confirmOnce(confirming, sent);
    expect(store.list[0]).toMatchObject({ id: SENT, status: 'sent', nonce: 7 });
  });

  it('follows a replacement (sped up) and records it under the same id, with its message id', async () => {
    const store = records([{ ...sent, nonce: 7 }]);
    const [current] = store.list;
    if (!current) throw new Error('no transfer');
    const confirming = { client: chain(REPLACEMENT), records: store, messageIdOf: () => MESSAGE };
    const confirmed = await confirmOnce(confirming, current);
    const expected = { id: SENT, originTxHash: REPLACEMENT, status: 'pending', messageId: MESSAGE };
    expect(confirmed).toMatchObject(expected);
    expect(store.list).toEqual([expect.objectContaining(expected)]);
  });
});

describe('what tracking learns of a transfer', () => {
  const pending = savedTransfer({ originTxHash: SENT, status: 'pending', messageId: MESSAGE });

  it('delivers it once, with the time and transaction the indexer lists over its own', () => {
    const store = records([pending]);
    const delivery = { status: 'delivered', deliveredAt: 2000, destinationTxHash: pad('0x0d') } as const;
    const indexed = { deliveredAt: 1500, destinationTxHash: pad('0x0e') };
    expect(recordTracked(store, pending.id, delivery, indexed)).toBe('delivered-now');
    expect(store.list[0]).toMatchObject({ status: 'delivered', ...indexed });
    // A second round that overlapped the first tells nothing more and changes nothing.
    expect(recordTracked(store, pending.id, { ...delivery, deliveredAt: 3000 })).toBe('delivered');
    expect(store.list[0]).toMatchObject({ deliveredAt: 1500 });
  });

  it('writes a step short of delivery and keeps tracking', () => {
    const store = records([pending]);
    expect(recordTracked(store, pending.id, { readyAt: 5 })).toBe('tracking');
    expect(store.list[0]).toMatchObject({ status: 'pending', readyAt: 5 });
  });
});

describe('transfers found on chain', () => {
  it('saves only those the records do not hold, by id or by the transaction they were mined in', () => {
    // Sped up: saved under the first hash's id, mined under the replacement's.
    const spedUp = savedTransfer({ originTxHash: REPLACEMENT, id: SENT });
    const store = records([spedUp]);
    const foundAgain = savedTransfer({ originTxHash: REPLACEMENT });
    const foundFirst = savedTransfer({ originTxHash: SENT });
    const other = savedTransfer({ originTxHash: pad('0x03') });
    expect(recordFound(store, [foundAgain, foundFirst, other])).toEqual([other]);
    expect(store.list).toEqual([other, spedUp]);
  });
});

describe('a claim (or a delivery yourself)', () => {
  const pending = savedTransfer({ originTxHash: SENT, status: 'pending', messageId: MESSAGE });
  const CLAIM = pad('0x0c');

  it('names its transaction as the destination’s once sent, and delivers the transfer once mined', () => {
    const store = records([pending]);
    recordClaimSent(store, pending.id, CLAIM);
    expect(store.list[0]).toMatchObject({ status: 'pending', destinationTxHash: CLAIM });
    const [sent] = store.list;
    if (!sent) throw new Error('no transfer');
    expect(recordClaimDone(store, sent)).toMatchObject({ status: 'delivered', destinationTxHash: CLAIM });
    expect(store.list[0]).toMatchObject({ status: 'delivered', destinationTxHash: CLAIM });
  });

  it('takes back a reverted transaction, so the history never links to it', () => {
    const store = records([pending]);
    recordClaimSent(store, pending.id, CLAIM);
    recordClaimReverted(store, pending.id, undefined);
    expect(store.list[0]?.destinationTxHash).toBeUndefined();
    expect(store.list[0]?.status).toBe('pending');
  });
});
