import { encodeAbiParameters, encodeEventTopics, type Log, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import { savedTransfer } from '../../../tests/support/saved-transfer.fixture';
import type { BridgeDepositMessage } from '../../api/indexer';
import { mailboxAbi, sentTransferRemoteAbi } from '../../bridge/hyperlane/abis';
import type { BridgeRoute } from '../../lib/routes';
import { mergeHistory, secondsLeft, sentInTransaction, transferStage } from './history';

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

describe('sentInTransaction', () => {
  const MAGIC_ROUTER = '0x1111111111111111111111111111111111111111';
  const BRAINS_ROUTER = '0x2222222222222222222222222222222222222222';
  const end = (chainId: number, router: `0x${string}`) => ({ chainId, address: router, router });
  const route = (symbol: string, router: `0x${string}`, isNft: boolean): BridgeRoute => ({
    bridge: 'hyperlane',
    token: { tokenName: isNft ? 'Smol Brains' : symbol, symbol, decimals: isNft ? 0 : 18, isNft },
    l1: end(42161, router),
    l2: end(2741, '0x3333333333333333333333333333333333333333'),
    estimatedDepositTime: 300,
    depositOnly: false,
    widthdrawOnly: false,
    depositDeprecated: false,
    withdrawDisabled: false,
    origin: 'built-in',
  });
  const routes = [route('MAGIC', MAGIC_ROUTER, false), route('SmolBrain', BRAINS_ROUTER, true)];
  const sent = (router: `0x${string}`, amountOrId: bigint, recipient = pad(saved.recipient)): Log =>
    ({
      address: router,
      topics: encodeEventTopics({
        abi: sentTransferRemoteAbi,
        eventName: 'SentTransferRemote',
        args: { destination: 2741, recipient },
      }),
      data: encodeAbiParameters([{ type: 'uint256' }], [amountOrId]),
    }) as unknown as Log;

  it('reads the amount a known token router sent', () => {
    expect(sentInTransaction([sent(MAGIC_ROUTER, 12n * 10n ** 18n)], 42161, routes)).toEqual({
      amount: { value: 12n * 10n ** 18n, decimals: 18, symbol: 'MAGIC' },
      recipient: saved.recipient,
    });
  });

  it('reads the NFT a known NFT router sent', () => {
    expect(sentInTransaction([sent(BRAINS_ROUTER, 7n)], 42161, routes)).toEqual({
      nfts: [{ tokenId: '7', name: 'Smol Brains #7' }],
      recipient: saved.recipient,
    });
  });

  it('reads, of a transaction that sent several NFTs, the one of the message asked for', () => {
    const MAILBOX = '0x5555555555555555555555555555555555555555';
    const dispatched = (id: `0x${string}`): Log =>
      ({
        address: MAILBOX,
        topics: encodeEventTopics({ abi: mailboxAbi, eventName: 'DispatchId', args: { messageId: id } }),
        data: '0x',
      }) as unknown as Log;
    const [first, second] = [pad('0xa1'), pad('0xa2')];
    const logs = [dispatched(first), sent(BRAINS_ROUTER, 7n), dispatched(second), sent(BRAINS_ROUTER, 9n)];
    const nftOf = (messageId: `0x${string}`) =>
      sentInTransaction(logs, 42161, routes, { mailbox: MAILBOX, messageId })?.nfts?.[0]?.tokenId;
    expect(nftOf(first)).toBe('7');
    expect(nftOf(second)).toBe('9');
    // A message the transaction did not dispatch says nothing of which: the first, as without a message.
    expect(nftOf(pad('0xff'))).toBe('7');
  });

  it('names no recipient that is not an EVM address', () => {
    const word = `0x${'ab'.repeat(32)}` as const;
    expect(sentInTransaction([sent(MAGIC_ROUTER, 1n, word)], 42161, routes)).not.toHaveProperty('recipient');
  });

  it('knows nothing of a router on another chain or an unknown one', () => {
    expect(sentInTransaction([sent(MAGIC_ROUTER, 1n)], 8453, routes)).toBeUndefined();
    expect(sentInTransaction([sent('0x4444444444444444444444444444444444444444', 1n)], 42161, routes)).toBeUndefined();
    expect(sentInTransaction([], 42161, routes)).toBeUndefined();
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
