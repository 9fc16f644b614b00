/**
 * What a zk ETH withdrawal's L2->L1 message says (docs/transfers.md, "zk transfers"): read when a withdrawal
 * is found on chain or pasted by its hash, in the zk method's on-demand part.
 */
import { type Address, bytesToBigInt, bytesToHex, getAddress, type Hex, hexToBytes, toFunctionSelector } from 'viem';

/** What an ETH withdrawal's L2->L1 message moves: to whom on L1, and how much. */
export interface WithdrawalMessage {
  readonly receiver: Address;
  readonly amount: bigint;
}

/** ETH's withdrawal message (the base token's): `finalizeEthWithdrawal` selector, receiver, amount, packed. */
const ETH_WITHDRAWAL_SELECTOR = toFunctionSelector('finalizeEthWithdrawal(uint256,uint256,uint16,bytes,bytes32[])');
/** What an ETH withdrawal's message says; nothing for any other message. */
export function parseWithdrawalMessage(message: Hex): WithdrawalMessage | undefined {
  const bytes = hexToBytes(message);
  const selector = bytesToHex(bytes.slice(0, 4));
  if (selector === ETH_WITHDRAWAL_SELECTOR && bytes.length === 4 + 20 + 32) {
    return { receiver: getAddress(bytesToHex(bytes.slice(4, 24))), amount: bytesToBigInt(bytes.slice(24, 56)) };
  }
  return undefined;
}
