import { describe, expect, it } from 'vitest';
import { claimCostQuote } from './claim-cost';

const claim = { chainId: 1, wei: 3_300n };

describe("the claim's cost in a quote", () => {
  it('totals the send’s own fees and the claim fee once the send is priced', () => {
    expect(claimCostQuote(claim, 700n, 10_000n)).toEqual({ chainId: 1, fee: 3_300n, total: 4_000n, short: false });
    expect(claimCostQuote(claim, undefined, 10_000n)?.total).toBeUndefined();
  });

  it('warns when the balance on the claim’s chain is below the claim fee, not when it covers it exactly', () => {
    expect(claimCostQuote(claim, 700n, 3_299n)?.short).toBe(true);
    expect(claimCostQuote(claim, 700n, 3_300n)?.short).toBe(false);
  });

  it('does not warn while the balance is unknown (no account, or not read yet)', () => {
    expect(claimCostQuote(claim, 700n, undefined)?.short).toBe(false);
  });

  it('is nothing for a transfer with no later cost, or before its method said', () => {
    expect(claimCostQuote(null, 700n, 0n)).toBeUndefined();
    expect(claimCostQuote(undefined, 700n, 0n)).toBeUndefined();
  });
});
