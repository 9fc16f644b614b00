/**
 * Why a Hyperlane transfer past its estimated time is not delivered (docs/transfers.md, "Late transfers"),
 * as far as the chains tell: the origin transaction dispatched the message, the interchain gas it paid covers
 * the fee quoted today, the destination Mailbox has (not) delivered it, and the destination router still
 * accepts messages from the origin router. Every read that fails makes its check `unknown`, never a guess:
 * only the destination Mailbox's `delivered(id)` returning true says "delivered". Loaded on demand, with the
 * first late transfer.
 */
import {
  type Address,
  getAddress,
  type Hex,
  isAddressEqual,
  keccak256,
  type Log,
  pad,
  parseEventLogs,
  slice,
  type TransactionReceipt,
} from 'viem';
import { publicClient } from '../../api/chain-clients';
import { chainOf, type NetworkChain, type NetworkConfig } from '../../config';
import type { LateCheck } from '../method';
import type { SavedTransfer } from '../saved-transfers';
import { dispatchEvent, tokenRouterAbi, warpRouterAbi } from './abis';
import { LATE_CHECKS, type LateCheckKey } from './late-checks';
import { mailboxDelivered } from './mailbox';

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
  };
}

type Read<T> = PromiseSettledResult<T>;

const yesNo = (read: Read<boolean>): LateCheck['finding'] =>
  read.status === 'fulfilled' ? (read.value ? 'yes' : 'no') : 'unknown';

/** The four checks, in the order a user reads them, from what was read; pure. */
function lateChecks(reads: {
  readonly receipt: Read<TransactionReceipt>;
  readonly message: DispatchedMessage | undefined;
  readonly delivered: Read<boolean>;
  readonly quote: Read<bigint> | undefined;
  readonly enrolled: Read<boolean> | undefined;
}): LateCheck[] {
  const { receipt, message, quote, enrolled } = reads;
  const dispatched = receipt.status === 'rejected' ? 'unknown' : message ? 'yes' : 'no';
  const gas =
    !message || !quote || quote.status === 'rejected' ? 'unknown' : message.paid >= quote.value ? 'yes' : 'no';
  const findings: Record<LateCheckKey, LateCheck['finding']> = {
    dispatched,
    gas,
    delivered: yesNo(reads.delivered),
    router: enrolled ? yesNo(enrolled) : 'unknown',
  };
  return LATE_CHECKS.map((key) => ({ key, finding: findings[key] }));
}

const unreadable = <T>(): Promise<T> => Promise.reject(new Error('Not configured'));

/**
 * The origin receipts the check has read: a mined receipt does not change, so each late transfer's is read
 * once, not every round (a failed read is forgotten and tried again; a reorganised block is the tracker's).
 */
const originReceipts = new Map<Hex, Promise<TransactionReceipt>>();

function originReceipt(chain: NetworkChain, hash: Hex): Promise<TransactionReceipt> {
  let read = originReceipts.get(hash);
  if (!read) {
    read = publicClient(chain).getTransactionReceipt({ hash });
    originReceipts.set(hash, read);
    read.catch(() => originReceipts.delete(hash));
  }
  return read;
}

/**
 * Reads what the checks need in two rounds, each made of reads sent in the same tick, so that each chain
 * gets one JSON-RPC batch per round: the origin receipt and the destination's `delivered(id)`; then, with
 * the message's routers, the origin router's quote for the destination and the destination router's
 * `routers(originDomain)`.
 */
export async function diagnoseLate(network: NetworkConfig, transfer: SavedTransfer): Promise<LateCheck[]> {
  const origin = chainOf(network, transfer.originChainId);
  const destination = chainOf(network, transfer.destinationChainId);
  const messageId = transfer.messageId;
  const [receipt, delivered] = await Promise.allSettled([
    origin ? originReceipt(origin, transfer.originTxHash) : unreadable<never>(),
    messageId ? mailboxDelivered(network, transfer.destinationChainId, messageId) : unreadable<boolean>(),
  ]);
  const message =
    receipt.status === 'fulfilled' && origin?.mailbox && messageId
      ? dispatchedMessage(receipt.value.logs, origin.mailbox, messageId)
      : undefined;
  if (!message || !origin || !destination)
    return lateChecks({ receipt, message, delivered, quote: undefined, enrolled: undefined });
  const destinationRouter = getAddress(slice(message.recipient, 12));
  const [quote, enrolledRouter] = await Promise.allSettled([
    publicClient(origin).readContract({
      address: message.sender,
      abi: tokenRouterAbi,
      functionName: 'quoteGasPayment',
      args: [message.destinationDomain],
    }),
    publicClient(destination).readContract({
      address: destinationRouter,
      abi: warpRouterAbi,
      functionName: 'routers',
      args: [origin.domainId],
    }),
  ]);
  const enrolled: Read<boolean> =
    enrolledRouter.status === 'fulfilled'
      ? { status: 'fulfilled', value: enrolledRouter.value.toLowerCase() === pad(message.sender).toLowerCase() }
      : enrolledRouter;
  return lateChecks({ receipt, message, delivered, quote, enrolled });
}
