/**
 * For unit tests: a Mailbox `Dispatch` log as the Mailbox emits it for a warp route's transfer (Hyperlane's
 * message header, then the token message: recipient and amount or token id), with the message's id.
 */
import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  encodePacked,
  type Hex,
  keccak256,
  type Log,
  pad,
} from 'viem';
import { mailboxAbi } from './abis';

const ROUTER: Address = '0x6666666666666666666666666666666666666666';

export function dispatchLog(
  mailbox: Address,
  sent: {
    readonly destination: number;
    readonly recipient: Address;
    readonly amountOrId: bigint;
    readonly nonce?: number;
  },
): { readonly log: Log; readonly id: Hex } {
  const body = encodePacked(['bytes32', 'uint256'], [pad(sent.recipient), sent.amountOrId]);
  const message = encodePacked(
    ['uint8', 'uint32', 'uint32', 'bytes32', 'uint32', 'bytes32', 'bytes'],
    [3, sent.nonce ?? 0, 42161, pad(ROUTER), sent.destination, pad(ROUTER), body],
  );
  const log = {
    address: mailbox,
    topics: encodeEventTopics({
      abi: mailboxAbi,
      eventName: 'Dispatch',
      args: { sender: ROUTER, destination: sent.destination, recipient: pad(ROUTER) },
    }),
    data: encodeAbiParameters([{ type: 'bytes' }], [message]),
    blockNumber: 1n,
    blockHash: pad('0x01'),
    transactionHash: pad('0x02'),
    transactionIndex: 0,
    logIndex: 0,
    removed: false,
  } as unknown as Log;
  return { log, id: keccak256(message) };
}

/** The account the dispatch tests send to, and the destination they send to (Abstract). */
export const DISPATCH_USER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ABSTRACT = 2741;

/** A `mailbox` Dispatch of `amountOrId` to `recipient` (the user by default) on `destination` (Abstract). */
export const dispatchTo = (
  mailbox: Address,
  amountOrId: bigint,
  recipient: Address = DISPATCH_USER,
  destination = ABSTRACT,
) => dispatchLog(mailbox, { destination, recipient, amountOrId, nonce: Number(amountOrId) });

/** What a transfer to the user on Abstract is known by in its transaction's dispatches, in its place. */
export const sentToUser = (dispatchIndex?: number) => ({
  destinationDomain: ABSTRACT,
  recipient: DISPATCH_USER,
  dispatchIndex,
});
