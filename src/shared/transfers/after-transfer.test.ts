import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys';
import { invalidateAfterDelivery, invalidateAfterSend } from './after-transfer';

const owner = '0x00000000000000000000000000000000000000aa';
const ARBITRUM = 42161;
const ABSTRACT = 2741;
const BASE = 8453;

function seeded() {
  const queryClient = new QueryClient();
  const keys = {
    arbitrum: [queryKeys.balances.chain(ARBITRUM, owner), queryKeys.sourceBalance.of(ARBITRUM, undefined, owner)],
    abstract: [queryKeys.balances.chain(ABSTRACT, owner), queryKeys.sourceBalance.of(ABSTRACT, undefined, owner)],
    base: [queryKeys.balances.chain(BASE, owner)],
    inventory: queryKeys.nftInventory.of('devnet', owner, ['1:0xabc']),
    approvals: queryKeys.nftApprovals.of('devnet', owner, ['1:0xdef']),
    price: ['price', 'ETH', 'USD'],
  };
  for (const key of [...keys.arbitrum, ...keys.abstract, ...keys.base, keys.inventory, keys.approvals, keys.price])
    queryClient.setQueryData(key, 1);
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, keys, stale };
}

describe('what a transfer reads again', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("after a send: the sent-from chain's balances and the NFTs' gallery and approvals, nothing else", async () => {
    const { queryClient, keys, stale } = seeded();
    await invalidateAfterSend(queryClient, ARBITRUM);
    for (const key of [...keys.arbitrum, keys.inventory, keys.approvals]) expect(stale(key)).toBe(true);
    for (const key of [...keys.abstract, ...keys.base, keys.price]) expect(stale(key)).toBe(false);
  });

  it("after a delivery: the arrival chain's balances and the gallery, not the approvals", async () => {
    const { queryClient, keys, stale } = seeded();
    await invalidateAfterDelivery(queryClient, [ABSTRACT]);
    for (const key of [...keys.abstract, keys.inventory]) expect(stale(key)).toBe(true);
    for (const key of [...keys.arbitrum, ...keys.base, keys.approvals]) expect(stale(key)).toBe(false);
  });

  it("reads a chain's balances again once a second at most: a claim's send and delivery are one moment", async () => {
    const { queryClient, keys, stale } = seeded();
    const [balances] = keys.abstract;
    if (!balances) throw new Error('no key');
    await invalidateAfterSend(queryClient, ABSTRACT);
    queryClient.setQueryData(balances, 2);
    await invalidateAfterDelivery(queryClient, [ABSTRACT]);
    expect(stale(balances)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(stale(balances)).toBe(true);
  });
});
