/**
 * The devnet's RPC fault injector (README, "Devnet"; docs/rpc.md, "On the devnet"): for every chain, a JSON-RPC
 * proxy on a port of its own in front of the chain's node as the app reads it (anvil, or the zk layer for
 * Abstract). The manifest names it as the chain's `faultyRpcUrl`, which the app reads first and the node
 * second, as mainnet's config lists several public RPCs, so that falling back is played. A port per chain, as
 * public RPCs are on hosts of their own: a browser keeps 6 connections per host and port, so requests held
 * on one chain never queue another's. Each proxy forwards requests (single or batch) as they are, and plays
 * one fault at a time, set from the devnet's control (`control.ts`, POST /rpc/fault):
 *
 * - `down`: a dead endpoint; the connection is dropped unanswered, so the page's fetch fails (a network error).
 * - `rate-limit`: after `after` calls answered, HTTP 429 with `Retry-After: <retryAfter>` (exposed to pages)
 *   and Infura's JSON-RPC error body (code -32005, "project ID request rate exceeded").
 * - `timeout`: no answer until the fault is lifted or changed (then the connection is dropped) or the page
 *   gives up.
 * - `chain-id`: `eth_chainId` and `net_version` answer another chain's id, all else is forwarded: a URL set to
 *   another chain's node.
 * - `lag`: a node `blocks` behind the head (`rpc-faults/lag.ts`).
 *
 * Like anvil it answers any page (CORS); unlike anvil it refuses a Host other than 127.0.0.1 or localhost on
 * its port (DNS rebinding). Faults apply only to requests from a web page (with an `Origin`), as the zk
 * layer's log-range fault does: the devnet's own processes read the nodes directly, and would be untouched
 * here too. It counts the calls pages send each chain (`rpc-faults/calls.ts`, GET /rpc/calls).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { numberToHex } from 'viem';
import type { DevnetChain } from './chains';
import { hostRefusal } from './origins';
import { assertPortFree, listenOnLoopback, type PortName, portFromEnv } from './ports';
import { forwardBatch, type JsonRpcCall } from './rpc';
import { CallCounter, type ChainCalls } from './rpc-faults/calls';
import { lagged } from './rpc-faults/lag';

export type RpcFault =
  | { readonly fault: 'down' }
  | { readonly fault: 'rate-limit'; readonly retryAfter: number; readonly after: number }
  | { readonly fault: 'timeout' }
  /** `answer`: the id to answer; default the next higher chain id of the devnet's, wrapping (42161's is 1). */
  | { readonly fault: 'chain-id'; readonly answer?: number }
  | { readonly fault: 'lag'; readonly blocks: number };

/** A chain behind the injector: its node as the app reads it, and the injector's port for it. */
export interface FaultyRpcChain {
  readonly chainId: number;
  readonly upstream: string;
  readonly port: number;
  readonly portName: PortName;
}

export interface RpcFaults {
  /** The injector's URL for chain `chainId`. */
  urlOf(chainId: number): string;
  /** Sets chain `chainId`'s fault, none lifts it; throws for a chain the devnet does not run. */
  setFault(chainId: number, fault: RpcFault | undefined): void;
  /** The calls pages sent each chain since the last reset, by chain id. */
  calls(): Record<string, ChainCalls>;
  resetCalls(): void;
  stop(): Promise<void>;
}

/** The key of `DevnetOptions.ports` that sets chain `name`'s injector port (spare ports for tests). */
export const faultyRpcPortKey = (name: string) => `${name}FaultyRpc`;

/**
 * The port of `chain`'s injector: `ports[<name>FaultyRpc]`, else `DEVNET_<CHAIN>_FAULTY_RPC_PORT`, else 100 above
 * the node's default port (Arbitrum's 8645 in front of 8545); with what names it when it is busy.
 */
export function faultyRpcPortOf(
  chain: DevnetChain,
  ports: Readonly<Record<string, number>> | undefined,
  env: NodeJS.ProcessEnv,
): { readonly port: number; readonly portName: PortName } {
  const envVar = `DEVNET_${chain.name.toUpperCase()}_FAULTY_RPC_PORT`;
  const port = ports?.[faultyRpcPortKey(chain.name)] ?? portFromEnv(env, envVar, chain.defaultPort + 100);
  return { port, portName: { what: `${chain.displayName} RPC fault injector`, envVar } };
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
  // A page can read `Retry-After` only when it is exposed (Fetch standard, CORS-safelisted response headers).
  'access-control-expose-headers': 'Retry-After',
};
const JSON_TYPE = { ...CORS, 'content-type': 'application/json' };

/** The calls of a JSON-RPC body, or none when it is not one (forwarded as it is, for the node to refuse). */
function callsOf(body: string): { readonly calls: JsonRpcCall[]; readonly batch: boolean } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const calls = Array.isArray(parsed) ? parsed : [parsed];
  const isCall = (call: unknown) =>
    typeof call === 'object' && call !== null && typeof (call as { method?: unknown }).method === 'string';
  return calls.every(isCall) ? { calls: calls as JsonRpcCall[], batch: Array.isArray(parsed) } : undefined;
}

