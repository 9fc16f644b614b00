import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppError } from '../../lib/errors';
import { zk } from '.';
import { claimFee } from './claim-fee';
import { chain, resetChain } from './zk-nodes.fixture';
import { network, route } from './zk-transfers.fixture';

vi.mock('../../api/chain-clients', async () => (await import('./zk-nodes.fixture')).chainClients);
vi.mock('./client', async () => (await import('./zk-nodes.fixture')).zkClient);

beforeEach(resetChain);

describe("a zk withdrawal's claim cost, quoted before the withdrawal", () => {
  it("is the claim's gas at L1's gas price now, with the 10 % margin of a fee that may rise", async () => {
    chain.l1GasPrice = 20n * 10n ** 9n;
    const cost = await zk.laterCost?.(network(), route('ETH', 2741, 1));
    // 200,000 gas x 20 gwei = 0.004 ETH, and 10 % more: 0.0044 ETH, paid on Ethereum.
    expect(cost).toEqual({ chainId: 1, wei: 4_400_000_000_000_000n });
  });

  it('follows L1 gas: twice the gas price, twice the fee', () => {
    expect(claimFee(2n * 10n ** 9n)).toBe(2n * claimFee(10n ** 9n));
    // 200,000 gas x 1 gwei, and 10 % more: 0.00022 ETH.
    expect(claimFee(10n ** 9n)).toBe(220_000_000_000_000n);
  });

  it('is nothing for a deposit, which needs no claim', async () => {
    expect(await zk.laterCost?.(network(), route('ETH', 1, 2741))).toBeUndefined();
  });

  it('is refused for a route of a token, before L1 is asked', async () => {
    const eth = route('ETH', 2741, 1);
    const token = { ...eth, from: { chainId: 2741, address: `0x${'44'.repeat(20)}` as const }, to: { chainId: 1 } };
    const error = await zk.laterCost?.(network(), token).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('zk-token-unsupported');
  });
});
