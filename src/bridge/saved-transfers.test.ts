import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedTransfer } from '../../tests/support/saved-transfer.fixture';
import {
  MAX_FINISHED_TRANSFERS,
  mergeTransfers,
  parseSavedTransfers,
  reopenTransfer,
  replacementTaken,
  type SavedTransfer,
  serializeTransfers,
  TRANSFERS_STORAGE_VERSION,
  transferLabel,
  transferOrigin,
  unfinished,
  updateTransfer,
  upsertTransfer,
} from './saved-transfers';

const transfer = (hash: string, sentAt: number, status: SavedTransfer['status'] = 'sent'): SavedTransfer =>
  savedTransfer({ originTxHash: hash as `0x${string}`, sentAt, status });

/** A well-formed 32-byte hash for `n`. */
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
const valid = (n: number, overrides: Partial<SavedTransfer> = {}) =>
  savedTransfer({ originTxHash: hashOf(n), sentAt: n, ...overrides });
const hashes = (list: readonly SavedTransfer[]) => list.map((t) => t.originTxHash);

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

  it('keep the sends one transaction carried apart by their dispatch, through storage too', () => {
    let list = upsertTransfer([], valid(1, { dispatchIndex: 0 }));
    list = upsertTransfer(list, valid(1, { dispatchIndex: 1 }));
    list = updateTransfer(list, valid(1, { dispatchIndex: 1 }).id, { status: 'delivered' });
    expect(list.map((t) => [t.dispatchIndex, t.status])).toEqual([
      [1, 'delivered'],
      [0, 'sent'],
    ]);
    expect(parseSavedTransfers(serializeTransfers(list))).toEqual(list);
    expect(transferOrigin(valid(1))).toBe(hashOf(1));
    expect(valid(1, { dispatchIndex: 1 }).id).not.toBe(valid(1, { dispatchIndex: 0 }).id);
  });

  it('know a replacement taken by another send, but not by a sibling of the same transaction replaced first', () => {
    const replacement = hashOf(9);
    const sibling = valid(1, { dispatchIndex: 1 });
    const firstReplaced = { ...valid(1, { dispatchIndex: 0 }), originTxHash: replacement };
    expect(replacementTaken([firstReplaced, sibling], sibling, replacement)).toBe(false);
    // The same transfer, already moved to its replacement (by the tracker, say), is not another send.
    expect(replacementTaken([firstReplaced, sibling], valid(1, { dispatchIndex: 0 }), replacement)).toBe(false);
    const another = valid(9, { dispatchIndex: 0 });
    expect(replacementTaken([another, sibling], valid(1, { dispatchIndex: 0 }), replacement)).toBe(true);
    // One send whose nonce the wallet gave to another send.
    expect(replacementTaken([valid(9), valid(1)], valid(1), replacement.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(replacementTaken([valid(1)], valid(1), replacement)).toBe(false);
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

  it('order the statuses sent < pending < claimable < delivered/failed < refunded', () => {
    const moved = (from: SavedTransfer['status'], to: SavedTransfer['status']) =>
      updateTransfer([transfer('0x1', 1, from)], '0x1', { status: to })[0]?.status;
    expect(moved('pending', 'claimable')).toBe('claimable');
    expect(moved('claimable', 'pending')).toBe('claimable');
    expect(moved('claimable', 'delivered')).toBe('delivered');
    expect(moved('delivered', 'claimable')).toBe('delivered');
    expect(moved('failed', 'refunded')).toBe('refunded');
    expect(moved('refunded', 'failed')).toBe('refunded');
    expect(moved('refunded', 'pending')).toBe('refunded');
  });

  it('keep watching a claimable withdrawal, and stop at a failed deposit or a refund', () => {
    const list = [
      transfer('0x1', 1, 'claimable'),
      { ...transfer('0x2', 2, 'failed'), errorCode: 'deposit-failed' as const },
      transfer('0x3', 3, 'refunded'),
    ];
    expect(unfinished(list).map((t) => t.originTxHash)).toEqual(['0x1']);
  });

  it('merge this tab’s copies over the stored ones, unless a stored one is further along', () => {
    const stored = [valid(1, { status: 'delivered' }), valid(2, { status: 'sent' })];
    const kept = [valid(1, { status: 'pending' }), valid(2, { status: 'pending' }), valid(3)];
    expect(mergeTransfers(stored, kept).map((t) => [t.originTxHash, t.status])).toEqual([
      [hashOf(3), 'sent'],
      [hashOf(2), 'pending'],
      [hashOf(1), 'delivered'],
    ]);
  });
});

describe('saved transfers in storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('read version 1, a bare array, and write it back as the current version', () => {
    const v1 = JSON.stringify([valid(1), valid(2, { status: 'delivered', messageId: hashOf(9) })]);
    const list = parseSavedTransfers(v1);
    expect(hashes(list)).toEqual([hashOf(2), hashOf(1)]);
    const current = serializeTransfers(list);
    expect(JSON.parse(current)).toMatchObject({ version: TRANSFERS_STORAGE_VERSION, transfers: [{}, {}] });
    expect(parseSavedTransfers(current)).toEqual(list);
  });

  it('read the English failure texts of versions 1 and 2 as codes, and store codes', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const old = [
      { ...valid(1, { status: 'failed' }), error: 'Transaction failed' },
      { ...valid(2, { status: 'failed' }), error: 'Transaction replaced' },
      { ...valid(3, { status: 'failed' }), error: 'Something else' },
    ];
    for (const text of [JSON.stringify(old), JSON.stringify({ version: 2, transfers: old })]) {
      const list = parseSavedTransfers(text);
      expect(list.map((t) => [t.originTxHash, t.errorCode, 'error' in t])).toEqual([
        [hashOf(3), undefined, false],
        [hashOf(2), 'transaction-replaced', false],
        [hashOf(1), 'transaction-failed', false],
      ]);
      expect(serializeTransfers(list)).not.toContain('Transaction');
    }
    // The current version stores codes only: an English text there is not migrated.
    const current = JSON.stringify({ version: TRANSFERS_STORAGE_VERSION, transfers: [old[1]] });
    expect(parseSavedTransfers(current)[0]?.errorCode).toBeUndefined();
  });

  it('keep the version 3 envelope readable: the zk statuses and fields are additions to it', () => {
    const before = JSON.stringify({ version: 3, transfers: [valid(1, { status: 'pending', messageId: hashOf(9) })] });
    expect(parseSavedTransfers(before)).toHaveLength(1);
    const zk = [
      valid(2, { method: 'zk', status: 'claimable', messageId: hashOf(2), readyAt: 5000 }),
      valid(3, { method: 'zk', status: 'failed', errorCode: 'deposit-failed', destinationTxHash: hashOf(8) }),
      valid(4, { method: 'zk', status: 'refunded', destinationTxHash: hashOf(7) }),
    ];
    const text = serializeTransfers(zk);
    expect(JSON.parse(text)).toMatchObject({ version: TRANSFERS_STORAGE_VERSION });
    expect(parseSavedTransfers(text)).toEqual([...zk].reverse());
  });

  it('give transfers saved before ids, or by a tab still without them, the id they were known by', () => {
    // As the code before ids wrote them: no `id`, an NFT batch's sends told apart by `dispatchIndex`.
    const withoutId = ({ id: _, ...rest }: SavedTransfer) => rest;
    const v3 = JSON.stringify({
      version: 3,
      transfers: [
        withoutId(valid(3, { status: 'pending', messageId: hashOf(9) })),
        withoutId(valid(2, { dispatchIndex: 1 })),
        withoutId(valid(2, { dispatchIndex: 0 })),
        withoutId(valid(1, { status: 'delivered' })),
      ],
    });
    const list = parseSavedTransfers(v3);
    expect(list.map((t) => t.id)).toEqual([hashOf(3), `${hashOf(2)}#1`, `${hashOf(2)}#0`, hashOf(1)]);
    const stored = serializeTransfers(list);
    expect(JSON.parse(stored)).toMatchObject({ version: 3, transfers: [{ id: hashOf(3) }, {}, {}, {}] });
    // Replaced later (sped up), a migrated transfer keeps its id.
    const [first] = list;
    if (!first) throw new Error('no transfer');
    const moved = updateTransfer(parseSavedTransfers(stored), first.id, { originTxHash: hashOf(7) });
    expect(moved[0]).toMatchObject({ id: hashOf(3), originTxHash: hashOf(7) });
  });

  it('keep the envelope at version 3, so a tab still running the code before ids keeps reading it', () => {
    // That code reads only versions 2 and 3: another version would read as empty, and its next write erase all.
    expect(JSON.parse(serializeTransfers([valid(1)]))).toMatchObject({ version: 3 });
    // It drops the ids it does not know; read back, each has its id again.
    const { id: _, ...noId } = valid(1);
    expect(parseSavedTransfers(JSON.stringify({ version: 3, transfers: [noId, valid(2)] }))).toEqual([
      valid(2),
      valid(1),
    ]);
  });

  it('survive storage that is empty, not JSON or of another shape', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const text of [null, '', '{', 'undefined', 'null', '42', '"text"', '{"a":1}', '{"version":2}'])
      expect(parseSavedTransfers(text), String(text)).toEqual([]);
    expect(parseSavedTransfers(JSON.stringify({ version: 4, transfers: [valid(1)] }))).toEqual([]);
  });

  const corrupt: [string, unknown][] = [
    ['only a short hash', { originTxHash: '0xabc' }],
    ['a fractional amount', { ...valid(7), amount: '1.5' }],
    ['a text send time', { ...valid(7), sentAt: 'x' }],
    ['a short origin hash', { ...valid(7), originTxHash: '0xabc' }],
    ['a bad message id', { ...valid(7), messageId: '0x12' }],
    ['a sender that is no address', { ...valid(7), sender: 'alice' }],
    ['a recipient with a broken checksum', { ...valid(7), recipient: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' }],
    ['an unknown status', { ...valid(7), status: 'lost' }],
    ['an unknown failure code', { ...valid(7), status: 'failed', errorCode: 'deposit-lost' }],
    ['a ready time that is no time', { ...valid(7), readyAt: 'soon' }],
    ['a chain id of zero', { ...valid(7), originChainId: 0 }],
    ['negative decimals', { ...valid(7), decimals: -1 }],
    ['an NFT without a token id', { ...valid(7), nfts: [{ name: 'Smol Brain #1' }] }],
    ['a string', 'transfer'],
    ['null', null],
  ];
  it.each(corrupt)('drop an entry with %s, and keep the others', (_, entry) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const text of [
      JSON.stringify([valid(1), entry, valid(2)]),
      JSON.stringify({ version: 2, transfers: [valid(1), entry, valid(2)] }),
    ])
      expect(hashes(parseSavedTransfers(text))).toEqual([hashOf(2), hashOf(1)]);
    expect(warn).toHaveBeenCalled();
  });

  it('keep every unfinished transfer and only the newest finished ones', () => {
    const finished = Array.from({ length: MAX_FINISHED_TRANSFERS + 20 }, (_, i) =>
      valid(1000 + i, { status: i % 2 ? 'delivered' : 'failed' }),
    );
    const open = [valid(1, { status: 'pending' }), valid(2, { status: 'sent' })];
    const list = parseSavedTransfers(JSON.stringify([...open, ...finished]));
    expect(list).toHaveLength(MAX_FINISHED_TRANSFERS + 2);
    expect(hashes(unfinished(list))).toEqual([hashOf(2), hashOf(1)]);
    // The 20 oldest finished ones went.
    expect(list.some((t) => t.originTxHash === hashOf(1019))).toBe(false);
    expect(list.some((t) => t.originTxHash === hashOf(1020))).toBe(true);
    expect(JSON.parse(serializeTransfers([...open, ...finished].reverse())).transfers).toHaveLength(
      MAX_FINISHED_TRANSFERS + 2,
    );
  });

  it('never store a data: image, and keep http(s) ones', () => {
    const nfts = [
      { tokenId: '1', name: 'Smol Brain #1', image: 'data:image/svg+xml;base64,PHN2Zz4=' },
      { tokenId: '2', name: 'Smol Brain #2', image: 'https://images.example/2.png' },
      { tokenId: '3', name: 'Smol Brain #3', image: 'javascript:alert(1)' },
    ];
    const stored = JSON.parse(serializeTransfers([valid(1, { nfts })])).transfers[0].nfts;
    expect(stored).toEqual([
      { tokenId: '1', name: 'Smol Brain #1' },
      { tokenId: '2', name: 'Smol Brain #2', image: 'https://images.example/2.png' },
      { tokenId: '3', name: 'Smol Brain #3' },
    ]);
    // Written by an older version: stripped when read.
    const [read] = parseSavedTransfers(JSON.stringify([valid(1, { nfts })]));
    expect(read?.nfts).toEqual(stored);
    const [oddImage] = parseSavedTransfers(JSON.stringify([{ ...valid(1), nfts: [{ ...nfts[1], image: 7 }] }]));
    expect(oddImage?.nfts).toEqual([{ tokenId: '2', name: 'Smol Brain #2' }]);
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

describe('a reorganised origin block', () => {
  it('takes a pending transfer back to sent without its message id, and nothing else', () => {
    const messageId = `0x${'ab'.repeat(32)}` as const;
    const pending = savedTransfer({ originTxHash: hashOf(1), status: 'pending', messageId });
    const delivered = savedTransfer({ originTxHash: hashOf(2), status: 'delivered', messageId });
    const [reopened, untouched] = reopenTransfer([pending, delivered], hashOf(1));
    expect(reopened).toMatchObject({ status: 'sent' });
    expect(reopened?.messageId).toBeUndefined();
    expect(reopenTransfer([delivered], hashOf(2))).toEqual([delivered]);
    expect(untouched).toBe(delivered);
  });
});
