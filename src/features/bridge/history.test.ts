import { describe, expect, it } from 'vitest';
import { savedTransfer } from '../../../tests/support/saved-transfer.fixture';
import type { BridgeDepositMessage } from '../../api/indexer';
import { mergeHistory, secondsLeft, transferStage } from './history';

const saved = savedTransfer({ amount: '1000000000000000000', messageId: '0xM1', status: 'pending', sentAt: 2000 });

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

  it('shows a transaction once when its saved transfer has lost its message id to a reorganisation', () => {
    const reopened = savedTransfer({ originTxHash: '0xtx2000', status: 'sent', sentAt: 2000 });
    const entries = mergeHistory([reopened], [deposit('0xm1', 2000, false), deposit('0xm2', 3000, false)]);
    expect(entries.map((e) => [e.key, e.status])).toEqual([
      ['0xm2', 'pending'],
      ['0xtx2000', 'sent'],
    ]);
  });

  it('merges a sibling of the same transaction that knows its message, while the other does not yet', () => {
    const known = savedTransfer({ originTxHash: '0xtx2000', dispatchIndex: 0, messageId: '0xm1', sentAt: 2000 });
    const confirming = savedTransfer({ originTxHash: '0xtx2000', dispatchIndex: 1, status: 'sent', sentAt: 2000 });
    const rows = [deposit('0xm1', 2000, true), deposit('0xm2', 2000, false)];
    const entries = mergeHistory([confirming, known], rows);
    expect(entries.map((e) => [e.key, e.status, e.latencyMs])).toEqual([
      ['0xtx2000#1', 'sent', undefined],
      ['0xtx2000#0', 'delivered', 1500],
    ]);
  });

  it('keeps saved transfers the indexer does not know yet', () => {
    expect(mergeHistory([saved], []).map((e) => [e.key, e.status])).toEqual([['0xaaa', 'pending']]);
  });

  it('names the recipient of a saved transfer', () => {
    expect(mergeHistory([saved], [])[0]?.recipient).toBe(saved.recipient);
  });
});

describe('the stage a transfer is at', () => {
  it('goes sent, pending, delivered for a transfer its method completes by itself', () => {
    const stages = (['sent', 'pending', 'delivered'] as const).map((status) => transferStage({ status }, false));
    expect(stages).toEqual(['sent', 'pending', 'delivered']);
  });

  it('goes sent, waiting for the batch, ready to claim, claimed for a transfer that waits for a claim', () => {
    const stages = (['sent', 'pending', 'claimable', 'delivered'] as const).map((status) =>
      transferStage({ status }, true),
    );
    expect(stages).toEqual(['sent', 'waiting-for-batch', 'ready-to-claim', 'claimed']);
  });

  it('tells a deposit that failed on arrival (recoverable) from a reverted send, and says when it was refunded', () => {
    expect(transferStage({ status: 'failed', errorCode: 'deposit-failed' }, false)).toBe('deposit-failed');
    expect(transferStage({ status: 'failed', errorCode: 'transaction-failed' }, false)).toBe('failed');
    expect(transferStage({ status: 'refunded', errorCode: 'deposit-failed' }, false)).toBe('refunded');
  });

  it('counts whole seconds left, at least one, and none once the time has passed', () => {
    expect(secondsLeft(undefined, 0)).toBeUndefined();
    expect(secondsLeft(1000, 2000)).toBeUndefined();
    expect(secondsLeft(61_500, 0)).toBe(62);
    expect(secondsLeft(10, 0)).toBe(1);
  });
});
