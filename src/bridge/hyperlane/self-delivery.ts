/**
 * Delivering a late message yourself (docs/self-delivery.md): the one request the relayer would send, the
 * destination Mailbox's `process(metadata, message)`, with the metadata its ISM needs built here from the
 * validators' signed checkpoints (`signatures.ts`), as the SDK's metadata builder does for a message-id
 * multisig. The Mailbox is the config's; the metadata and message are data the ISM and Mailbox check, and the
 * send is simulated before the wallet is asked. Loaded only when the user opens it.
 */
import { type Address, encodeFunctionData } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { chainOf, type NetworkConfig } from '../../config';
import { appError } from '../../lib/errors';
import { oneSendPlan } from '../one-send';
import type { Plan } from '../plan';
import type { SavedTransfer } from '../saved-transfers';
import { aggregationMetadata, messageIdMultisigMetadata } from './checkpoints';
import { dispatchedMessage } from './dispatched';
import { deliveryMailboxAbi } from './ism-abis';
import { mailboxDelivered } from './mailbox';
import { readSignatures, treePlace } from './signatures';

/** Why a delivery yourself cannot be planned, merged into the app's codes (docs/errors.md), worded by `errorText`. */
declare module '../../lib/errors' {
  interface ErrorData {
    /** The origin transaction, as the chain has it now, dispatched no such message from the configured Mailbox. */
    'self-delivery-not-dispatched': undefined;
    /** The destination Mailbox has delivered the message meanwhile: nothing is left to do. */
    'self-delivery-delivered': undefined;
    /** Fewer validators signed one checkpoint of it than its ISM's threshold (or its ISM is not one the app builds for). */
    'self-delivery-below-threshold': undefined;
  }
}

/** The plan that processes `transfer`'s message on its destination, sent by `sender`; rejects when it cannot be built. */
export async function planSelfDelivery(
  network: NetworkConfig,
  transfer: SavedTransfer,
  sender: Address,
): Promise<Plan> {
  const origin = chainOf(network, transfer.originChainId);
  const destination = chainOf(network, transfer.destinationChainId);
  const { messageId } = transfer;
  if (!origin?.mailbox || !destination?.mailbox || !messageId) {
    throw appError('route-unsendable', 'This route cannot be sent from here');
  }
  const mailbox = destination.mailbox;
  // Read afresh, not from the diagnosis's cache: what is processed is what the chain holds now.
  const receipt = await publicClient(origin).getTransactionReceipt({ hash: transfer.originTxHash });
  const message = dispatchedMessage(receipt.logs, origin.mailbox, messageId);
  const place = treePlace(receipt.logs, messageId);
  if (!message || !place) throw appError('self-delivery-not-dispatched', 'The message was not dispatched');
  if (await mailboxDelivered(network, destination.chainId, messageId)) {
    throw appError('self-delivery-delivered', 'The message is delivered already');
  }
  const signatures = await readSignatures(network, origin, destination, message, { messageId, ...place });
  const multisig =
    signatures.kind === 'counted'
      ? messageIdMultisigMetadata(signatures.validators, signatures.threshold, signatures.signed)
      : undefined;
  const within = signatures.kind === 'counted' ? signatures.within : undefined;
  const metadata = multisig && within ? aggregationMetadata(within.count, within.at, multisig) : multisig;
  if (!metadata) throw appError('self-delivery-below-threshold', 'Not enough validator signatures to deliver it');
  const call = {
    to: mailbox,
    data: encodeFunctionData({ abi: deliveryMailboxAbi, functionName: 'process', args: [metadata, message.message] }),
    value: 0n,
  };
  return oneSendPlan(
    publicClient(destination),
    destination.chainId,
    sender,
    call,
    // The destination Mailbox the config names: the registry's where the network's routes are.
    { role: 'mailbox', trust: network.hyperlaneRegistry ? 'registry' : 'built-in' },
    // The transfer's delivery: its destination transaction, as a claim's is.
    { kind: 'claim', transfer },
  );
}
