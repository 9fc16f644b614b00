import { describe, expect, it } from 'vitest';
import { approvalPlan } from './approval';

const base = { collateral: true, approvedForAll: false, approvedIds: [] as bigint[] };

describe('approvalPlan', () => {
  it('approves one token alone when only one is sent', () => {
    expect(approvalPlan({ ...base, tokenIds: [7n] })).toEqual({ kind: 'token', tokenId: 7n });
  });

  it('asks for one approval of every token when several are sent', () => {
    expect(approvalPlan({ ...base, tokenIds: [1n, 2n, 3n] })).toEqual({ kind: 'all' });
  });

  it('approves the one token still missing when the others are approved already', () => {
    expect(approvalPlan({ ...base, approvedIds: [1n, 3n], tokenIds: [1n, 2n, 3n] })).toEqual({
      kind: 'token',
      tokenId: 2n,
    });
  });

  it('asks nothing when the router may already move them', () => {
    expect(approvalPlan({ ...base, approvedForAll: true, tokenIds: [1n, 2n] })).toEqual({ kind: 'none' });
    expect(approvalPlan({ ...base, approvedIds: [1n, 2n], tokenIds: [1n, 2n] })).toEqual({ kind: 'none' });
    expect(approvalPlan({ ...base, approvedIds: [7n], tokenIds: [7n] })).toEqual({ kind: 'none' });
  });

  it('asks nothing of a synthetic router, which burns what it is sent', () => {
    expect(approvalPlan({ ...base, collateral: false, tokenIds: [1n, 2n] })).toEqual({ kind: 'none' });
  });
});
