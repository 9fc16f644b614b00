import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useAppServices } from '../../api/services';
import { methodOf, type OpenRoute } from '../../bridge';
import { useSettledValue } from '../../components/useSettledValue';
import { useBalance } from '../../shared/balances/useBalance';
import { laterCostQuery, planQuery } from '../../shared/transfers/bridge-queries';
import { claimCostQuote } from '../../shared/transfers/claim-cost';
import { useBridgeFee } from '../../shared/transfers/useBridgeFee';

const AMOUNT_SETTLE_MS = 300;

/**
 * What sending `amount` over `route` costs, as the route's method quotes it: the bridge's fee, then, once
 * the amount stops changing and the recipient is settled, the plan: every wallet request the send will
 * make, priced in the origin chain's own gas. The origin chain is not asked at every keystroke. A transfer
 * that costs more after its send (a zk withdrawal's claim on L1) also has that cost, its total, and whether
 * the sender's balance on the claim's chain is below it (docs/transfers.md, "The claim's cost").
 */
export function useTokenQuote(input: {
  readonly route: OpenRoute | undefined;
  readonly sender: Address | undefined;
  readonly recipient: Address | undefined;
  readonly amount: bigint | undefined;
}) {
  const { network } = useAppServices();
  const { route, sender, recipient, amount } = input;
  const fee = useBridgeFee(route);
  const settledAmount = useSettledValue(amount, AMOUNT_SETTLE_MS);
  const transfer =
    route && sender && recipient && amount !== undefined && amount === settledAmount && fee.data !== undefined
      ? { route, sender, recipient, amount, fee: fee.data }
      : undefined;
  const plan = useQuery(planQuery(network, transfer));
  const later = useQuery(laterCostQuery(network, route));
  const claimBalance = useBalance(later.data?.chainId, undefined, sender);
  const sendFees = transfer && plan.data ? transfer.fee + (plan.data.cost ?? 0n) : undefined;
  return {
    method: route ? methodOf(route.method) : undefined,
    fee: fee.data,
    /** The fee query failed and has no earlier answer to show. */
    feeUnavailable: fee.isError && fee.data === undefined,
    /** The quoted transfer the plan is for: what Send sends. */
    transfer,
    plan: transfer ? plan.data : undefined,
    planError: transfer && plan.isError ? plan.error : undefined,
    /**
     * The plan read again now, for the review: the chain may have moved since the form read it (an approval
     * mined after a reload that refilled the form), and the review lists exactly what Confirm asks for.
     */
    refreshPlan: async () => (transfer ? (await plan.refetch()).data : undefined),
    claimCost: claimCostQuote(later.data, sendFees, claimBalance.data?.native),
  };
}
