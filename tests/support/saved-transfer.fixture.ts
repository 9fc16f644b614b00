import { type SavedTransfer, transferOrigin } from '../../src/bridge/saved-transfers';

/**
 * A saved MAGIC transfer Arbitrum -> Abstract for tests, with `overrides` on top; its id is where it left from
 * (`transferOrigin`, as a new transfer's is) unless `overrides` gives one.
 */
export function savedTransfer(overrides: Partial<SavedTransfer> = {}): SavedTransfer {
  const transfer: Omit<SavedTransfer, 'id'> = {
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
  return { id: transferOrigin(transfer), ...transfer, ...(overrides.id ? { id: overrides.id } : {}) };
}
