import { type Hash, pad, TransactionReceiptNotFoundError } from 'viem';
import { describe, expect, it } from 'vitest';
import { savedTransfer } from '../../tests/support/saved-transfer.fixture';
import type { ChainClient } from '../api/chain-clients';
import { confirmOnce, type TransferRecords } from './confirm';
import { OWNER } from './fake-chain.fixture';
import { type SavedTransfer, updateTransfer } from './saved-transfers';

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
