import { describe, expect, it } from 'vitest';
import { savedTransfer } from '../../../tests/support/saved-transfer.fixture';
import { MAINNET } from '../../config/mainnet';
import { heardBy, heardChains } from './delivery-events';

const ARBITRUM = 42161;
const ABSTRACT = 2741;
const BASE = 8453;
const withSockets = (...chainIds: number[]) => ({
  ...MAINNET,
  chains: MAINNET.chains.map((chain) =>
    chainIds.includes(chain.chainId) ? { ...chain, wsUrl: `ws://127.0.0.1:${chain.chainId}` } : chain,
  ),
});
const id = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;

describe('deliveries heard as events', () => {
  it('listen to each destination with a WebSocket and a Mailbox once, for Hyperlane transfers on their way', () => {
    const transfers = [
      savedTransfer({ originTxHash: '0x1', destinationChainId: ABSTRACT, status: 'sent' }),
      savedTransfer({ originTxHash: '0x2', destinationChainId: ABSTRACT, status: 'pending' }),
      savedTransfer({ originTxHash: '0x3', originChainId: ABSTRACT, destinationChainId: ARBITRUM, status: 'pending' }),
      savedTransfer({ originTxHash: '0x4', destinationChainId: BASE, status: 'pending' }),
    ];
    expect(heardChains(withSockets(ABSTRACT, ARBITRUM), transfers).map(({ chain }) => chain.chainId)).toEqual([
      ABSTRACT,
      ARBITRUM,
    ]);
  });

  it('listen to nothing on a network without WebSockets, nor for zk transfers or ones no longer on their way', () => {
    const onItsWay = savedTransfer({ status: 'pending', destinationChainId: ABSTRACT });
    expect(heardChains(MAINNET, [onItsWay])).toEqual([]);
    const network = withSockets(ABSTRACT);
    for (const status of ['claimable', 'delivered', 'failed', 'refunded'] as const)
      expect(heardChains(network, [{ ...onItsWay, status }])).toEqual([]);
    expect(heardChains(network, [{ ...onItsWay, method: 'zk' }])).toEqual([]);
  });

  it('start the round of the transfer a processed message delivered, and of those whose message is not known yet', () => {
    const transfers = [
      savedTransfer({ originTxHash: '0x1', status: 'pending', messageId: id(1) }),
      savedTransfer({ originTxHash: '0x2', status: 'pending', messageId: id(2) }),
      savedTransfer({ originTxHash: '0x3', status: 'sent' }),
      savedTransfer({ originTxHash: '0x4', status: 'pending', messageId: id(1), destinationChainId: BASE }),
      savedTransfer({ originTxHash: '0x5', status: 'delivered', messageId: id(1) }),
    ];
    expect(heardBy(transfers, { method: 'hyperlane', chainId: ABSTRACT }, id(1))).toEqual(['0x1', '0x3']);
    expect(
      heardBy(
        transfers,
        { method: 'hyperlane', chainId: ABSTRACT },
        id(1).toUpperCase().replace('0X', '0x') as `0x${string}`,
      ),
    ).toEqual(['0x1', '0x3']);
    expect(heardBy(transfers, { method: 'hyperlane', chainId: ABSTRACT }, id(9))).toEqual(['0x3']);
    // The subscription just went live: whatever was processed before is read.
    expect(heardBy(transfers, { method: 'hyperlane', chainId: ABSTRACT })).toEqual(['0x1', '0x2', '0x3']);
  });
});
