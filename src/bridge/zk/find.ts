/**
 * Withdrawals read from the ZK chain, whatever browser sent them: one by its L2 transaction, or every one of
 * an address's that still needs claiming.
 */
import { type Address, type Hash, isAddressEqual, parseEventLogs } from 'viem';
import { l2BaseTokenAddress } from 'viem/zksync';
import { publicClient } from '../../api/chain-clients';
import { zkPublicClient } from '../../api/zk-client';
import type { NetworkConfig } from '../../config';
import { zkWithdrawalEventsAbi } from '../../lib/zk-abis';
import type { SavedTransfer } from '../saved-transfers';
import { L2_MESSENGER } from './chains';
import { parseWithdrawalMessage } from './messages';
import { zkPairOf } from './pairs';
import { l2Receipt, track } from './track';

/**
 * The ETH withdrawal an L2 transaction sent, read from the chain (a pasted hash, or one found by its
 * sender): its message to L1 from the base token; with its status as of now. Nothing for any other
 * transaction.
 */
export async function transferFromHash(
  network: NetworkConfig,
  chainId: number,
  hash: Hash,
): Promise<SavedTransfer | undefined> {
  const config = network.zkChains.find((c) => c.l2ChainId === chainId);
  const pair = config ? zkPairOf(network, config.l2ChainId, config.l1ChainId) : undefined;
  if (!pair) return undefined;
  const receipt = await l2Receipt(pair, hash);
  if (receipt?.status !== 'success') return undefined;
  const message = parseEventLogs({ abi: zkWithdrawalEventsAbi, eventName: 'L1MessageSent', logs: receipt.logs })
    .filter((log) => isAddressEqual(log.address, L2_MESSENGER))
    .filter((log) => isAddressEqual(log.args._sender, l2BaseTokenAddress))
    .map((log) => parseWithdrawalMessage(log.args._message))
    .find((parsed) => parsed !== undefined);
  if (!message) return undefined;
  const token = network.zkTokens.find((t) => t.l1ChainId === pair.l1.chainId && t.l2ChainId === pair.l2.chainId);
  if (!token) return undefined;
  const block = await zkPublicClient(pair.l2).getBlock({ blockNumber: receipt.blockNumber });
  const found: SavedTransfer = {
    originTxHash: hash,
    originChainId: pair.l2.chainId,
    destinationChainId: pair.l1.chainId,
    sender: receipt.from,
    recipient: message.receiver,
    symbol: token.symbol,
    decimals: token.decimals,
    amount: message.amount.toString(),
    method: 'zk',
    messageId: hash,
    status: 'pending',
    sentAt: Number(block.timestamp) * 1000,
  };
  return { ...found, ...(await track(network, found)) };
}

/** How far back the chain is searched for an address's withdrawals: 31 days of one-second blocks. */
const FIND_BLOCKS = 31n * 24n * 60n * 60n;
/** Blocks per log query, within what public RPCs answer. */
const FIND_BLOCKS_PER_QUERY = 50_000n;

/**
 * The address's ETH withdrawals of the last 31 days that still need it (not claimed yet), found from the ZK
 * chain's own events indexed by sender: the base token's `Withdrawal`. Any browser finds them, not only
 * the one that sent them.
 */
export async function findTransfers(network: NetworkConfig, address: Address): Promise<SavedTransfer[]> {
  const found: SavedTransfer[] = [];
  for (const config of network.zkChains) {
    const pair = zkPairOf(network, config.l2ChainId, config.l1ChainId);
    if (!pair) continue;
    const l2 = publicClient(pair.l2);
    const latest = await l2.getBlockNumber();
    const start = latest > FIND_BLOCKS ? latest - FIND_BLOCKS : 0n;
    const ranges: [bigint, bigint][] = [];
    for (let from = start; from <= latest; from += FIND_BLOCKS_PER_QUERY) {
      const to = from + FIND_BLOCKS_PER_QUERY - 1n;
      ranges.push([from, to < latest ? to : latest]);
    }
    const logs = await Promise.all(
      ranges.map(([fromBlock, toBlock]) =>
        l2.getLogs({
          address: l2BaseTokenAddress,
          event: zkWithdrawalEventsAbi[0],
          args: { _l2Sender: address },
          fromBlock,
          toBlock,
        }),
      ),
    );
    const hashes = [...new Set(logs.flat().map((log) => log.transactionHash))];
    const transfers = await Promise.all(hashes.map((hash) => transferFromHash(network, pair.l2.chainId, hash)));
    for (const transfer of transfers) if (transfer && transfer.status !== 'delivered') found.push(transfer);
  }
  return found.sort((a, b) => b.sentAt - a.sentAt);
}
