/**
 * The ZK Stack bridge's pure parts (docs/routes.md, "Methods"; docs/transfers.md, "zk transfers"): which
 * configured zk chain pair a route or a transfer goes over, the message id a mined origin transaction
 * carries, and what a withdrawal's L2->L1 message says. Light: the first screen carries it.
 */
import {
  type Address,
  bytesToBigInt,
  bytesToHex,
  decodeAbiParameters,
  getAddress,
  type Hash,
  type Hex,
  hexToBytes,
  isAddressEqual,
  type Log,
  parseEventLogs,
  sliceHex,
  type TransactionReceipt,
  toEventSelector,
  toFunctionSelector,
} from 'viem';
import { chainOf, type NetworkChain, type NetworkConfig, type ZkChainConfig } from '../../config';
import { zkWithdrawalEventsAbi } from '../../lib/abis';

/** The ZK Stack's system contracts on every ZK chain, at the addresses viem uses too. */
export const L2_BASE_TOKEN: Address = '0x000000000000000000000000000000000000800A';
export const L2_MESSENGER: Address = '0x0000000000000000000000000000000000008008';
export const L2_ASSET_ROUTER: Address = '0x0000000000000000000000000000000000010003';
export const L2_NATIVE_TOKEN_VAULT: Address = '0x0000000000000000000000000000000000010004';

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
 * `NewPriorityRequest(uint256 txId, bytes32 txHash, uint64 expirationTimestamp, L2CanonicalTransaction
 * transaction, bytes[] factoryDeps)`, the chain contract's event for each L1->L2 request (the ZK Stack's
 * IMailboxImpl). All its fields are in the data, whose second word is the canonical L2 hash.
 */
export const NEW_PRIORITY_REQUEST_TOPIC = toEventSelector(
  'NewPriorityRequest(uint256,bytes32,uint64,(uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256[4],bytes,bytes,uint256[],bytes,bytes),bytes[])',
);

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
export function sentL1Message(logs: readonly Log[]): boolean {
  return parseEventLogs({ abi: zkWithdrawalEventsAbi, eventName: 'L1MessageSent', logs: [...logs] }).some((log) =>
    isAddressEqual(log.address, L2_MESSENGER),
  );
}

/**
 * The message a mined origin transaction of a zk transfer sent: a deposit's canonical L2 hash, or a
 * withdrawal's own hash once its receipt shows the message to L1. Nothing when it sent none.
 */
export function zkMessageId(pair: ZkPair, receipt: TransactionReceipt): Hash | undefined {
  if (pair.direction === 'deposit') return priorityOpHash(receipt.logs, pair.config.chainContract);
  return sentL1Message(receipt.logs) ? receipt.transactionHash : undefined;
}

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
