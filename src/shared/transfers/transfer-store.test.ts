import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedTransfer } from '../../../tests/support/saved-transfer.fixture';
import { parseSavedTransfers, TRANSFERS_STORAGE_KEY } from '../../bridge/saved-transfers';
import { BrowserStorage } from './browser-storage.fixture';

/** The browser's storage, read back as saved transfers. */
class TestStorage extends BrowserStorage {
  stored() {
    return parseSavedTransfers(this.items.get(TRANSFERS_STORAGE_KEY) ?? null);
  }
}

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;

/** A fresh store, as a newly opened tab has it. */
async function openTab() {
  vi.resetModules();
  return (await import('./transfer-store')).transferStore;
}

let storage: TestStorage;
beforeEach(() => {
  storage = new TestStorage();
  vi.stubGlobal('localStorage', storage);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('transferStore', () => {
  it('saves to local storage and reads back', async () => {
    const store = await openTab();
    store.save(savedTransfer({ originTxHash: hashOf(1) }));
    store.update(hashOf(1), { status: 'pending', messageId: hashOf(2) });
    expect(storage.stored()).toEqual([expect.objectContaining({ status: 'pending', messageId: hashOf(2) })]);
    expect(store.keptInMemory()).toBe(false);
  });

  it('keeps a transfer in memory, and says so, when storage is full; stores it once there is room', async () => {
    const store = await openTab();
    store.save(savedTransfer({ originTxHash: hashOf(1), sentAt: 1 }));
    storage.full = true;
    expect(() => store.save(savedTransfer({ originTxHash: hashOf(2), sentAt: 2 }))).not.toThrow();
    expect(() => store.update(hashOf(2), { status: 'pending' })).not.toThrow();
    expect(store.all().map((t) => [t.originTxHash, t.status])).toEqual([
      [hashOf(2), 'pending'],
      [hashOf(1), 'sent'],
    ]);
    expect(store.keptInMemory()).toBe(true);
    expect(storage.stored().map((t) => t.originTxHash)).toEqual([hashOf(1)]);

    storage.full = false;
    store.update(hashOf(1), { status: 'delivered' });
    expect(storage.stored().map((t) => [t.originTxHash, t.status])).toEqual([
      [hashOf(2), 'pending'],
      [hashOf(1), 'delivered'],
    ]);
    expect(store.keptInMemory()).toBe(false);
  });

  it('follows a transfer kept in memory to the transaction that replaced it, under the same id, leaving no copy', async () => {
    const store = await openTab();
    storage.full = true;
    store.save(savedTransfer({ originTxHash: hashOf(1), sentAt: 1 }));
    store.update(hashOf(1), { originTxHash: hashOf(3), status: 'pending' });
    expect(store.all().map((t) => [t.id, t.originTxHash, t.status])).toEqual([[hashOf(1), hashOf(3), 'pending']]);
    store.update(hashOf(1), { status: 'delivered' });
    expect(store.all().map((t) => [t.id, t.originTxHash, t.status])).toEqual([[hashOf(1), hashOf(3), 'delivered']]);
  });

  it('keeps transfers in memory when storage is blocked altogether', async () => {
    storage.blocked = true;
    const store = await openTab();
    expect(store.all()).toEqual([]);
    expect(store.keptInMemory()).toBe(true);
    store.save(savedTransfer({ originTxHash: hashOf(1) }));
    store.update(hashOf(1), { status: 'delivered' });
    expect(store.all()).toEqual([expect.objectContaining({ originTxHash: hashOf(1), status: 'delivered' })]);
  });

  it('shows a data: image in this tab but never stores it', async () => {
    const store = await openTab();
    const nfts = [{ tokenId: '1', name: 'Smol Brain #1', image: 'data:image/svg+xml;base64,PHN2Zz4=' }];
    store.save(savedTransfer({ originTxHash: hashOf(1), nfts }));
    store.update(hashOf(1), { status: 'pending' });
    expect(store.all()[0]?.nfts).toEqual(nfts);
    expect(storage.items.get(TRANSFERS_STORAGE_KEY)).not.toContain('data:');
    expect((await openTab()).all()[0]?.nfts).toEqual([{ tokenId: '1', name: 'Smol Brain #1' }]);
  });

  it('keeps in memory a transfer that would not read back, rather than lose it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = await openTab();
    store.save(savedTransfer({ originTxHash: '0xabc' }));
    expect(store.all().map((t) => t.originTxHash)).toEqual(['0xabc']);
    expect(store.keptInMemory()).toBe(true);
    expect(error).toHaveBeenCalled();
  });

  it('reads storage another tab wrote, migrating version 1 and dropping what is corrupt', async () => {
    storage.items.set(TRANSFERS_STORAGE_KEY, JSON.stringify([savedTransfer({ originTxHash: hashOf(1) }), { a: 1 }]));
    const store = await openTab();
    expect(store.all().map((t) => t.originTxHash)).toEqual([hashOf(1)]);
    storage.items.set(TRANSFERS_STORAGE_KEY, '{ not json');
    expect(store.all()).toEqual([]);
  });

  it('shares the transfers it keeps in memory with the other tabs', async () => {
    vi.stubGlobal('window', new EventTarget());
    storage.full = true;
    const first = await openTab();
    const second = await openTab();
    const stopFirst = first.subscribe(() => {});
    const stopSecond = second.subscribe(() => {});
    try {
      first.save(savedTransfer({ originTxHash: hashOf(1) }));
      await vi.waitFor(() => expect(second.all().map((t) => t.originTxHash)).toEqual([hashOf(1)]));
      second.update(hashOf(1), { status: 'delivered' });
      await vi.waitFor(() => expect(first.all()[0]?.status).toBe('delivered'));
    } finally {
      stopFirst();
      stopSecond();
    }
  });
});
