/**
 * What the quote and the review say of a transfer's later cost (docs/transfers.md, "The claim's cost"): a zk
 * withdrawal's claim on L1, the total with the withdrawal's own fees, and whether the connected account's
 * balance on that chain is below the claim's fee. Pure: the form works it out, the quote and review show it.
 */
import type { LaterCost } from '../../bridge';

export interface ClaimCostQuote {
  /** The chain the claim is sent on, and paid in its native currency. */
  readonly chainId: number;
  /** The claim's fee: its gas at that chain's gas price now, with a margin. */
  readonly fee: bigint;
  /** The withdrawal's fees on its origin plus the claim's fee; unknown until the send is priced. */
  readonly total: bigint | undefined;
  /**
   * The account's balance there is known and below the claim's fee: said before the send, not a blocker
   * (the account may be funded before the withdrawal is ready to claim).
   */
  readonly short: boolean;
}

/**
 * The claim's cost of a quoted transfer: nothing while its method has not said it (or says there is none).
 * `sendFees` is what the send pays on its origin (the bridge's fee and its gas), `balance` the connected
 * account's native balance on the claim's chain, each undefined while unknown.
 */
export function claimCostQuote(
  later: LaterCost | null | undefined,
  sendFees: bigint | undefined,
  balance: bigint | undefined,
): ClaimCostQuote | undefined {
  if (!later) return undefined;
  return {
    chainId: later.chainId,
    fee: later.wei,
    total: sendFees === undefined ? undefined : sendFees + later.wei,
    short: balance !== undefined && balance < later.wei,
  };
}
