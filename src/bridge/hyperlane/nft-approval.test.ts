import { describe, expect, it } from 'vitest';
import { approvalCount, approvalPlan } from './nft-approval';

const base = { collateral: true, approvedForAll: false, approvedIds: [] as bigint[], preferApproveAll: false };

describe('approvalPlan', () => {
  it('approves each token on its own by default, the narrowest right', () => {
    const plan = approvalPlan({ ...base, tokenIds: [1n, 2n, 3n] });
    expect(plan).toEqual({ kind: 'tokens', tokenIds: [1n, 2n, 3n] });
    expect(approvalCount(plan)).toBe(3);
  });

  it('asks for one approval of the collection only when the user chose fewer signatures', () => {
    const plan = approvalPlan({ ...base, preferApproveAll: true, tokenIds: [1n, 2n, 3n] });
    expect(plan).toEqual({ kind: 'all' });
    expect(approvalCount(plan)).toBe(1);
  });

  it('approves only the tokens still missing, and one alone even when the user chose the collection', () => {
    expect(approvalPlan({ ...base, approvedIds: [1n, 3n], tokenIds: [1n, 2n, 3n] })).toEqual({
      kind: 'tokens',
      tokenIds: [2n],
    });
    expect(approvalPlan({ ...base, preferApproveAll: true, approvedIds: [1n], tokenIds: [1n, 2n] })).toEqual({
      kind: 'tokens',
      tokenIds: [2n],
    });
  });

  it('asks nothing when the router may already move them', () => {
    expect(approvalPlan({ ...base, approvedForAll: true, tokenIds: [1n, 2n] })).toEqual({ kind: 'none' });
    expect(approvalPlan({ ...base, approvedIds: [1n, 2n], tokenIds: [1n, 2n] })).toEqual({ kind: 'none' });
    expect(approvalCount({ kind: 'none' })).toBe(0);
  });

  it('asks nothing of a synthetic router, which burns what it is sent', () => {
    expect(approvalPlan({ ...base, collateral: false, tokenIds: [1n, 2n] })).toEqual({ kind: 'none' });
  });
});
