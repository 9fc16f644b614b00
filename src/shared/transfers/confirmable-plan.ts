import { type Address, isAddressEqual } from 'viem';
import type { Plan } from '../../bridge';

/**
 * The plan a transfer's inline confirmation may send, a claim (docs/transfers.md, "Claims") or a delivery
 * yourself (docs/self-delivery.md): one priced (its fee known, to show before Confirm) and planned for `sender`,
 * the account connected now, so that the fee shown is the one it pays. Nothing while it is read, or when it
 * was planned for another account.
 */
export function confirmablePlan(plan: Plan | undefined, sender: Address | undefined): Plan | undefined {
  if (!plan || plan.cost === undefined || !sender || !isAddressEqual(plan.sender, sender)) return undefined;
  return plan;
}
