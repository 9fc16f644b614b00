/**
 * What a zk deposit pays on L1 for its L2 transaction, and where what it does not use goes (docs/transfers.md,
 * "A deposit's L2 fee"). The Mailbox prices the L2 transaction at the deposit's own L1 gas price
 * (era-contracts `Mailbox.sol` `_requestL2Transaction`: `_deriveL2GasPrice(tx.gasprice, …)`) and reverts
 * `MsgValueTooLow` when the mint does not cover it; the wallet, not the app, picks that gas price. So the mint
 * covers the base cost at a multiple of L1's gas price, and the L2 refunds what the transaction does not use.
 */
import { type Address, getAddress, isAddressEqual } from 'viem';

/** At review, the mint pays the L2 transaction at this multiple of L1's gas price (`eth_gasPrice`) then. */
export const REVIEW_GAS_PRICE_MULTIPLE = 3n;

/**
 * Right before the wallet is asked, the reviewed mint must still pay at this multiple of L1's gas price now:
 * a wallet may still pay twice what it would (a "fast" preset, an edited fee) and the deposit goes through.
 */
const SEND_GAS_PRICE_MULTIPLE = 2n;

/** The gas price a deposit's mint is derived at, for L1's gas price `gasPrice` at review. */
export const mintGasPrice = (gasPrice: bigint): bigint => gasPrice * REVIEW_GAS_PRICE_MULTIPLE;

/** The gas price the reviewed mint must still pay at right before sending, for L1's gas price now. */
export const sendGasPrice = (gasPrice: bigint): bigint => gasPrice * SEND_GAS_PRICE_MULTIPLE;

/** era-contracts `vendor/AddressAliasHelper.sol`: what an L1 contract's address is on L2. */
const ALIAS_OFFSET = 0x1111000000000000000000000000000000001111n;

export function applyL1ToL2Alias(address: Address): Address {
  const aliased = (BigInt(address) + ALIAS_OFFSET) % 2n ** 160n;
  return getAddress(`0x${aliased.toString(16).padStart(40, '0')}`);
}

/** Where a deposit's unused L2 fee is refunded: the address asked for, and where the Mailbox sends it. */
export interface RefundRecipient {
  /** The request's `refundRecipient`, as signed. */
  readonly requested: Address;
  /** Where the L2 refunds it: the requested address, or its L2 alias when it is a contract on L1. */
  readonly refundedTo: Address;
  /** Whether `refundedTo` is an L1 contract's alias, which no key controls on L2. */
  readonly aliased: boolean;
}

/**
 * The refund recipient a deposit asks for, never left to the Mailbox's default (the sender, aliased when it
 * is a contract: a Safe's alias on L2, which its owners cannot use). An account sender gets its own refund. A
 * contract sender's refund goes to the deposit's recipient, whom the user named for L2 (a contract sender must
 * confirm or type it, docs/routes.md): naming the sender itself would not help, as the Mailbox aliases every
 * refund recipient that has code on L1 (`AddressAliasHelper.actualRefundRecipient`, era-contracts release-v26).
 * When the recipient is an L1 contract too, its alias is where the refund goes, and the review says so.
 */
export function refundRecipientOf(deposit: {
  readonly sender: Address;
  readonly senderIsContract: boolean;
  readonly recipient: Address;
  readonly recipientIsContract: boolean;
}): RefundRecipient {
  if (!deposit.senderIsContract) {
    return { requested: deposit.sender, refundedTo: deposit.sender, aliased: false };
  }
  const requested = deposit.recipient;
  const sameContract = isAddressEqual(requested, deposit.sender);
  const aliased = deposit.recipientIsContract || sameContract;
  return { requested, refundedTo: aliased ? applyL1ToL2Alias(requested) : requested, aliased };
}
