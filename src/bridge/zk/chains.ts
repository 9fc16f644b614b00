/**
 * What the first screen needs of the ZK Stack bridge (docs/transfers.md, "zk transfers"): the message id a
 * mined origin transaction carries, which the tracker reads as soon as the receipt is in, without loading
 * viem's zkSync actions.
 */
import { type Address, type Hash, isAddressEqual, type Log, sliceHex, type TransactionReceipt } from 'viem';
import type { NetworkConfig } from '../../config';
import type { SavedTransfer } from '../saved-transfers';

/** The L1 messenger, the ZK Stack's system contract every message to L1 goes through (viem's `l1MessengerAddress`). */
export const L2_MESSENGER: Address = '0x0000000000000000000000000000000000008008';

/**
 * The topic of `NewPriorityRequest(uint256 txId, bytes32 txHash, uint64 expirationTimestamp,
 * L2CanonicalTransaction transaction, bytes[] factoryDeps)`, the chain contract's event for each L1->L2
 * request (the ZK Stack's IMailboxImpl). All its fields are in the data, whose second word is the canonical
 * L2 hash. Written out, as the next one, so that the first screen carries no ABI parser for them (a unit
 * test derives both from their signatures).
 */
export const NEW_PRIORITY_REQUEST_TOPIC = '0x4531cd5795773d7101c17bdeb9f5ab7f47d7056017506f937083be5d6e77a382';
/** The topic of the L1 messenger's `L1MessageSent(address indexed _sender, bytes32 indexed _hash, bytes _message)`. */
export const L1_MESSAGE_SENT_TOPIC = '0x3a36e47291f4201faf137fab081d92295bce2d53be2c6ca68ba82c7faa9ce241';

/**
 * A deposit's canonical L2 transaction hash, from the configured chain contract's `NewPriorityRequest` in
 * the deposit's own L1 receipt (viem's `getL2HashFromPriorityOp`): any other emitter is not the chain's.
 */
export function priorityOpHash(logs: readonly Log[], chainContract: Address): Hash | undefined {
  let hash: Hash | undefined;
  for (const log of logs) {
    if (!isAddressEqual(log.address, chainContract) || log.topics[0] !== NEW_PRIORITY_REQUEST_TOPIC) continue;
    // Words: txId, txHash, ...
    if (log.data.length >= 2 + 64 * 2) hash = sliceHex(log.data, 32, 64);
  }
  return hash;
}

/** Whether an L2 receipt's logs hold a message to L1 from the L1 messenger: what makes it a withdrawal. */
function sentL1Message(logs: readonly Log[]): boolean {
  return logs.some((log) => isAddressEqual(log.address, L2_MESSENGER) && log.topics[0] === L1_MESSAGE_SENT_TOPIC);
}

/**
 * The message a mined origin transaction of a zk transfer sent: a deposit's canonical L2 hash (from the
 * chain contract configured for its pair), or a withdrawal's own hash once its receipt shows the message to
 * L1. Nothing when it sent none, or when no configured pair joins its chains.
 */
export function zkMessageId(
  network: NetworkConfig,
  transfer: Pick<SavedTransfer, 'originChainId' | 'destinationChainId'>,
  receipt: TransactionReceipt,
): Hash | undefined {
  const { originChainId: from, destinationChainId: to } = transfer;
  const deposit = network.zkChains.find((c) => c.l1ChainId === from && c.l2ChainId === to);
  if (deposit) return priorityOpHash(receipt.logs, deposit.chainContract);
  const withdrawal = network.zkChains.some((c) => c.l2ChainId === from && c.l1ChainId === to);
  return withdrawal && sentL1Message(receipt.logs) ? receipt.transactionHash : undefined;
}