/** `calls` answered by a node that names chain `answer` as its own; everything else goes to `upstream`. */
async function answerAsChain(upstream: string, calls: readonly JsonRpcCall[], answer: number): Promise<unknown[]> {
  const own = (call: JsonRpcCall) => call.method === 'eth_chainId' || call.method === 'net_version';
  const passed = calls.filter((call) => !own(call));
  const answers = passed.length > 0 ? await forwardBatch(upstream, passed) : [];
  let next = 0;
  return calls.map((call) =>
    own(call)
      ? { jsonrpc: '2.0', id: call.id, result: call.method === 'eth_chainId' ? numberToHex(answer) : String(answer) }
      : answers[next++],
  );
}

/** Infura's answer to a rate-limited call (docs.infura.io, "Avoid rate limiting"), with its suggested wait. */
const rateLimited = (id: unknown, retryAfter: number) => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: { code: -32005, message: 'project ID request rate exceeded', data: { backoff_seconds: retryAfter } },
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** One chain's proxy: its fault, the calls answered since a `rate-limit` was set, the requests held. */
interface ChainProxy {
  readonly chain: FaultyRpcChain;
  fault: RpcFault | undefined;
  answered: number;
  readonly held: Set<ServerResponse>;
  readonly server: Server;
}

export async function startRpcFaults(options: { readonly chains: readonly FaultyRpcChain[] }): Promise<RpcFaults> {
  for (const { port, portName } of options.chains) await assertPortFree(port, portName.what, portName.envVar);
  const counter = new CallCounter();

  const handle = async (proxy: ChainProxy, request: IncomingMessage, response: ServerResponse) => {
    const { chainId, port, upstream } = proxy.chain;
    const wrongHost = hostRefusal(request, port);
    if (wrongHost) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end(wrongHost);
      return;
    }
    const fromPage = request.headers.origin !== undefined;
    if (request.method !== 'POST') {
      // A dead endpoint fails the page's CORS preflight too.
      if (fromPage && request.method === 'OPTIONS' && proxy.fault?.fault === 'down') request.socket.destroy();
      else response.writeHead(request.method === 'OPTIONS' ? 204 : 405, CORS).end();
      return;
    }
    const body = await readBody(request);
    const parsed = callsOf(body);
    if (fromPage) counter.count(chainId, parsed?.calls.map((call) => call.method) ?? []);
    const fault = fromPage ? proxy.fault : undefined;
    if (fault?.fault === 'down') {
      request.socket.destroy();
      return;
    }
    if (fault?.fault === 'timeout') {
      proxy.held.add(response);
      response.on('close', () => proxy.held.delete(response));
      return;
    }
    if (fault?.fault === 'rate-limit') {
      if (proxy.answered >= fault.after) {
        const refused = (parsed?.calls ?? [{ method: '' }]).map((call) => rateLimited(call.id, fault.retryAfter));
        response
          .writeHead(429, { ...JSON_TYPE, 'retry-after': String(fault.retryAfter) })
          .end(JSON.stringify(parsed?.batch ? refused : refused[0]));
        return;
      }
      proxy.answered += parsed?.calls.length ?? 1;
    }
    if (parsed && (fault?.fault === 'chain-id' || fault?.fault === 'lag')) {
      const answers =
        fault.fault === 'lag'
          ? await lagged(upstream, parsed.calls, fault.blocks)
          : await answerAsChain(upstream, parsed.calls, fault.answer ?? nextChainId(chainId));
      response.writeHead(200, JSON_TYPE).end(JSON.stringify(parsed.batch ? answers : answers[0]));
      return;
    }
    // The page's Origin goes along: the node behind (the zk layer) plays faults of its own for pages only.
    const origin = request.headers.origin;
    const headers = { 'content-type': 'application/json', ...(origin ? { origin } : {}) };
    const forwarded = await fetch(upstream, { method: 'POST', headers, body });
    response.writeHead(forwarded.status, JSON_TYPE).end(await forwarded.text());
  };

  const proxies = new Map<number, ChainProxy>();
  const nextChainId = (chainId: number) => {
    const ids = [...proxies.keys()].sort((a, b) => a - b);
    return ids.find((id) => id > chainId) ?? ids[0] ?? chainId;
  };
  const listening = await Promise.all(
    options.chains.map((chain) => {
      const proxy: ChainProxy = { chain, fault: undefined, answered: 0, held: new Set(), server: createServer() };
      proxy.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        handle(proxy, request, response).catch((error: unknown) => {
          if (!response.headersSent) response.writeHead(502, { ...CORS, 'content-type': 'text/plain' });
          response.end(String(error));
        });
      });
      proxies.set(chain.chainId, proxy);
      return listenOnLoopback(proxy.server, chain.port, chain.portName);
    }),
  );
  const proxyOf = (chainId: number) => {
    const proxy = proxies.get(chainId);
    if (!proxy) throw new Error(`No devnet chain has id ${chainId}: one of ${[...proxies.keys()].join(', ')}`);
    return proxy;
  };
  return {
    urlOf: (chainId) => `http://127.0.0.1:${proxyOf(chainId).chain.port}`,
    setFault(chainId, fault) {
      const proxy = proxyOf(chainId);
      proxy.fault = fault;
      proxy.answered = 0;
      for (const response of proxy.held) response.destroy();
      // The page's next request then comes on a new connection: a browser sends a request again, once, when a
      // kept-alive connection closes without an answer, but fails it at once on a new one.
      if (fault?.fault === 'down') proxy.server.closeIdleConnections();
    },
    calls: () => counter.snapshot(),
    resetCalls: () => counter.reset(),
    async stop() {
      for (const proxy of proxies.values()) for (const response of proxy.held) response.destroy();
      await Promise.all(listening.map((server) => server.stop()));
    },
  };
}
