/**
 * What the devnet's Abstract RPC plays of public nodes that differ from the honest one (docs/zk-devnet.md,
 * "Faults it can play"), set from the devnet's control: a node refusing a web page's log queries over a
 * number of blocks, and a node naming other bridge contracts than L1 does.
 */
import { type Address, numberToHex } from 'viem';

/** A JSON-RPC error as the node answers it. */
export interface NodeError {
  readonly code: number;
  readonly message: string;
}

/** A filter's block, a tag resolved to a number; nothing for a filter by block hash. */
async function filterBlock(tag: unknown, latest: () => Promise<bigint>): Promise<bigint> {
  if (typeof tag === 'string' && tag.startsWith('0x')) return BigInt(tag);
  return tag === 'earliest' ? 0n : latest();
}

/**
 * The refusal of a log query over `limit` blocks, in the words and code of zksync-era's API server, the node
 * Abstract runs: `Web3Error::LogsLimitExceeded` ("Query returned more than {0} results. Try with this block
 * range [{1:#x}, {2:#x}].", core/lib/web3_decl/src/error.rs) answered as JSON-RPC's InvalidParams, -32602
 * (core/node/api_server/src/web3/backend_jsonrpsee/mod.rs `into_jsrpc_error`). zksync-era refuses by the
 * number of logs (`req_entities_limit`, 10,000 by default) and suggests the range that stays under it;
 * other public RPCs refuse by the number of blocks. This plays the second in the first's words, suggesting
 * the newest `limit` blocks of the query.
 */
export async function logRangeRefusal(
  filter: { fromBlock?: unknown; toBlock?: unknown; blockHash?: unknown } | undefined,
  limit: number,
  latest: () => Promise<bigint>,
): Promise<NodeError | undefined> {
  if (!filter || filter.blockHash !== undefined) return undefined;
  const from = await filterBlock(filter.fromBlock ?? 'latest', latest);
  const to = await filterBlock(filter.toBlock ?? 'latest', latest);
  if (to - from + 1n <= BigInt(limit)) return undefined;
  const first = to - BigInt(limit) + 1n;
  return {
    code: -32602,
    message: `Query returned more than 10000 results. Try with this block range [${numberToHex(first)}, ${numberToHex(to)}].`,
  };
}

/** The faults set now: none by default. */
export interface NodeFaults {
  /** Log queries from a page over more blocks than this are refused; none when undefined. */
  logRangeLimit: number | undefined;
  /** The contract the node names as its Bridgehub and L1 shared bridge, instead of L1's; none when undefined. */
  namedBridge: Address | undefined;
}
