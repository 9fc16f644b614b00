/**
 * What an origin transaction's receipt says of one dispatched message (docs/transfers.md, "Late transfers"):
 * the message, who sent it where and the gas paid for it; and the receipts read for it, once each.
 */
import {
  type Address,
  type Hex,
  isAddressEqual,
  keccak256,
  type Log,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem';
import { publicClient } from '../../api/chain-clients';
import type { NetworkChain } from '../../config';
import { dispatchEvent } from './abis';

/**
 * The two events of a dispatch this reads, as `@hyperlane-xyz/core` states them (`late.test.ts` checks
 * they are its ABI's): the Mailbox's `Dispatch`, whose message hashes to the message id, and the
 * InterchainGasPaymaster's `GasPayment` (hyperlane-monorepo, solidity/contracts/hooks/igp/
 * InterchainGasPaymaster.sol, `_payForGas`), emitted with the exact payment it took (an overpayment is
 * refunded) when the origin transaction's hook paid for the message's destination gas.
 */
export const dispatchEventsAbi = [
  dispatchEvent,
  {
    name: 'GasPayment',
    type: 'event',
    inputs: [
      { type: 'bytes32', name: 'messageId', indexed: true },
      { type: 'uint32', name: 'destinationDomain', indexed: true },
      { type: 'uint256', name: 'gasAmount', indexed: false },
      { type: 'uint256', name: 'payment', indexed: false },
    ],
  },
] as const;

/** What the origin transaction's logs say of one message: who sent it where, and the gas paid for it. */
export interface DispatchedMessage {
  /** The origin router (the message's sender). */
  readonly sender: Address;
  /** The destination router, as the message names it (bytes32). */
  readonly recipient: Hex;
  readonly destinationDomain: number;
  /** The interchain gas paid for this message to its destination in this transaction, summed. */
  readonly paid: bigint;
  /** The message itself, as the destination Mailbox processes it. */
  readonly message: Hex;
}

/**
 * The message `messageId` the origin Mailbox dispatched in these logs, or nothing: a `Dispatch` counts only
 * from the configured Mailbox and only when its message hashes to the id. Gas payments are the `GasPayment`
 * logs of this transaction for this id and destination; only contracts the transaction ran (the trusted
 * router, its Mailbox and hooks) can have written them.
 */
export function dispatchedMessage(
  logs: readonly Log[],
  mailbox: Address,
  messageId: Hex,
): DispatchedMessage | undefined {
  const events = parseEventLogs({ abi: dispatchEventsAbi, logs: [...logs] });
  const dispatch = events.find(
    (e) =>
      e.eventName === 'Dispatch' &&
      isAddressEqual(e.address, mailbox) &&
      keccak256(e.args.message).toLowerCase() === messageId.toLowerCase(),
  );
  if (dispatch?.eventName !== 'Dispatch') return undefined;
  const paid = events.reduce(
    (sum, e) =>
      e.eventName === 'GasPayment' &&
      e.args.messageId.toLowerCase() === messageId.toLowerCase() &&
      e.args.destinationDomain === dispatch.args.destination
        ? sum + e.args.payment
        : sum,
    0n,
  );
  return {
    sender: dispatch.args.sender,
    recipient: dispatch.args.recipient,
    destinationDomain: dispatch.args.destination,
    paid,
    message: dispatch.args.message,
  };
}

/**
 * The origin receipts the check has read: a mined receipt does not change, so each late transfer's is read
 * once, not every round (a failed read is forgotten and tried again; a reorganised block is the tracker's).
 */
const originReceipts = new Map<Hex, Promise<TransactionReceipt>>();

export function originReceipt(chain: NetworkChain, hash: Hex): Promise<TransactionReceipt> {
  let read = originReceipts.get(hash);
  if (!read) {
    read = publicClient(chain).getTransactionReceipt({ hash });
    originReceipts.set(hash, read);
    read.catch(() => originReceipts.delete(hash));
  }
  return read;
}
