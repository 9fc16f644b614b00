import {
  type Chain,
  type Client,
  createClient,
  createTransport,
  type EIP1193RequestFn,
  type Hash,
  type PublicActions,
  type PublicRpcSchema,
  type TransactionReceipt,
  type Transport,
} from 'viem';
import {
  call,
  getBalance,
  getBlock,
  getBlockNumber,
  getCode,
  getGasPrice,
  getLogs,
  getStorageAt,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
  readContract,
} from 'viem/actions';
import type { NetworkChain } from '../config/types';
import { isReceiptNotFound, receiptError } from '../lib/errors';
import { nextTaskIfShown } from '../lib/tasks';

/** The reads the app makes through a chain's client (ENS lookups call viem's actions themselves). */
type ChainActions = Pick<
  PublicActions<Transport, Chain | undefined>,
  | 'call'
  | 'estimateGas'
  | 'getBalance'
  | 'getBlock'
  | 'getBlockNumber'
  | 'getCode'
  | 'getGasPrice'
  | 'getLogs'
  | 'getStorageAt'
  | 'getTransaction'
  | 'getTransactionCount'
  | 'getTransactionReceipt'
  | 'readContract'
>;

export type ChainClient = Client<Transport, Chain | undefined, undefined, PublicRpcSchema, ChainActions>;

/**
 * viem's public client with only the actions above: `createPublicClient` brings every public action (ENS,
 * simulations, signature checks with secp256k1), about 55 KB gzip the first screen does not need
 * (docs/performance.md, "First load and chunks"). Gas estimates come with a send, so theirs loads on first use.
 */
function chainActions(client: Client<Transport, Chain | undefined>): ChainActions {
  return {
    call: async (args) => call(client, await later(args)),
    estimateGas: async (args) => (await import('./chain-gas')).estimateGas(client, args),
    getBalance: async (args) => getBalance(client, await later(args)),
    getBlock: async (args) => getBlock(client, await later(args)),
    getBlockNumber: async (args) => getBlockNumber(client, await later(args)),
    getCode: async (args) => getCode(client, await later(args)),
    getGasPrice: async () => getGasPrice(await later(client)),
    // Its generic return does not follow through a wrapper; viem's own `publicActions` casts it the same way.
    getLogs: async (args) => getLogs(client, (await later(args)) as never),
    getStorageAt: async (args) => getStorageAt(client, await later(args)),
    getTransaction: async (args) => getTransaction(client, await later(args)),
    getTransactionCount: async (args) => getTransactionCount(client, await later(args)),
    getTransactionReceipt: async (args) => getTransactionReceipt(client, await later(args)),
    readContract: async (args) => readContract(client, await later(args)),
  };
}

/**
 * `value`, in a task of its own while the page is shown: a read encodes its call (ABI, selector hashes,
 * checksums) there, not in the task that asked, so the queries a screen starts together do not add up to one
 * long task on a phone (docs/performance.md, "On a phone"). Reads asked for in one task still go out as one
 * batch: each resumes before the batch's own timer, queued after them, fires. In a hidden page at once.
 */
async function later<T>(value: T): Promise<T> {
  await nextTaskIfShown();
  return value;
}

/**
 * A chain's transport over its several RPCs (`chain-transport.ts`, with viem's fallback), loaded with the first
 * read rather than with the first screen's code (docs/performance.md, "First load and chunks"). Reads asked in
 * one task still go out as one batch: they all resume after the same import.
 */
function chainTransportOnUse(chain: NetworkChain, options: { readonly fresh?: boolean; readonly retries?: number }) {
  let loaded: Promise<{ request: EIP1193RequestFn }> | undefined;
  return ((params) =>
    createTransport({
      key: 'chain',
      name: chain.chainName,
      type: 'chain',
      retryCount: 0,
      request: (async (args: Parameters<EIP1193RequestFn>[0]) => {
        loaded ??= import('./chain-transport').then((module) => module.chainTransport(chain, options)(params));
        return (await loaded).request(args);
      }) as EIP1193RequestFn,
    })) as Transport;
}

const clients = new Map<string, ChainClient>();

/** The client of `chain` made with `options`, one per chain, RPC list and kind. */
function chainClient(chain: NetworkChain, options: { readonly fresh?: boolean }): ChainClient {
  const key = `${chain.chainId}:${chain.rpcUrls.join(' ')}:${options.fresh ? 'fresh' : 'any'}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient({
      chain: {
        id: chain.chainId,
        name: chain.chainName,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: [...chain.rpcUrls] } },
        ...(chain.multicall3 ? { contracts: { multicall3: { address: chain.multicall3 } } } : {}),
      },
      // Contract reads asked in one task go out as one `aggregate3` call (docs/rpc.md, "Budget"); a read that
      // reverts still fails alone, with its own revert.
      ...(chain.multicall3 ? { batch: { multicall: { wait: 0 } } } : {}),
      key: 'public',
      name: 'Public Client',
      type: 'publicClient',
      transport: chainTransportOnUse(chain, options),
    }).extend(chainActions) as ChainClient;
    clients.set(key, client);
  }
  return client;
}

/**
 * A read client per chain, over its RPCs (`chain-transport.ts`). Calls made in the same task go out as one
 * JSON-RPC batch, so a balance refresh is one request per chain, and its contract reads one Multicall3 call.
 */
export const publicClient = (chain: NetworkChain): ChainClient => chainClient(chain, {});

/**
 * The read client for what must not come from a node behind the others (docs/rpc.md, "Lagging nodes"): a
 * message's delivery, a batch's execution. Its reads first read the nodes' heads when they are old.
 */
export const freshClient = (chain: NetworkChain): ChainClient => chainClient(chain, { fresh: true });

const logReaders = new Map<string, Client>();

/**
 * A client for paged log reads (`src/lib/log-scan.ts`) that retries nothing itself: viem's transport would
 * retry a range refusal (-32005) and a 429 three times before the scan hears of it, and the scan answers both
 * (fewer blocks, or a wait as long as `Retry-After` says).
 */
export function logReadClient(chain: NetworkChain): Client {
  const key = `${chain.chainId}:${chain.rpcUrls.join(' ')}`;
  let client = logReaders.get(key);
  if (!client) {
    client = createClient({ transport: chainTransportOnUse(chain, { retries: 0 }) });
    logReaders.set(key, client);
  }
  return client;
}

/** The receipt of `hash` on `chain`; a hash the chain has no receipt for fails as "Transaction receipt not found." */
export async function readReceipt(chain: NetworkChain, hash: Hash): Promise<TransactionReceipt> {
  try {
    return await publicClient(chain).getTransactionReceipt({ hash });
  } catch (error) {
    throw receiptError(error);
  }
}

/**
 * Checks that some chain of `chains` has a receipt of `hash` (a hash a person gave): when none has one it
 * fails as "Transaction receipt not found."; when a chain could not be read, with that failure instead, so
 * a hash is never said to be unknown to a chain that did not answer.
 */
export async function assertReceiptSomewhere(chains: readonly NetworkChain[], hash: Hash): Promise<void> {
  const results = await Promise.allSettled(chains.map((chain) => readReceipt(chain, hash)));
  if (results.some((result) => result.status === 'fulfilled')) return;
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  throw failures.find((failure) => !isReceiptNotFound(failure)) ?? failures[0];
}
