import { encodeAbiParameters, encodeEventTopics, type Log, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import type { BridgeRoute } from '../../lib/routes';
import { mailboxAbi, sentTransferRemoteAbi } from './abis';
import { sentInTransaction } from './sent';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

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
  const sent = (router: `0x${string}`, amountOrId: bigint, recipient = pad(RECIPIENT)): Log =>
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
      recipient: RECIPIENT,
    });
  });

  it('reads the NFT a known NFT router sent', () => {
    expect(sentInTransaction([sent(BRAINS_ROUTER, 7n)], 42161, routes)).toEqual({
      nfts: [{ tokenId: '7', name: 'Smol Brains #7' }],
      recipient: RECIPIENT,
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
