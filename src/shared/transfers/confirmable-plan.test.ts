import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../bridge';
import { confirmablePlan } from './confirmable-plan';

const CLAIMER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const plan: Plan = { sender: CLAIMER, chainId: 1, requests: [], cost: 21_000n };

describe('a claim’s Confirm', () => {
  it('is offered once its fee is known, for the account that claims', () => {
    expect(confirmablePlan(plan, CLAIMER.toLowerCase() as Address)).toBe(plan);
  });

  it('waits while the plan or its fee is not known', () => {
    expect(confirmablePlan(undefined, CLAIMER)).toBeUndefined();
    const { cost: _, ...unpriced } = plan;
    expect(confirmablePlan(unpriced, CLAIMER)).toBeUndefined();
  });

  it('is not offered with a fee estimated for another account than the one connected now', () => {
    expect(confirmablePlan(plan, OTHER)).toBeUndefined();
    expect(confirmablePlan(plan, undefined)).toBeUndefined();
  });
});
