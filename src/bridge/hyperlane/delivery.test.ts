/**
 * Delivery of a Hyperlane transfer, read as the tracker reads it (docs/transfers.md, "Tracking"): only the
 * destination Mailbox of the config says a message was delivered, and a read that fails says nothing.
 */
import { padHex } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { MAINNET } from '../../config/mainnet';
import type { SavedTransfer } from '../saved-transfers';
import { hyperlane } from '.';

const chain = vi.hoisted(() => ({
  readContract: (() => Promise.resolve(false)) as (args: unknown) => Promise<unknown>,
}));
vi.mock('../../api/chain-clients', () => ({ freshClient: () => ({ readContract: chain.readContract }) }));

const BASE_MAILBOX = '0xeA87ae93Fa0019a82A727bfd3eBd1cFCa8f64f1D';
const MESSAGE = padHex('0x1234', { size: 32 });
const sent = {
  method: 'hyperlane',
  status: 'pending',
  originChainId: 42161,
  destinationChainId: 8453,
  messageId: MESSAGE,
} as unknown as SavedTransfer;

describe('hyperlane.track', () => {
  it("is delivered when the destination chain's configured Mailbox says `delivered(messageId)`", async () => {
    const asked: unknown[] = [];
    chain.readContract = async (args) => {
      asked.push(args);
      return true;
    };
    expect(await hyperlane.track(MAINNET, sent)).toMatchObject({ status: 'delivered' });
    expect(asked).toEqual([
      expect.objectContaining({ address: BASE_MAILBOX, functionName: 'delivered', args: [MESSAGE] }),
    ]);
  });

  it('is not delivered when the read fails: an RPC down, timing out or answering garbage', async () => {
    for (const failure of [new Error('fetch failed'), new Error('timeout'), new SyntaxError('Unexpected token')]) {
      chain.readContract = () => Promise.reject(failure);
      expect(await hyperlane.track(MAINNET, sent), failure.message).toBeUndefined();
    }
  });

  it('is not delivered while the Mailbox says not yet', async () => {
    chain.readContract = async () => false;
    expect(await hyperlane.track(MAINNET, sent)).toBeUndefined();
  });
});
