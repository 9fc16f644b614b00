import { describe, expect, it } from 'vitest';
import { CHAINS } from '../config/chains';
import { MAINNET } from '../config/mainnet';
import type { NetworkConfig } from '../config/types';
import type { LinkedTransfer } from '../lib/explorer-links';
import { transferLinks } from './links';

const ORIGIN = `0x${'a1'.repeat(32)}` as const;
const DELIVERY = `0x${'b2'.repeat(32)}` as const;
const MESSAGE = `0x${'c3'.repeat(32)}` as const;
const SENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

const hyperlane: LinkedTransfer = {
  method: 'hyperlane',
  originChainId: CHAINS.arb.chainId,
  destinationChainId: CHAINS.base.chainId,
  originTxHash: ORIGIN,
  destinationTxHash: DELIVERY,
  messageId: MESSAGE,
  sender: SENDER,
  recipient: RECIPIENT,
};

const urls = (network: NetworkConfig, transfer: LinkedTransfer) =>
  transferLinks(network, transfer).map((link) => [link.kind, link.url, link.explorer]);

describe('a transfer’s links', () => {
  it('for a Hyperlane transfer: origin and delivery on each chain’s explorer, the message, both addresses', () => {
    expect(urls(MAINNET, hyperlane)).toEqual([
      ['origin', `https://arbiscan.io/tx/${ORIGIN}`, 'Arbiscan'],
      ['destination', `https://basescan.org/tx/${DELIVERY}`, 'Basescan'],
      ['message', `https://explorer.hyperlane.xyz/message/${MESSAGE}`, undefined],
      ['sender', `https://arbiscan.io/address/${SENDER}`, 'Arbiscan'],
      ['recipient', `https://basescan.org/address/${RECIPIENT}`, 'Basescan'],
    ]);
  });

  it('leaves out what is not known yet', () => {
    const sent: LinkedTransfer = { ...hyperlane, destinationTxHash: undefined, messageId: undefined };
    expect(transferLinks(MAINNET, { ...sent, recipient: undefined, sender: undefined }).map((l) => l.kind)).toEqual([
      'origin',
    ]);
  });

  it('leaves out chains without an explorer and chains the network does not have', () => {
    const network: NetworkConfig = {
      ...MAINNET,
      chains: MAINNET.chains.map((c) => (c.chainId === CHAINS.base.chainId ? { ...c, blockExplorers: [] } : c)),
    };
    expect(transferLinks(network, hyperlane).map((l) => l.kind)).toEqual(['origin', 'message', 'sender']);
    expect(transferLinks(MAINNET, { ...hyperlane, originChainId: 999 }).map((l) => l.kind)).toEqual([
      'destination',
      'message',
      'recipient',
    ]);
  });

  it('for a zk deposit: the L1 transaction and the L2 one, its message id', () => {
    const deposit: LinkedTransfer = {
      method: 'zk',
      originChainId: CHAINS.eth.chainId,
      destinationChainId: CHAINS.abstract.chainId,
      originTxHash: ORIGIN,
      messageId: MESSAGE,
      destinationTxHash: MESSAGE,
    };
    expect(urls(MAINNET, deposit)).toEqual([
      ['origin', `https://etherscan.io/tx/${ORIGIN}`, 'Etherscan'],
      ['destination', `https://abscan.org/tx/${MESSAGE}`, 'Abscan'],
    ]);
    // The L2 transaction is the message id, whatever else a transfer saved by an earlier version holds.
    expect(urls(MAINNET, { ...deposit, destinationTxHash: DELIVERY })).toEqual([
      ['origin', `https://etherscan.io/tx/${ORIGIN}`, 'Etherscan'],
      ['destination', `https://abscan.org/tx/${MESSAGE}`, 'Abscan'],
    ]);
  });

  it('for a zk withdrawal: the L2 transaction and the claim on L1, no Hyperlane message', () => {
    const withdrawal: LinkedTransfer = {
      method: 'zk',
      originChainId: CHAINS.abstract.chainId,
      destinationChainId: CHAINS.eth.chainId,
      originTxHash: ORIGIN,
      messageId: ORIGIN,
      recipient: RECIPIENT,
    };
    expect(urls(MAINNET, withdrawal)).toEqual([
      ['origin', `https://abscan.org/tx/${ORIGIN}`, 'Abscan'],
      ['recipient', `https://etherscan.io/address/${RECIPIENT}`, 'Etherscan'],
    ]);
    expect(urls(MAINNET, { ...withdrawal, destinationTxHash: DELIVERY }).map(([kind, url]) => [kind, url])).toEqual([
      ['origin', `https://abscan.org/tx/${ORIGIN}`],
      ['claim', `https://etherscan.io/tx/${DELIVERY}`],
      ['recipient', `https://etherscan.io/address/${RECIPIENT}`],
    ]);
  });
});
