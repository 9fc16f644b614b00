/**
 * A chain's reads over its several RPCs (docs/rpc.md): each read goes to the first node that can take it,
 * through viem's `fallback`, in the chain's order (the override, then the registry's public RPCs), leaving
 * out a node that answered another chain's id (for the page's life), one paused after a failure or a rate
 * limit (as long as its `Retry-After` says), and one lagging behind the others. A read that must be fresh
 * (a receipt, a delivery, a batch's execution) first reads the heads again when they are old; a block-number
 * read then takes the freshest of them as its answer.
 */
import {
  createTransport,
  custom,
  type EIP1193RequestFn,
  fallback,
  type Hex,
  HttpRequestError,
  hexToBigInt,
  http,
  numberToHex,
  RpcRequestError,
  TimeoutError,
  type Transport,
} from 'viem';
import type { NetworkChain } from '../config/types';
import { AppError, walk } from '../lib/errors';
import { retryAfterMs } from '../lib/rpc-refusal';
import {
  freshestHead,
  headsStale,
  isRefused,
  type NodeState,
  nodeOrder,
  nodeStates,
  pauseAfterFailure,
  recordHead,
  recordSuccess,
} from './rpc-nodes';
import { reportRpcRefusal } from './rpc-refusals';

/** A node that has not answered in this long is taken as down for the read, which goes to the next. */
const NODE_TIMEOUT_MS = 10_000;

type Request = (args: { method: string; params?: unknown }) => Promise<unknown>;

interface ChainNodes {
  readonly chain: NetworkChain;
  readonly states: readonly NodeState[];
  readonly requests: ReadonlyMap<NodeState, Request>;
  readonly checks: Map<NodeState, Promise<void>>;
  /** Each node's transport, made once (`nodeTransport`). */
  readonly transports: Map<NodeState, Transport>;
  /** The heads being read for a fresh read, when they are. */
  heads?: Promise<void>;
}

const chains = new Map<string, ChainNodes>();

function nodesOf(chain: NetworkChain): ChainNodes {
  const key = `${chain.chainId}:${chain.rpcUrls.join(' ')}`;
  let nodes = chains.get(key);
  if (!nodes) {
    const states = nodeStates(chain.rpcUrls);
    const requests = new Map(
      states.map((state) => {
        // Calls asked in the same task go out as one JSON-RPC batch; nothing is retried here (the fallback is).
        const transport = http(state.url, { batch: { wait: 0 }, retryCount: 0, timeout: NODE_TIMEOUT_MS });
        return [state, transport({ retryCount: 0 }).request as Request] as const;
      }),
    );
    nodes = { chain, states, requests, checks: new Map(), transports: new Map() };
    chains.set(key, nodes);
  }
  return nodes;
}

function requestOf(nodes: ChainNodes, node: NodeState): Request {
  const request = nodes.requests.get(node);
  if (!request) throw new Error(`No transport for ${node.url}`);
  return request;
}

/** The refusal of a node that answered `answered` as its chain id. */
function wrongChain(chain: NetworkChain, node: NodeState, answered: number) {
  const overridden = chain.rpcOverride !== undefined && node.url === chain.rpcUrls[0];
  return new AppError(
    'rpc-wrong-chain',
    {
      chain: chain.chainName,
      chainId: chain.chainId,
      answered,
      ...(overridden ? { variable: chain.rpcOverride } : { host: new URL(node.url).host }),
    },
    `${node.url} answers for chain ${answered}, not ${chain.chainName} (${chain.chainId}): it is not used`,
  );
}

/**
 * Whether the node answers for the chain (`eth_chainId`), asked once with its first read (in the same batch,
 * so it costs no wait); a node that answers another id is refused for the page, and said so
 * (`reportRpcRefusal`). A node that could not be asked is asked again with its next read.
 */
function chainChecked(nodes: ChainNodes, node: NodeState): Promise<void> {
  if (node.chainId === 'ok') return Promise.resolve();
  if (typeof node.chainId === 'object') return Promise.reject(wrongChain(nodes.chain, node, node.chainId.answered));
  let check = nodes.checks.get(node);
  if (!check) {
    check = (async () => {
      const answered = Number(hexToBigInt((await requestOf(nodes, node)({ method: 'eth_chainId' })) as Hex));
      if (answered === nodes.chain.chainId) {
        node.chainId = 'ok';
        return;
      }
      node.chainId = { answered };
      const refusal = wrongChain(nodes.chain, node, answered);
      reportRpcRefusal(refusal);
      throw refusal;
    })();
    check.catch(() => nodes.checks.delete(node));
    nodes.checks.set(node, check);
  }
  return check;
}

/** JSON-RPC codes some providers answer a rate limit with inside a 200 (QuickNode's -32007, others' 429). */
const RATE_CODES = new Set([-32007, 429]);

/** An answer over a failed HTTP status (a 429, a 503), with or without a JSON-RPC error in it, or none at all. */
const overHttp = (e: unknown) =>
  e instanceof HttpRequestError || (e instanceof RpcRequestError && e.status !== undefined);

/** The failure of a node, not of the read: whether it was a rate limit, and the wait its `Retry-After` asked. */
interface NodeFailure {
  readonly rateLimited: boolean;
  readonly retryAfterMs?: number;
}

