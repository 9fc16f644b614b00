import { describe, expect, it } from 'vitest';
import { savedTransfer } from './saved-transfer.fixture';
import {
  parseSavedTransfers,
  type SavedTransfer,
  transferLabel,
  unfinished,
  updateTransfer,
  upsertTransfer,
} from './transfers';

const transfer = (hash: string, sentAt: number, status: SavedTransfer['status'] = 'sent'): SavedTransfer =>
  savedTransfer({ originTxHash: hash as `0x${string}`, sentAt, status });

describe('saved transfers', () => {
  it('keep one entry per origin transaction, newest first', () => {
    let list = upsertTransfer([], transfer('0x1', 1));
    list = upsertTransfer(list, transfer('0x2', 2));
    list = upsertTransfer(list, { ...transfer('0x1', 1), status: 'pending' });
    expect(list.map((t) => [t.originTxHash, t.status])).toEqual([
      ['0x2', 'sent'],
      ['0x1', 'pending'],
    ]);
  });

  it('update one transfer and list the unfinished ones', () => {
    const list = updateTransfer([transfer('0x1', 1), transfer('0x2', 2, 'pending')], '0x1', { status: 'delivered' });
    expect(unfinished(list).map((t) => t.originTxHash)).toEqual(['0x2']);
  });

  it('never move a status backwards: a late pending does not undo a delivery', () => {
    const list = updateTransfer([transfer('0x1', 1, 'delivered')], '0x1', { status: 'pending', messageId: '0xm' });
    expect(list[0]).toMatchObject({ status: 'delivered', messageId: '0xm' });
    expect(updateTransfer([transfer('0x1', 1, 'sent')], '0x1', { status: 'pending' })[0]?.status).toBe('pending');
    expect(updateTransfer([transfer('0x1', 1, 'pending')], '0x1', { status: 'failed' })[0]?.status).toBe('failed');
  });

  it('survive storage that is empty, corrupt or foreign', () => {
    expect(parseSavedTransfers(null)).toEqual([]);
    expect(parseSavedTransfers('{')).toEqual([]);
    expect(parseSavedTransfers('{"a":1}')).toEqual([]);
    expect(
      parseSavedTransfers(JSON.stringify([transfer('0x1', 1), { nope: true }])).map((t) => t.originTxHash),
    ).toEqual(['0x1']);
  });
});

describe('transferLabel', () => {
  it('names the NFTs moved, or the token', () => {
    expect(transferLabel({ symbol: 'MAGIC' })).toBe('MAGIC');
    expect(
      transferLabel({
        symbol: 'SmolBrain',
        nfts: [
          { tokenId: '1', name: 'Smol Brain #1' },
          { tokenId: '3', name: 'Smol Brain #3' },
        ],
      }),
    ).toBe('Smol Brain #1, Smol Brain #3');
  });
});
