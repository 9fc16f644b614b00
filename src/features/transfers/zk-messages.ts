/**
 * What a zk withdrawal's L2->L1 message says (docs/transfers.md, "zk transfers"): read when a withdrawal is
 * found on chain or pasted by its hash, in the zk method's on-demand part.
 */
import {
  type Address,
  bytesToBigInt,
  bytesToHex,
  decodeAbiParameters,
  getAddress,
  type Hex,
  hexToBytes,
  toFunctionSelector,
} from 'viem';

/** What a withdrawal's L2->L1 message moves: to whom on L1, how much, and which L1 token (none: ETH). */
export interface WithdrawalMessage {
  readonly receiver: Address;
  readonly amount: bigint;
  readonly l1Token?: Address;
}

/** ETH's withdrawal message (the base token's): `finalizeEthWithdrawal` selector, receiver, amount, packed. */
const ETH_WITHDRAWAL_SELECTOR = toFunctionSelector('finalizeEthWithdrawal(uint256,uint256,uint16,bytes,bytes32[])');
/**
 * A token's (the L2 asset router's): `finalizeDeposit` selector, origin chain id, asset id, then the native
 * token vault's transfer data, `abi.encode(sender, receiver, l1Token, amount, metadata)`.
 */
const ASSET_WITHDRAWAL_SELECTOR = toFunctionSelector('finalizeDeposit(uint256,bytes32,bytes)');

/** What a withdrawal's message says, for the two kinds the bridge sends; nothing for any other message. */
export function parseWithdrawalMessage(message: Hex): WithdrawalMessage | undefined {
  const bytes = hexToBytes(message);
  const selector = bytesToHex(bytes.slice(0, 4));
  if (selector === ETH_WITHDRAWAL_SELECTOR && bytes.length === 4 + 20 + 32) {
    return { receiver: getAddress(bytesToHex(bytes.slice(4, 24))), amount: bytesToBigInt(bytes.slice(24, 56)) };
  }
  if (selector === ASSET_WITHDRAWAL_SELECTOR && bytes.length > 4 + 64) {
    try {
      const [, receiver, l1Token, amount] = decodeAbiParameters(
        [{ type: 'address' }, { type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'bytes' }],
        bytesToHex(bytes.slice(4 + 64)),
      );
      return { receiver, amount, l1Token };
    } catch {
      return undefined;
    }
  }
  return undefined;
}
