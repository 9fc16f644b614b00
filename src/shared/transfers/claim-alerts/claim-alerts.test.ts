import { describe, expect, it } from 'vitest';
import { savedTransfer } from '../../../../tests/support/saved-transfer.fixture';
import type { SavedTransfer } from '../../../bridge/saved-transfers';
import { announce, MAX_ANNOUNCED, newlyReady, notifies, readyToClaim, STALE_READY_MS } from './claim-alerts';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x4444444444444444444444444444444444444444';

/** A zk withdrawal Abstract -> Ethereum sent by `sender` to `recipient`. */
function withdrawal(
  hash: `0x${string}`,
  status: SavedTransfer['status'],
  more: Partial<SavedTransfer> = {},
): SavedTransfer {
  return savedTransfer({
    originTxHash: hash,
    originChainId: 2741,
    destinationChainId: 1,
    symbol: 'ETH',
    method: 'zk',
    status,
    ...more,
  });
}

describe('withdrawals ready to claim for an account', () => {
  const list = [
    withdrawal('0x01', 'claimable'),
    withdrawal('0x02', 'pending'),
    withdrawal('0x03', 'delivered'),
    withdrawal('0x04', 'claimable', { sender: OTHER, recipient: OTHER }),
    withdrawal('0x05', 'claimable', { sender: OTHER, recipient: ME.toLowerCase() as `0x${string}` }),
  ];

  it('count the claimable ones it sent or receives, in the history order, whatever the address case', () => {
    expect(readyToClaim(list, ME.toLowerCase()).map((t) => t.originTxHash)).toEqual(['0x01', '0x05']);
    expect(readyToClaim(list, OTHER).map((t) => t.originTxHash)).toEqual(['0x04', '0x05']);
  });

  it('count none without a connected account', () => {
    expect(readyToClaim(list, undefined)).toEqual([]);
  });
});

describe('a withdrawal becoming ready', () => {
  const opened = 10 * STALE_READY_MS;

  it('is seen once, between the look where it waited and the look where it is claimable', () => {
    const waiting = [withdrawal('0x01', 'pending'), withdrawal('0x02', 'sent')];
    const ready = [withdrawal('0x01', 'claimable'), withdrawal('0x02', 'sent')];
    expect(newlyReady(waiting, ready, opened).map((t) => t.originTxHash)).toEqual(['0x01']);
    // A re-render with the same store, or a later change to another transfer: not again.
    expect(newlyReady(ready, ready, opened)).toEqual([]);
    expect(newlyReady(ready, [withdrawal('0x01', 'claimable'), withdrawal('0x02', 'pending')], opened)).toEqual([]);
  });

  it('is not news on the first look, when the app opens with it ready: that is the banner', () => {
    expect(newlyReady(undefined, [withdrawal('0x01', 'claimable')], opened)).toEqual([]);
  });

  it('is not news when L1 executed its batch well before the app opened (found from the chain, say)', () => {
    const before = [withdrawal('0x01', 'pending'), withdrawal('0x02', 'pending')];
    const after = [
      withdrawal('0x01', 'claimable', { batchExecutedAt: opened - STALE_READY_MS - 1 }),
      withdrawal('0x02', 'claimable', { batchExecutedAt: opened - 1000 }),
    ];
    expect(newlyReady(before, after, opened).map((t) => t.originTxHash)).toEqual(['0x02']);
  });

  it('is announced by the first tab that asks the shared list, and by no other', () => {
    const tabA = announce(null, '0xabc');
    expect(tabA.first).toBe(true);
    // Tab B reads what tab A stored: the same withdrawal, by its id.
    const tabB = announce(tabA.next, '0xabc');
    expect(tabB.first).toBe(false);
    expect(announce(tabB.next, '0xdef').first).toBe(true);
  });

  it('counts what an earlier version stored, by origin hash: a transfer kept that hash as its id', () => {
    expect(announce(JSON.stringify(['0xabc']), '0xabc').first).toBe(false);
  });

  it('keeps the newest announcements, and reads a corrupt list as empty', () => {
    let text: string | null = null;
    for (let i = 0; i <= MAX_ANNOUNCED; i++) text = announce(text, `0x${i}`).next;
    expect(JSON.parse(text ?? '')).toHaveLength(MAX_ANNOUNCED);
    expect(announce(text, '0x0').first).toBe(true);
    expect(announce(text, `0x${MAX_ANNOUNCED}`).first).toBe(false);
    expect(announce('{"not":"a list"}', '0x1').first).toBe(true);
    expect(announce('not json', '0x1').first).toBe(true);
  });
});

describe('the browser notification', () => {
  it('is raised only when the user opted in and the browser grants it', () => {
    expect(notifies(true, 'granted')).toBe(true);
    // Granted to the site for another reason, without the opt-in: no notification.
    expect(notifies(false, 'granted')).toBe(false);
    expect(notifies(true, 'default')).toBe(false);
    expect(notifies(true, 'denied')).toBe(false);
    expect(notifies(true, undefined)).toBe(false);
  });
});
