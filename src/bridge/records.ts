import type { TransferIntent } from './method';
import type { SendRecord } from './plan';

/** A token transfer's record, saved at its send's hash (docs/transfers.md, "A hash is a transfer"). */
export function tokenTransferRecord(intent: TransferIntent): SendRecord {
  const { route, sender, recipient, amount } = intent;
  return {
    kind: 'transfer',
    transfer: {
      originChainId: route.from.chainId,
      destinationChainId: route.to.chainId,
      sender,
      recipient,
      symbol: route.route.token.symbol,
      decimals: route.route.token.decimals,
      amount: amount.toString(),
      method: route.method,
    },
  };
}
