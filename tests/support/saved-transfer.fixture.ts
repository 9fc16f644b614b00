import type { SavedTransfer } from '../../src/bridge/saved-transfers';

/** A saved MAGIC transfer Arbitrum -> Abstract for tests, with `overrides` on top. */
export function savedTransfer(overrides: Partial<SavedTransfer> = {}): SavedTransfer {
  return {
    originTxHash: '0xaaa',
    originChainId: 42161,
    destinationChainId: 2741,
    sender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    symbol: 'MAGIC',
    decimals: 18,
    amount: '12500000000000000000',
    method: 'hyperlane',
    status: 'sent',
    sentAt: 0,
    ...overrides,
  };
}
