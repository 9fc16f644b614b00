import { type Address, isAddressEqual } from 'viem';
import type { Plan } from '../../bridge';

/**
 * The claim plan the confirmation may send (docs/transfers.md, "Claims"): one priced (its fee known, to show
 * before Confirm) and planned for `claimer`, the account connected now, so that the fee shown is the one its
 * claim pays. Nothing while it is read, or when it was planned for another account.
 */
export function confirmableClaim(plan: Plan | undefined, claimer: Address | undefined): Plan | undefined {
  if (!plan || plan.cost === undefined || !claimer || !isAddressEqual(plan.sender, claimer)) return undefined;
  return plan;
}
