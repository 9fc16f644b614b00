/**
 * The ZK Stack bridge's pure parts the first screen needs (docs/routes.md, "Methods"; docs/transfers.md,
 * "zk transfers"): which configured zk chain pair a route or a transfer goes over, and the message id a
 * mined origin transaction carries.
 */
import { type Address, type Hash, isAddressEqual, type Log, sliceHex, type TransactionReceipt } from 'viem';
import type { publicClient } from '../../api/chain-clients';
// chain-of, not the config's index: the on-demand zk part imports this module, and must not make the
// whole config a module it shares with the first screen (which would split it into chunks of its own).
import type { NetworkChain, NetworkConfig, ZkChainConfig } from '../../config';
import { chainOf } from '../../config/chain-of';

/** The L1 messenger, the ZK Stack's system contract every message to L1 goes through (viem's `l1MessengerAddress`). */
export const L2_MESSENGER: Address = '0x0000000000000000000000000000000000008008';

/** A configured zk chain pair with both its chains, and which way a transfer between them goes. */
export interface ZkPair {
  readonly config: ZkChainConfig;
  readonly l1: NetworkChain;
  readonly l2: NetworkChain;
  readonly direction: 'deposit' | 'withdraw';
}

/** The configured zk pair joining `fromChainId` and `toChainId`, either way, with both chains known. */
export function zkPairOf(network: NetworkConfig, fromChainId: number, toChainId: number): ZkPair | undefined {
  for (const config of network.zkChains) {
    const deposit = config.l1ChainId === fromChainId && config.l2ChainId === toChainId;
    const withdraw = config.l2ChainId === fromChainId && config.l1ChainId === toChainId;
    if (!deposit && !withdraw) continue;
    const l1 = chainOf(network, config.l1ChainId);
    const l2 = chainOf(network, config.l2ChainId);
    if (l1 && l2) return { config, l1, l2, direction: deposit ? 'deposit' : 'withdraw' };
  }
  return undefined;
}

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
 * The message a mined origin transaction of a zk transfer sent: a deposit's canonical L2 hash, or a
 * withdrawal's own hash once its receipt shows the message to L1. Nothing when it sent none.
 */
export function zkMessageId(pair: ZkPair, receipt: TransactionReceipt): Hash | undefined {
  if (pair.direction === 'deposit') return priorityOpHash(receipt.logs, pair.config.chainContract);
  return sentL1Message(receipt.logs) ? receipt.transactionHash : undefined;
}

/**
 * What the zk method's on-demand part needs of the first screen's modules, handed to it rather than
 * imported: a module both import becomes a chunk of its own, and the first screen's JavaScript grows
 * (README, the first-load budget).
 */
export interface ZkDeps {
  readonly publicClient: typeof publicClient;
  readonly zkPairOf: typeof zkPairOf;
  readonly zkMessageId: typeof zkMessageId;
  readonly L2_MESSENGER: Address;
}
