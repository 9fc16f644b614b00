/**
 * Why a Hyperlane transfer past its estimated time is not delivered (docs/transfers.md, "Late transfers"),
 * as far as the chains tell: the origin transaction dispatched the message, the interchain gas it paid covers
 * the fee quoted today, the destination Mailbox has (not) delivered it, and the destination router still
 * accepts messages from the origin router. Every read that fails makes its check `unknown`, never a guess:
 * only the destination Mailbox's `delivered(id)` returning true says "delivered". Loaded on demand, with the
 * first late transfer.
 */
import { getAddress, pad, slice, type TransactionReceipt } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { chainOf, type NetworkConfig } from '../../config';
import type { LateCheck, LateDiagnosis } from '../method';
import type { SavedTransfer } from '../saved-transfers';
import { tokenRouterAbi, warpRouterAbi } from './abis';
import { type DispatchedMessage, dispatchedMessage, originReceipt } from './dispatched';
import { LATE_CHECKS, type LateCheckKey } from './late-checks';
import { validatorsCheck, validatorsDelivery } from './late-validators';
import { mailboxDelivered } from './mailbox';
import { readSignatures, type Signatures, treePlace } from './signatures';

type Read<T> = PromiseSettledResult<T>;

const yesNo = (read: Read<boolean>): LateCheck['finding'] =>
  read.status === 'fulfilled' ? (read.value ? 'yes' : 'no') : 'unknown';

/** The checks, in the order a user reads them, and whether it can be delivered yourself, from what was read; pure. */
function lateChecks(reads: {
  readonly receipt: Read<TransactionReceipt>;
  readonly message: DispatchedMessage | undefined;
  readonly delivered: Read<boolean>;
  readonly quote: Read<bigint> | undefined;
  readonly enrolled: Read<boolean> | undefined;
  readonly signatures: Read<Signatures> | undefined;
}): LateDiagnosis {
  const { receipt, message, quote, enrolled, signatures } = reads;
  const dispatched = receipt.status === 'rejected' ? 'unknown' : message ? 'yes' : 'no';
  const gas =
    !message || !quote || quote.status === 'rejected' ? 'unknown' : message.paid >= quote.value ? 'yes' : 'no';
  const findings: Record<LateCheckKey, LateCheck['finding']> = {
    dispatched,
    gas,
    delivered: yesNo(reads.delivered),
    router: enrolled ? yesNo(enrolled) : 'unknown',
    validators: 'unknown',
  };
  const checks = LATE_CHECKS.map((key): LateCheck => {
    if (key === 'validators') return validatorsCheck(signatures);
    return { key, finding: findings[key] };
  });
  // Nothing to deliver once delivered, nor for a transaction that dispatched nothing; a `delivered` read that
  // failed leaves the offer as the signatures say (the send is simulated first).
  if (!message || (reads.delivered.status === 'fulfilled' && reads.delivered.value)) return { checks };
  // A destination router that no longer accepts the origin's would make the delivery revert.
  if (findings.router === 'no') return { checks, selfDelivery: { ready: false, reason: 'route-unenrolled' } };
  return { checks, selfDelivery: validatorsDelivery(signatures) };
}

const unreadable = <T>(): Promise<T> => Promise.reject(new Error('Not configured'));

/**
 * Reads what the checks need in two rounds, each made of reads sent in the same tick, so that each chain
 * gets one JSON-RPC batch per round: the origin receipt and the destination's `delivered(id)`; then, with
 * the message's routers, the origin router's quote for the destination and the destination router's
 * `routers(originDomain)`, and the validators' signatures (`signatures.ts`, their own reads in turn).
 */
export async function diagnoseLate(network: NetworkConfig, transfer: SavedTransfer): Promise<LateDiagnosis> {
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
    return lateChecks({ receipt, message, delivered, quote: undefined, enrolled: undefined, signatures: undefined });
  const destinationRouter = getAddress(slice(message.recipient, 12));
  const place = receipt.status === 'fulfilled' && messageId ? treePlace(receipt.value.logs, messageId) : undefined;
  const [quote, enrolledRouter, signatures] = await Promise.allSettled([
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
    messageId && place
      ? readSignatures(network, origin, destination, message, { messageId, ...place })
      : unreadable<Signatures>(),
  ]);
  const enrolled: Read<boolean> =
    enrolledRouter.status === 'fulfilled'
      ? { status: 'fulfilled', value: enrolledRouter.value.toLowerCase() === pad(message.sender).toLowerCase() }
      : enrolledRouter;
  return lateChecks({ receipt, message, delivered, quote, enrolled, signatures });
}
