/**
 * Where a zk transfer stands (docs/transfers.md, "zk transfers"): a deposit's canonical L2 transaction, a
 * withdrawal's batch executed on L1 by the configured chain contract, and whether it was claimed, as the
 * checked asset router says.
 */
import { type Hash, parseEventLogs, TransactionReceiptNotFoundError } from 'viem';
import { getLogProof, getWithdrawalL2ToL1Log, getWithdrawalLog } from 'viem/zksync';
import { freshClient, publicClient } from '../../api/chain-clients';
import type { NetworkConfig } from '../../config';
import { appError } from '../../lib/errors';
import type { TrackUpdate } from '../method';
import type { SavedTransfer } from '../saved-transfers';
import { zkAssetRouterAbi, zkBatchExecutionAbi, zkChainContractAbi } from './abis';
import { zkPublicClient } from './client';
import { type ZkPair, zkPairOf } from './pairs';
import { verifiedBridge } from './verify';

/** The L2 receipt of `hash`, with the zkSync fields; nothing while the chain does not have it. */
export function l2Receipt(pair: ZkPair, hash: Hash) {
  return zkPublicClient(pair.l2)
    .getTransactionReceipt({ hash })
    .catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return undefined;
      throw error;
    });
}

/** How many of the ZK chain's batches the configured chain contract has executed on L1, from a node not behind. */
function executedBatches(pair: ZkPair): Promise<bigint> {
  return freshClient(pair.l1).readContract({
    address: pair.config.chainContract,
    abi: zkChainContractAbi,
    functionName: 'getTotalBatchesExecuted',
  });
}

/** Where the L2 transaction `hash` stands on L1: not in a sealed batch yet, sealed, or executed (final). */
export async function batchFinal(pair: ZkPair, hash: Hash): Promise<'unsealed' | 'sealed' | 'final'> {
  const receipt = await l2Receipt(pair, hash);
  if (!receipt?.l1BatchNumber) return 'unsealed';
  return (await executedBatches(pair)) < receipt.l1BatchNumber ? 'sealed' : 'final';
}

/**
 * Whether the withdrawal sent in `hash` was claimed on L1, as the checked asset router says. The same reads
 * as viem's `isWithdrawalFinalized`, whose contract comes from asking the node again on every call: the node
 * says where the withdrawal's message sits, the contract asked is the one the Bridgehub vouched for.
 */
export async function withdrawalFinalized(pair: ZkPair, hash: Hash): Promise<boolean> {
  const { assetRouter } = await verifiedBridge(pair);
  const l2 = zkPublicClient(pair.l2);
  const [{ log }, { l2ToL1LogIndex }] = await Promise.all([
    getWithdrawalLog(l2, { hash }),
    getWithdrawalL2ToL1Log(l2, { hash }),
  ]);
  const proof = l2ToL1LogIndex === null ? null : await getLogProof(l2, { txHash: hash, index: l2ToL1LogIndex });
  if (!proof || log.l1BatchNumber === null) {
    throw appError('withdrawal-log-not-found', 'The withdrawal is not in a batch yet');
  }
  return publicClient(pair.l1).readContract({
    address: assetRouter,
    abi: zkAssetRouterAbi,
    functionName: 'isWithdrawalFinalized',
    args: [BigInt(pair.l2.chainId), log.l1BatchNumber, BigInt(proof.id)],
  });
}

/**
 * One look at a zk transfer with a message id. A deposit is delivered once its canonical L2 transaction
 * succeeded; a failed ETH deposit was refunded on L2 (the chain mints its value to the refund recipient),
 * while a token deposit saved by an earlier version, which this app no longer recovers, stays failed. A
 * withdrawal (of ETH, or of a token saved by an earlier version: the claim does not depend on what it
 * moves) is pending until the chain contract executed its batch on L1, then claimable until
 * `isWithdrawalFinalized` (claimed here or elsewhere).
 */
export async function track(network: NetworkConfig, transfer: SavedTransfer): Promise<TrackUpdate | undefined> {
  const pair = zkPairOf(network, transfer.originChainId, transfer.destinationChainId);
  if (!pair || !transfer.messageId) return undefined;
  const receipt = await l2Receipt(pair, transfer.messageId);
  if (pair.direction === 'deposit') {
    if (!receipt) return undefined;
    if (receipt.status === 'success') {
      return { status: 'delivered', destinationTxHash: receipt.transactionHash, deliveredAt: Date.now() };
    }
    const eth = network.zkTokens.some((t) => t.symbol === transfer.symbol && t.l1ChainId === pair.l1.chainId);
    return eth
      ? { status: 'refunded', destinationTxHash: receipt.transactionHash }
      : { status: 'failed', errorCode: 'deposit-failed', destinationTxHash: receipt.transactionHash };
  }
  const readyAt =
    transfer.readyAt ?? transfer.sentAt + 1000 * (pair.config.withdrawalSeconds ?? DEFAULT_WITHDRAWAL_SECONDS);
  const waiting: TrackUpdate = { status: 'pending', readyAt };
  if (!receipt?.l1BatchNumber) return waiting;
  if ((await executedBatches(pair)) < receipt.l1BatchNumber) return waiting;
  if (await withdrawalFinalized(pair, transfer.messageId)) return { status: 'delivered', deliveredAt: Date.now() };
  // Read once: when L1 executed the batch is when it became claimable, whatever the estimate said.
  const executedAt = transfer.batchExecutedAt ?? (await batchExecutedAt(pair, receipt.l1BatchNumber));
  return executedAt === undefined
    ? { status: 'claimable', readyAt }
    : { status: 'claimable', readyAt: executedAt, batchExecutedAt: executedAt };
}

/**
 * When L1 executed batch `batch` (ms), from the block of the configured chain contract's `BlockExecution`
 * for it (docs/transfers.md, "zk transfers"). The node only names the execute transaction; its receipt on
 * L1 must hold that event, from that contract, for that batch. Nothing when it cannot be told: the estimate
 * stays.
 */
async function batchExecutedAt(pair: ZkPair, batch: bigint): Promise<number | undefined> {
  try {
    const details = await zkPublicClient(pair.l2).getL1BatchDetails({ number: Number(batch) });
    if (!details?.executeTxHash) return undefined;
    const l1 = publicClient(pair.l1);
    const receipt = await l1.getTransactionReceipt({ hash: details.executeTxHash });
    const executed = parseEventLogs({ abi: zkBatchExecutionAbi, logs: receipt.logs, eventName: 'BlockExecution' }).some(
      (log) => log.address.toLowerCase() === pair.config.chainContract.toLowerCase() && log.args.batchNumber === batch,
    );
    if (!executed) return undefined;
    const block = await l1.getBlock({ blockHash: receipt.blockHash });
    return Number(block.timestamp) * 1000;
  } catch (error) {
    console.warn('zk batch execution time', error);
    return undefined;
  }
}

/** The ZK Stack's usual withdrawal time, when the pair does not say its own (docs/routes.md, "Times"). */
const DEFAULT_WITHDRAWAL_SECONDS = 24 * 60 * 60;