/** The node's failure in `error` (unreachable, slow, refusing over HTTP, rate-limiting), if it is one. */
function nodeFailure(error: unknown): NodeFailure | undefined {
  const refusal = walk(error, overHttp) as HttpRequestError | RpcRequestError | undefined;
  if (refusal) {
    const asked = retryAfterMs(refusal.headers?.get('Retry-After'), Date.now());
    const rateLimited = refusal.status === 429;
    return asked === undefined ? { rateLimited } : { rateLimited, retryAfterMs: asked };
  }
  if (walk(error, (e) => RATE_CODES.has((e as { code?: unknown } | null)?.code as number)) !== undefined) {
    return { rateLimited: true };
  }
  return walk(error, (e) => e instanceof TimeoutError) !== undefined ? { rateLimited: false } : undefined;
}

/** One node's transport, made once per node: its chain checked with its first read, its failures and heads recorded. */
function nodeTransport(nodes: ChainNodes, node: NodeState): Transport {
  const made = nodes.transports.get(node);
  if (made) return made;
  const request = requestOf(nodes, node);
  const transport = custom(
    {
      async request({ method, params }: { method: string; params?: unknown }) {
        try {
          const [, result] = await Promise.all([chainChecked(nodes, node), request({ method, params })]);
          recordSuccess(node);
          if (method === 'eth_blockNumber') recordHead(node, hexToBigInt(result as Hex), Date.now());
          return result;
        } catch (error) {
          const failure = isRefused(node) ? undefined : nodeFailure(error);
          if (failure) pauseAfterFailure(node, Date.now(), failure.retryAfterMs);
          throw error;
        }
      },
    },
    { key: node.url, name: node.url, retryCount: 0 },
  );
  nodes.transports.set(node, transport);
  return transport;
}

/** Reads every usable node's head (one `eth_blockNumber` each, in parallel), one reading at a time per chain. */
function readHeads(nodes: ChainNodes): Promise<void> {
  nodes.heads ??= Promise.allSettled(
    nodeOrder(nodes.states, Date.now()).map((node) =>
      nodeTransport(nodes, node)({}).request({ method: 'eth_blockNumber' }),
    ),
  ).then(() => {
    nodes.heads = undefined;
  });
  return nodes.heads;
}

/** The methods whose answer must come from a node that is not behind: a receipt's "none yet" from one is no answer. */
const FRESH_METHODS = new Set(['eth_getTransactionReceipt']);
/** A read every node failed, the last for its rate, is asked again this many times. */
const CHAIN_RETRIES = 2;
/** The longest wait before asking again: a node's pause can be longer, but a read does not hang on it. */
const MAX_RETRY_WAIT_MS = 10_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The chain's read transport: viem's `fallback` over its nodes in `nodeOrder`, for every read. With `fresh`
 * (and for a receipt), the heads are read again first when they are old, so that a lagging node is left out.
 * A read the last node refused for its rate (every other one failed too) waits until the first usable node's
 * pause ends (its `Retry-After`; at most `MAX_RETRY_WAIT_MS`) and is asked again, `retries` times (a paged
 * log scan asks none: it answers refusals itself); a read no node could answer otherwise (down, slow) fails at
 * once, as every node was asked. When every node answered another chain's id, a read fails with the first
 * one's refusal.
 */
export function chainTransport(
  chain: NetworkChain,
  options: { readonly fresh?: boolean; readonly retries?: number } = {},
): Transport {
  const nodes = nodesOf(chain);
  const retries = options.retries ?? CHAIN_RETRIES;
  const readOnce = async (method: string, args: unknown, params: Parameters<Transport>[0]) => {
    const blockNumber = method === 'eth_blockNumber';
    if ((options.fresh || blockNumber || FRESH_METHODS.has(method)) && headsStale(nodes.states, Date.now())) {
      await readHeads(nodes);
      // The heads just read answer it: no node is asked its block number twice in the same moment.
      const head = blockNumber ? freshestHead(nodes.states, Date.now()) : undefined;
      if (head !== undefined) return numberToHex(head);
    }
    const order = nodeOrder(nodes.states, Date.now());
    const [first] = nodes.states;
    if (order.length === 0 && first && typeof first.chainId === 'object') {
      throw wrongChain(chain, first, first.chainId.answered);
    }
    const transport = fallback(
      order.map((node) => nodeTransport(nodes, node)),
      { retryCount: 0 },
    )({ ...params, retryCount: 0 });
    return transport.request({ method, params: args } as never);
  };
  return (params) =>
    createTransport({
      key: 'chain',
      name: chain.chainName,
      type: 'chain',
      retryCount: 0,
      request: (async ({ method, params: args }: { method: string; params?: unknown }) => {
        for (let attempt = 0; ; attempt++) {
          try {
            return await readOnce(method, args, params);
          } catch (error) {
            if (attempt >= retries || !nodeFailure(error)?.rateLimited) throw error;
            // `nodeOrder` puts the node whose pause ends first at the front when every one is paused.
            const resumes = nodeOrder(nodes.states, Date.now())[0]?.pausedUntil ?? 0;
            await wait(Math.min(Math.max(resumes - Date.now(), 0), MAX_RETRY_WAIT_MS));
          }
        }
      }) as EIP1193RequestFn,
    });
}
