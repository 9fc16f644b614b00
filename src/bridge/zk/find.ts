/**
 * Withdrawals read from the ZK chain, whatever browser sent them: one by its L2 transaction, or every one of
 * an address's that still needs claiming (docs/transfers.md, "From any browser"), found by the chain's logs
 * API when one is configured, else (or when it fails) by its RPC.
 */
import { type Address, type Hash, type Hex, isAddressEqual, pad, parseEventLogs, toEventSelector } from 'viem';
import { getLogs } from 'viem/actions';
import { l2BaseTokenAddress } from 'viem/zksync';
import { logReadClient, publicClient } from '../../api/chain-clients';
import { explorerLogs } from '../../api/explorer-logs';
import type { NetworkConfig } from '../../config';
import { type BlockStamp, blockSecondsBefore, blockTimeMs } from '../../lib/block-window';
import { type BlockInterval, scanLogs, searchedBackTo } from '../../lib/log-scan';
import type { ChainSearch, FindOptions, FindResult } from '../method';
import { type SavedTransfer, transferOrigin } from '../saved-transfers';
import { zkWithdrawalEventsAbi } from './abis';
import { L2_MESSENGER } from './chains';
import { zkPublicClient } from './client';
import { parseWithdrawalMessage } from './messages';
import { type ZkPair, zkPairOf } from './pairs';
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
    id: transferOrigin({ originTxHash: hash }),
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

/** How far back the chain is searched for an address's withdrawals: 31 days, as the ZK Stack's portal lists them. */
const FIND_SECONDS = 31 * 24 * 60 * 60;
/** The first page's number of blocks; smaller once the RPC refuses it (`scanLogs`). */
const FIRST_SPAN = 50_000n;

/**
 * The withdrawals the chain's logs API points to over the whole window, each read from the chain; nothing when
 * the API, or a read of what it names, fails: the RPC is searched instead, and only its failure is the search's.
 */
async function explorerSearch(
  l2: ZkPair['l2'],
  address: Address,
  window: BlockInterval,
  unclaimed: (hashes: readonly Hash[]) => Promise<SavedTransfer[]>,
): Promise<SavedTransfer[] | undefined> {
  if (!l2.logsApiUrl) return undefined;
  // The base token's `Withdrawal` with the address as its indexed sender, as `getLogs` asks the RPC.
  const query = {
    address: l2BaseTokenAddress,
    topic0: toEventSelector(zkWithdrawalEventsAbi[0]),
    topic1: pad(address.toLowerCase() as Hex),
    fromBlock: window.from,
    toBlock: window.to,
  };
  try {
    return await unclaimed((await explorerLogs(l2.logsApiUrl, query)).map((log) => log.transactionHash));
  } catch (error) {
    console.warn(`The logs API of ${l2.chainName} failed: its RPC is searched instead.`, error);
    return undefined;
  }
}

/**
 * The address's unclaimed ETH withdrawals on one ZK chain within the last 31 days (by the chain's own block
 * times): from its logs API at once when one is configured and answers, else read newest first in pages its
 * RPC accepts, skipping the blocks an earlier search read (`memory`). A failure part-way keeps what was found,
 * and says how far back the search got.
 */
async function findOnChain(
  network: NetworkConfig,
  pair: ZkPair,
  address: Address,
  options: FindOptions,
): Promise<ChainSearch> {
  const chainId = pair.l2.chainId;
  const l2 = publicClient(pair.l2);
  const head = await l2.getBlock({ blockTag: 'latest' });
  const latest: BlockStamp = { number: head.number, timestamp: head.timestamp };
  const stampOf = async (number: bigint): Promise<BlockStamp> => ({
    number,
    timestamp: (await l2.getBlock({ blockNumber: number })).timestamp,
  });
  const oldest = await blockSecondsBefore(FIND_SECONDS, latest, stampOf);
  const window = { from: oldest.number, to: latest.number };
  const dated = (covered: readonly BlockInterval[]) => {
    const back = searchedBackTo(window, covered);
    return back === undefined ? undefined : blockTimeMs(back, oldest, latest);
  };
  /** The unclaimed withdrawals the transactions sent, each read from the chain: a log only points to one. */
  const unclaimed = async (hashes: readonly Hash[]) => {
    const transfers = await Promise.all([...new Set(hashes)].map((hash) => transferFromHash(network, chainId, hash)));
    return transfers.filter((t): t is SavedTransfer => t !== undefined && t.status !== 'delivered');
  };
  const fromApi = await explorerSearch(pair.l2, address, window, unclaimed);
  if (fromApi) {
    // The whole window, at once; the scan memory keeps what the RPC read only.
    const searched = { chainId, searchedBackTo: blockTimeMs(oldest.number, oldest, latest), found: fromApi };
    options.onProgress?.(searched);
    return { ...searched, complete: true };
  }
  const remembered = options.memory?.read(chainId, address);
  const result = await scanLogs<SavedTransfer>({
    window,
    covered: remembered?.covered ?? [],
    span: remembered?.span ?? FIRST_SPAN,
    async read({ from, to }) {
      const logs = await getLogs(logReadClient(pair.l2), {
        address: l2BaseTokenAddress,
        event: zkWithdrawalEventsAbi[0],
        args: { _l2Sender: address },
        fromBlock: from,
        toBlock: to,
      });
      return unclaimed(logs.map((log) => log.transactionHash));
    },
    onPage({ items, covered, span }) {
      // The transfers first: the blocks are remembered as read only once what they hold is kept.
      options.onProgress?.({ chainId, searchedBackTo: dated(covered), found: [...items] });
      options.memory?.write(chainId, address, { covered, span });
    },
  });
  const { complete, failure } = result;
  return { chainId, searchedBackTo: dated(result.covered), found: [...result.items], complete, failure };
}

/**
 * The address's ETH withdrawals of the last 31 days that still need it (not claimed yet), found from the ZK
 * chain's own events indexed by sender: the base token's `Withdrawal`. Any browser finds them, not only
 * the one that sent them; a chain whose search stops part-way says so, with what it found and how far back.
 */
export async function findTransfers(
  network: NetworkConfig,
  address: Address,
  options: FindOptions = {},
): Promise<FindResult> {
  const chains: ChainSearch[] = [];
  for (const config of network.zkChains) {
    const pair = zkPairOf(network, config.l2ChainId, config.l1ChainId);
    if (!pair) continue;
    try {
      chains.push(await findOnChain(network, pair, address, options));
    } catch (failure) {
      // The chain's head or block times could not be read: nothing searched.
      chains.push({ chainId: pair.l2.chainId, found: [], complete: false, failure });
    }
  }
  const transfers = chains.flatMap((chain) => chain.found).sort((a, b) => b.sentAt - a.sentAt);
  return { transfers, chains };
}
