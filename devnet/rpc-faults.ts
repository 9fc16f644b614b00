/**
 * The devnet's RPC fault injector (docs/rpc.md, "On the devnet"): one JSON-RPC proxy in front of every chain's
 * node as the app reads it (anvil, or the zk layer for Abstract), at `/<chainId>`. The app's config lists it
 * first and the node second, as mainnet's lists several public RPCs, so that falling back is played. Each
 * chain's proxy forwards requests (batches too) as they are, or plays one fault, set from the devnet's control:
 *
 * - `down`: the connection is dropped, as a dead endpoint's (the page's fetch fails).
 * - `rate-limit`: HTTP 429 with `Retry-After` (exposed to pages) and a JSON-RPC error body, as public RPCs
 *   answer a rate limit (e.g. Infura's "project ID request rate exceeded", code -32005; RFC 6585 §4 for 429).
 * - `timeout`: no answer until the fault is lifted or the page gives up.
 * - `chain-id`: `eth_chainId` (and `net_version`) answered with another chain's id, all else forwarded: a URL
 *   set to the wrong chain's node.
 * - `lag`: a node `blocks` behind the head: its head, its `latest` state, receipts and logs are the chain's
 *   as of that block.
 *
 * Faults apply only to requests from a web page (with an `Origin`): the devnet's own processes never go
 * through here anyway. It counts the JSON-RPC calls pages send each chain (each call of a batch counts, as
 * public RPCs count them), for the budget tests and bench.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { numberToHex } from 'viem';
import { assertPortFree, listenOnLoopback } from './ports';
import { forwardBatch, type JsonRpcCall } from './rpc';
import { lagged } from './rpc-lag';

export const RPC_FAULTS_PORT_ENV = 'DEVNET_RPC_FAULTS_PORT';

export type RpcFault =
  | { readonly fault: 'down' }
  | { readonly fault: 'rate-limit'; readonly retryAfter: number }
  | { readonly fault: 'timeout' }
  | { readonly fault: 'chain-id'; readonly answer: number }
  | { readonly fault: 'lag'; readonly blocks: number };

/** The calls and HTTP requests pages sent one chain, by method. */
export interface ChainCalls {
  calls: number;
  requests: number;
  byMethod: Record<string, number>;
}

export interface RpcFaultProxy {
  readonly url: string;
  /** The proxy's URL for chain `chainId`. */
  urlOf(chainId: number): string;
  /** Sets chain `chainId`'s fault; none lifts it (a held `timeout` request is then dropped). */
  setFault(chainId: number, fault: RpcFault | undefined): void;
  calls(): Record<number, ChainCalls>;
  resetCalls(): void;
  stop(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
  // A page can read `Retry-After` only when it is exposed (Fetch standard, CORS-safelisted response headers).
  'access-control-expose-headers': 'Retry-After',
};

export async function startRpcFaultProxy(options: {
  readonly port: number;
  /** Each chain's node, as the app would read it without the proxy. */
  readonly upstreams: ReadonlyMap<number, string>;
}): Promise<RpcFaultProxy> {
  const { port, upstreams } = options;
  const portName = { what: 'devnet RPC fault injector', envVar: RPC_FAULTS_PORT_ENV };
  await assertPortFree(port, portName.what, portName.envVar);
  const faults = new Map<number, RpcFault>();
  const counted = new Map<number, ChainCalls>();
  const held = new Set<ServerResponse>();

  const count = (chainId: number, calls: readonly JsonRpcCall[]) => {
    const chain = counted.get(chainId) ?? { calls: 0, requests: 0, byMethod: {} };
    chain.requests += 1;
    chain.calls += calls.length;
    for (const call of calls) chain.byMethod[call.method] = (chain.byMethod[call.method] ?? 0) + 1;
    counted.set(chainId, chain);
  };

  /** The answer of `calls` under `fault`, or of the node as it is. */
  const answer = async (upstream: string, calls: JsonRpcCall[], fault: RpcFault | undefined) => {
    if (fault?.fault === 'lag') return lagged(upstream, calls, fault.blocks);
    if (fault?.fault !== 'chain-id') return forwardBatch(upstream, calls);
    const own = (call: JsonRpcCall) => call.method === 'eth_chainId' || call.method === 'net_version';
    const passed = calls.filter((call) => !own(call));
    const answers = passed.length > 0 ? await forwardBatch(upstream, passed) : [];
    let next = 0;
    return calls.map((call) =>
      own(call)
        ? {
            jsonrpc: '2.0',
            id: call.id,
            result: call.method === 'eth_chainId' ? numberToHex(fault.answer) : String(fault.answer),
          }
        : answers[next++],
    );
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const host = request.headers.host;
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end(`The devnet answers only 127.0.0.1:${port}`);
      return;
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const chainId = Number(new URL(request.url ?? '/', `http://${host}`).pathname.slice(1));
    const upstream = upstreams.get(chainId);
    if (request.method !== 'POST' || !upstream) {
      response.writeHead(404, CORS).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as JsonRpcCall | JsonRpcCall[];
    const calls = Array.isArray(body) ? body : [body];
    const fromPage = request.headers.origin !== undefined;
    if (fromPage) count(chainId, calls);
    const fault = fromPage ? faults.get(chainId) : undefined;
    if (fault?.fault === 'down') {
      request.socket.destroy();
      return;
    }
    if (fault?.fault === 'timeout') {
      held.add(response);
      response.on('close', () => held.delete(response));
      return;
    }
    if (fault?.fault === 'rate-limit') {
      const error = { code: -32005, message: 'project ID request rate exceeded' };
      const refused = calls.map((call) => ({ jsonrpc: '2.0', id: call.id ?? null, error }));
      response
        .writeHead(429, { ...CORS, 'content-type': 'application/json', 'retry-after': String(fault.retryAfter) })
        .end(JSON.stringify(Array.isArray(body) ? refused : refused[0]));
      return;
    }
    const answers = await answer(upstream, calls, fault);
    response
      .writeHead(200, { ...CORS, 'content-type': 'application/json' })
      .end(JSON.stringify(Array.isArray(body) ? answers : answers[0]));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { ...CORS, 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  const listening = await listenOnLoopback(server, port, portName);
  return {
    url: listening.url,
    urlOf: (chainId) => `${listening.url}/${chainId}`,
    setFault(chainId, fault) {
      if (fault) faults.set(chainId, fault);
      else faults.delete(chainId);
      if (fault?.fault !== 'timeout') {
        for (const response of held) response.destroy();
      }
    },
    calls: () => Object.fromEntries(counted),
    resetCalls: () => counted.clear(),
    async stop() {
      for (const response of held) response.destroy();
      await listening.stop();
    },
  };
}
