/**
 * What a zk withdrawal's claim will cost on L1, said before the withdrawal is sent (docs/transfers.md, "The
 * claim's cost"): the claim's gas, a fixed figure, at L1's gas price now with a 10 % margin for a price
 * that rises before the claim is sent, hours later. The claim cannot be estimated with
 * `eth_estimateGas` before the withdrawal exists: there is no L2 message, batch or proof yet, and the
 * nullifier refuses any other. The claim's own confirmation estimates the real one (`planZkClaim`).
 */
import { publicClient } from '../../api/chain-clients';
import type { NetworkConfig } from '../../config';
import type { LaterCost, OpenRoute } from '../method';
import { ethPairOf } from './pairs';

/**
 * The gas of an ETH withdrawal's claim, `finalizeDeposit` on the L1 nullifier. Measured on the devnet, whose
 * asset router, nullifier and vault sit behind transparent proxies as mainnet's do: 123,229 gas to a receiver
 * that holds ETH, 148,229 to one new to L1 (25,000 more, EIP-150's `G_newaccount`), rounded up with
 * `CLAIM_GAS_MARGIN_PERCENT` for what mainnet's claim does beyond the devnet's: its chain contract is a diamond
 * proxy, the proof goes through the Bridgehub, and the nullifier pays through the asset router and the vault
 * (docs/transfers.md, "The claim's cost"; tests/integration/zk-bridge.test.ts prints the measure and holds
 * this bound to it).
 */
export const CLAIM_GAS = 200_000n;

/** How far `CLAIM_GAS` stays above the devnet's measured claim to a new receiver, at least, in %. */
export const CLAIM_GAS_MARGIN_PERCENT = 30n;

/** How far above today's L1 gas price the claim is priced, in %. */
const CLAIM_GAS_PRICE_MARGIN_PERCENT = 10n;

/** The claim's fee at L1's gas price `gasPrice`, with the margin of a fee that may rise before it is paid. */
export function claimFee(gasPrice: bigint): bigint {
  return (CLAIM_GAS * gasPrice * (100n + CLAIM_GAS_PRICE_MARGIN_PERCENT)) / 100n;
}

/** A withdrawal's claim on L1, priced now; a deposit has nothing to pay later. */
export async function zkClaimCost(network: NetworkConfig, route: OpenRoute): Promise<LaterCost | undefined> {
  const pair = ethPairOf(network, route);
  if (pair.direction !== 'withdraw') return undefined;
  const gasPrice = await publicClient(pair.l1).getGasPrice();
  return { chainId: pair.l1.chainId, wei: claimFee(gasPrice) };
}
