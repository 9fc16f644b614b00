import { describe, expect, it } from 'vitest';
import type { BridgeDepositMessage } from '../../api/indexer';
import { mergeHistory } from './history';
import type { SavedTransfer } from './transfers';

const saved: SavedTransfer = {
  originTxHash: '0xaaa',
  originChainId: 42161,
  destinationChainId: 2741,
  sender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  symbol: 'MAGIC',
  decimals: 18,
  amount: '1000000000000000000',
  method: 'hyperlane',
  messageId: '0xM1',
  status: 'pending',
  sentAt: 2000,
};

const deposit = (msgId: string, sentAt: number, delivered: boolean): BridgeDepositMessage =>
  ({
    msgId,
    originChainId: 8453,
    destinationChainId: 2741,
    originTxHash: `0xtx${sentAt}`,
    destinationTxHash: delivered ? '0xdest' : null,
    isDelivered: delivered,
    sendOccurredAt: new Date(sentAt),
    deliveryLatencyMs: delivered ? 1500 : null,
  }) as unknown as BridgeDepositMessage;

describe('history', () => {
  it('merges the indexer into saved transfers by message id, newest first', () => {
    const entries = mergeHistory([saved], [deposit('0xm1', 2000, true), deposit('0xm2', 3000, false)]);
    expect(entries.map((e) => [e.key, e.status, e.latencyMs, e.amount?.symbol])).toEqual([
      ['0xm2', 'pending', undefined, undefined],
      ['0xaaa', 'delivered', 1500, 'MAGIC'],
    ]);
    expect(entries[1]?.destinationTxHash).toBe('0xdest');
  });

  it('keeps saved transfers the indexer does not know yet', () => {
    expect(mergeHistory([saved], []).map((e) => [e.key, e.status])).toEqual([['0xaaa', 'pending']]);
  });
});
