/**
 * What an origin transaction dispatched through the Hyperlane Mailbox (docs/transfers.md, "One signature"):
 * the message id of a send among the transaction's dispatches, and a message's place among them.
 */
import { type Address, type Hex, isAddressEqual, keccak256, type Log, pad, parseEventLogs } from 'viem';
import { mailboxAbi } from './abis';

/** Bytes before a Hyperlane message's body: version, nonce, origin, sender, destination, recipient. */
const MESSAGE_HEADER_BYTES = 77;

/** The recipient a warp route's token message names (its body's first word), lower case. */
function tokenMessageRecipient(message: Hex): string | undefined {
  const word = message.slice(2 + MESSAGE_HEADER_BYTES * 2, 2 + (MESSAGE_HEADER_BYTES + 32) * 2);
  return word.length === 64 ? `0x${word.toLowerCase()}` : undefined;
}

/** What a sent transfer is known by in its origin transaction's dispatches. */
export interface DispatchedTransfer {
  /** The destination's Hyperlane domain. */
  readonly destinationDomain: number | undefined;
  readonly recipient: Address;
  /** Its place among the transaction's dispatches of this kind (`SavedTransfer.dispatchIndex`); 0 by default. */
  readonly dispatchIndex?: number | undefined;
}

/**
 * The id of the message a transaction dispatched for `sent` (the Mailbox's id, the hash of the message),
 * from the origin Mailbox's `Dispatch` events: of those to its destination whose token message names its
 * recipient, the one in its place (a transaction may carry several sends, and a bundler's transaction other
 * people's dispatches too); when none names it (a message of another shape, a batch route's), by place among
 * all of them. Only the network's own Mailbox counts: any contract can emit an event of that shape.
 */
export function transferMessageId(logs: readonly Log[], mailbox: Address, sent: DispatchedTransfer): Hex | undefined {
  const fromMailbox = logs.filter((log) => isAddressEqual(log.address, mailbox));
  const dispatches = parseEventLogs({ abi: mailboxAbi, eventName: 'Dispatch', logs: fromMailbox });
  const recipient = pad(sent.recipient).toLowerCase();
  const named = dispatches.filter(
    (d) => d.args.destination === sent.destinationDomain && tokenMessageRecipient(d.args.message) === recipient,
  );
  const message = (named.length > 0 ? named : dispatches)[sent.dispatchIndex ?? 0]?.args.message;
  return message ? keccak256(message) : undefined;
}

/** Which of the origin Mailbox's dispatches in these logs sent `messageId`, from 0; undefined when none did. */
export function dispatchIndexOf(logs: readonly Log[], mailbox: Address, messageId: Hex): number | undefined {
  const fromMailbox = logs.filter((log) => isAddressEqual(log.address, mailbox));
  const dispatches = parseEventLogs({ abi: mailboxAbi, eventName: 'DispatchId', logs: fromMailbox });
  const index = dispatches.findIndex((d) => d.args.messageId.toLowerCase() === messageId.toLowerCase());
  return index === -1 ? undefined : index;
}
