import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserStorage } from './browser-storage.fixture';
import { parseFindMemory, serializeFindMemory } from './find-memory';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const range = (from: number, to: number) => ({ from: BigInt(from), to: BigInt(to) });

/** A page load: the module afresh, over the browser's storage. */
async function load() {
  vi.resetModules();
  return import('./find-memory');
}

let storage: BrowserStorage;
beforeEach(() => {
  storage = new BrowserStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('what the withdrawal search remembers', () => {
  it('reads back what it wrote', () => {
    const scans = new Map([['2741:0xabc', { covered: [range(0, 9), range(20, 30)], span: 500n }]]);
    expect(parseFindMemory(serializeFindMemory(scans))).toEqual(scans);
  });

  it('drops an unreadable entry alone, and reads garbage as nothing remembered', () => {
    const text = JSON.stringify({
      version: 1,
      scans: {
        good: { covered: [['0', '9']], span: '50' },
        negative: { covered: [['-1', '9']], span: '50' },
        shape: { covered: 'all', span: '50' },
        zeroSpan: { covered: [], span: '0' },
      },
    });
    expect([...parseFindMemory(text).keys()]).toEqual(['good']);
    expect(parseFindMemory('{nope').size).toBe(0);
    expect(parseFindMemory(JSON.stringify({ version: 2, scans: {} })).size).toBe(0);
  });

  it('keeps the blocks read per chain and address across page loads, whatever case the address is in', async () => {
    (await load()).findMemory.write(2741, ACCOUNT, { covered: [range(100, 199)], span: 100n });
    const { findMemory, FIND_MEMORY_KEY } = await load();
    findMemory.write(2741, ACCOUNT.toLowerCase() as `0x${string}`, { covered: [range(200, 299)], span: 50n });
    expect((await load()).findMemory.read(2741, ACCOUNT)).toEqual({ covered: [range(100, 299)], span: 50n });
    expect(findMemory.read(1, ACCOUNT)).toBeUndefined();
    expect(storage.items.get(FIND_MEMORY_KEY)).toContain('2741:0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
  });

  it('never throws when storage refuses, and this tab still remembers', async () => {
    storage.blocked = true;
    const { findMemory } = await load();
    expect(() => findMemory.write(8453, ACCOUNT, { covered: [range(5, 6)], span: 2n })).not.toThrow();
    expect(findMemory.read(8453, ACCOUNT)).toEqual({ covered: [range(5, 6)], span: 2n });
  });
});
