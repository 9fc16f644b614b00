import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useAppServices } from '../../api/services';
import { useSettledValue } from '../../components/useSettledValue';
import { idleQuery, methodModule, type OpenRoute, type SourceGas } from '../transfers/methods';
import { useBridgeFee } from '../transfers/useBridgeFee';

const AMOUNT_SETTLE_MS = 300;

/**
 * What sending `amount` over `route` costs, as the route's method quotes it: the bridge's fee, then, once
 * the amount stops changing and the recipient is settled, the origin chain's own gas and the approvals
 * the send will ask for. The origin chain is not asked at every keystroke.
 */
export function useTokenQuote(input: {
  readonly route: OpenRoute | undefined;
  readonly sender: Address | undefined;
  readonly recipient: Address | undefined;
  readonly amount: bigint | undefined;
}) {
  const { network } = useAppServices();
  const { route, sender, recipient, amount } = input;
  const module = route ? methodModule(route.method) : undefined;
  const fee = useBridgeFee(route);
  const settledAmount = useSettledValue(amount, AMOUNT_SETTLE_MS);
  const transfer =
    route && sender && recipient && amount !== undefined && amount === settledAmount && fee.data !== undefined
      ? { route, sender, recipient, amount, fee: fee.data }
      : undefined;
  const sourceGas = useQuery(
    module && transfer ? module.sourceGasQuery(network, transfer) : idleQuery<SourceGas>('source-gas'),
  );
  return {
    module,
    fee: fee.data,
    /** The fee query failed and has no earlier answer to show. */
    feeUnavailable: fee.isError && fee.data === undefined,
    /** The quoted transfer the source gas is for: what Send sends. */
    transfer,
    sourceGas: transfer ? sourceGas.data : undefined,
    sourceGasError: transfer && sourceGas.isError ? sourceGas.error : undefined,
  };
}
