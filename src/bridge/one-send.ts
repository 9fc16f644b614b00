/**
 * A plan of one send (a zk transfer or claim, a Hyperlane delivery yourself): the call on one chain, priced
 * there for its sender, simulated right before the wallet is asked (`Plan.simulate`).
 */
import type { Address, Hex } from 'viem';
import type { Plan, SendRecord, Trust } from './plan';

/** What prices the call: the chain's gas estimate for it and its gas price now. */
interface Pricing {
  estimateGas(args: { account: Address; to: Address; data: Hex; value: bigint }): Promise<bigint>;
  getGasPrice(): Promise<bigint>;
}

/** `call` on `chainId` to the contract of `role`, trusted as `trust` says, sent by `sender`, saved as `record`. */
export async function oneSendPlan(
  pricing: Pricing,
  chainId: number,
  sender: Address,
  call: { readonly to: Address; readonly data: Hex; readonly value: bigint },
  contract: { readonly role: string; readonly trust: Trust },
  record: SendRecord,
): Promise<Plan> {
  const [gas, gasPrice] = await Promise.all([pricing.estimateGas({ account: sender, ...call }), pricing.getGasPrice()]);
  return {
    sender,
    chainId,
    cost: gas * gasPrice,
    simulate: true,
    requests: [
      {
        kind: 'send',
        chainId,
        contract: { address: call.to, chainId, ...contract },
        value: call.value,
        call: { chainId, ...call },
        record,
      },
    ],
  };
}
