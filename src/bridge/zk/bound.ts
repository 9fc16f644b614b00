/**
 * A zk deposit bound to its review (docs/transfers.md, "Bound to the review"): the wallet is
 * only ever asked for the reviewed transaction, byte for byte. Right before it is, the deposit is derived
 * again as viem would make it now, and these say whether the nodes still agree it is the right one; if not,
 * the user reviews the transfer again.
 */
import { type ContractFunctionArgs, isAddressEqual } from 'viem';
import type { zkBridgehubAbi } from './abis';
import type { VerifiedBridge } from './check';

/** `requestL2TransactionDirect`'s request: what the Bridgehub is asked to run on L2. */
export type DirectRequest = ContractFunctionArgs<typeof zkBridgehubAbi, 'payable', 'requestL2TransactionDirect'>[0];

/** How much the node's L2 gas limit may rise past the reviewed one, in %. */
const SEND_TIME_RISE_PERCENT = 10n;

/** Whether every bridge contract read again from L1 is the one the review was planned with. */
export function sameBridge(reviewed: VerifiedBridge, now: VerifiedBridge): boolean {
  return (Object.keys(reviewed) as (keyof VerifiedBridge)[]).every((key) => isAddressEqual(reviewed[key], now[key]));
}

const atMostRisen = (now: bigint, reviewed: bigint) => now * 100n <= reviewed * (100n + SEND_TIME_RISE_PERCENT);

/**
 * Whether the deposit derived now is the reviewed one but for its L2 gas limit and fee: the limit at most
 * `SEND_TIME_RISE_PERCENT` above the reviewed (the node's estimate carries a margin of its own, so the reviewed
 * limit still pays for the L2 call; a lower one only means the reviewed deposit is refunded more on L2). The
 * fee follows L1's gas price, which may rise 12.5 % a block: whether the reviewed mint still pays is the
 * Bridgehub's base cost's to say (`stillPaysL2`), not a bound on the fee.
 */
export function withinReview(reviewed: DirectRequest, now: DirectRequest): boolean {
  return (
    now.chainId === reviewed.chainId &&
    isAddressEqual(now.l2Contract, reviewed.l2Contract) &&
    now.l2Value === reviewed.l2Value &&
    now.l2Calldata === reviewed.l2Calldata &&
    now.l2GasPerPubdataByteLimit === reviewed.l2GasPerPubdataByteLimit &&
    now.factoryDeps.length === 0 &&
    reviewed.factoryDeps.length === 0 &&
    isAddressEqual(now.refundRecipient, reviewed.refundRecipient) &&
    atMostRisen(now.l2GasLimit, reviewed.l2GasLimit)
  );
}
