/**
 * The devnet's control endpoint, for tests and benchmarks in other processes: stop and start the relayer
 * (to hold messages back and watch them arrive later): POST /relayer/stop, POST /relayer/start. Stop and start
 * a Hyperlane validator (docs/hyperlane-validators.md; i = 0, 1, 2): POST /validators/<i>/stop (it signs
 * nothing new, what it published stays readable), POST /validators/<i>/start (answered once it has signed
 * what was dispatched meanwhile); GET /validators answers each one's state, `[{ "index", "address",
 * "running", "bucket", "chains": { "arbitrum": { "signed", "latest" } } }]` (the highest index it signed,
 * the chain's latest). With two stopped, no message reaches its 2-of-3 quorum: the relayer retries. Hold and
 * release the execution of zk batches (withdrawals stay unclaimable while held, docs/zk-devnet.md):
 * POST /zk/stop, POST /zk/start. Play a public RPC on Abstract's zk layer that refuses a page's log queries
 * over N blocks: POST /zk/log-range with `{ "blocks": N }` (0: every one), `{}` to answer any range again; one that
 * names another contract as its Bridgehub and L1 shared bridge than L1 does: POST /zk/node-bridge with
 * `{ "names": "0x…" }`, `{}` to answer honestly again. Play a public RPC's failure on a chain's RPC behind the
 * fault injector (`rpc-faults.ts`, the manifest's `faultyRpcUrl`, which the app reads first), for web pages
 * only: POST /rpc/fault with `{ "chainId": 42161, "fault": F, … }`, `{ "chainId": 42161 }` to lift it, F one of
 * `"down"` (a dead endpoint: the connection is dropped, the page's fetch fails), `"timeout"` (no answer until
 * lifted), `"rate-limit"` (HTTP 429 with `Retry-After: "retryAfter"` seconds, default 1, and Infura's -32005
 * body; `"after": N` answers N calls first, default 0), `"chain-id"` (`eth_chainId`/`net_version` answer
 * `"answer"`, default another devnet chain's id: a URL set to another chain), `"lag"` (a node `"blocks"`
 * behind the head, default 10). GET /rpc/calls answers the JSON-RPC calls pages sent each chain there,
 * `{ "42161": { "calls", "requests", "byMethod": { "eth_call": n }, "log": [{ "at", "method", "batch" }] } }`
 * (each call of a batch counts, `batch` its request's size), POST /rpc/calls/reset forgets them. Play an
 * explorer outage: POST /explorer/logs-api with `{ "down": true }` makes the explorer's logs API answer 503,
 * `{}` brings it back. And, for
 * tests only, POST /marketplace/records with `{ "records": [...] }`: bridge-token records the marketplace
 * serves beside its own (an empty list takes them back); POST /marketplace/domains with
 * `{ "domains": [...] }`: domains (names of addresses) it serves beside its own, likewise;
 * POST /marketplace/onramp-signing with
 * `{ "params": { "walletAddress": "0x…" } }`: parameters the marketplace sets on every purchase URL before
 * signing it (an empty record takes them back); POST /marketplace/route-list with `{ "terms": {…} }` (the
 * route list signed with other terms, see `ListTerms`), `{ "served": … }` (any body served as the list) or
 * `{}` (the devnet's own list again). Web pages other than the app's and the devnet's own are
 * refused (see `origins.ts`).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { isAddress } from 'viem';
import type { ExplorerServer } from './explorer/server';
import type { DevnetDomain } from './marketplace/domains';
import type { BridgeTokenRecord } from './marketplace/records';
import type { ListTerms } from './marketplace/route-list';
import type { Marketplace } from './marketplace/server';
import type { AllowedOrigins } from './origins';
import { assertPortFree, listenOnLoopback } from './ports';
import type { RelayerProcess } from './relayer';
import type { RpcFault, RpcFaults } from './rpc-faults';
import type { DevnetValidators } from './validators/validators';
import type { ZkRpcProxy } from './zk/rpc-proxy';
import type { ZkSequencer } from './zk/sequencer';

export const CONTROL_PORT_ENV = 'DEVNET_CONTROL_PORT';

export async function startControl(
  port: number,
  relayer: RelayerProcess,
  origins: AllowedOrigins,
  marketplace: Pick<Marketplace, 'setExtraRecords' | 'setExtraDomains' | 'onramp' | 'setRouteListOverride'>,
  zk: Pick<ZkSequencer, 'hold' | 'release'> & Pick<ZkRpcProxy, 'setLogRangeLimit' | 'setNamedBridge'>,
  rpcFaults: Pick<RpcFaults, 'setFault' | 'calls' | 'resetCalls'>,
  explorer: Pick<ExplorerServer, 'setLogsApiDown'>,
  validators: Pick<DevnetValidators, 'stopValidator' | 'startValidator' | 'states'>,
): Promise<{ url: string; stop(): Promise<void> }> {
  const portName = { what: 'devnet control endpoint', envVar: CONTROL_PORT_ENV };
  await assertPortFree(port, portName.what, portName.envVar);
  /** The test-only routes that take a JSON body: each applies it, or throws why it cannot. */
  const bodyRoutes: Record<string, (body: Record<string, unknown>) => void> = {
    '/marketplace/records': ({ records }) => {
      if (!Array.isArray(records)) throw new Error('records must be a list');
      marketplace.setExtraRecords(records as BridgeTokenRecord[]);
    },
    '/marketplace/onramp-signing': ({ params }) => {
      if (typeof params !== 'object' || params === null || Array.isArray(params))
        throw new Error('params must be an object');
      const entries = Object.entries(params);
      if (!entries.every((entry): entry is [string, string] => typeof entry[1] === 'string'))
        throw new Error('params must name strings');
      marketplace.onramp.setSigningOverrides(Object.fromEntries(entries));
    },
    '/marketplace/route-list': (body) => {
      if ('served' in body) marketplace.setRouteListOverride({ served: body.served });
      else if (typeof body.terms === 'object' && body.terms !== null)
        marketplace.setRouteListOverride({ terms: body.terms as ListTerms });
      else marketplace.setRouteListOverride(undefined);
    },
    '/zk/log-range': ({ blocks }) => {
      if (blocks !== undefined && (typeof blocks !== 'number' || !Number.isInteger(blocks) || blocks < 0))
        throw new Error('blocks must be a whole number of blocks');
      zk.setLogRangeLimit(blocks);
    },
    '/rpc/fault': (body) => rpcFaults.setFault(chainIdOf(body.chainId), rpcFaultOf(body)),
    '/explorer/logs-api': ({ down }) => {
      if (down !== undefined && typeof down !== 'boolean') throw new Error('down must be true or false');
      explorer.setLogsApiDown(down === true);
    },
    '/zk/node-bridge': ({ names }) => {
      if (names !== undefined && (typeof names !== 'string' || !isAddress(names)))
        throw new Error('names must be an address');
      zk.setNamedBridge(names);
    },
    '/marketplace/domains': ({ domains }) => {
      if (!Array.isArray(domains)) throw new Error('domains must be a list');
      marketplace.setExtraDomains(domains as DevnetDomain[]);
    },
  };
  const server = createServer((request, response) => {
    const refusal = origins.refusal(request, port);
    if (refusal) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end(refusal);
      return;
    }
    const action = request.method === 'POST' ? request.url : undefined;
    const apply = action ? bodyRoutes[action] : undefined;
    if (apply) {
      // A bad body (not JSON, not the shape) is a 400, never an unhandled rejection that ends the devnet.
      readBody(request)
        .then((body) => apply(JSON.parse(body) as Record<string, unknown>))
        .then(
          () => response.writeHead(204).end(),
          (error: unknown) => response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error)),
        );
      return;
    }
    if (request.method === 'GET' && request.url === '/validators') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(validators.states()));
      return;
    }
    const validatorAction = action && /^\/validators\/(\d+)\/(stop|start)$/.exec(action);
    if (validatorAction) {
      const index = Number(validatorAction[1]);
      const count = validators.states().length;
      if (index >= count) {
        response
          .writeHead(404, { 'content-type': 'text/plain' })
          .end(`No validator ${index}: they are 0 to ${count - 1}`);
        return;
      }
      if (validatorAction[2] === 'stop') validators.stopValidator(index);
      (validatorAction[2] === 'start' ? validators.startValidator(index) : Promise.resolve()).then(
        () => response.writeHead(204).end(),
        (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
      );
      return;
    }
    if (request.method === 'GET' && request.url === '/rpc/calls') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rpcFaults.calls()));
      return;
    }
    if (action === '/rpc/calls/reset') {
      rpcFaults.resetCalls();
      response.writeHead(204).end();
      return;
    }
    if (action === '/zk/stop' || action === '/zk/start') {
      if (action === '/zk/stop') zk.hold();
      else zk.release();
      response.writeHead(204).end();
      return;
    }
    const run = action === '/relayer/stop' ? relayer.stop() : action === '/relayer/start' ? relayer.start() : undefined;
    if (!run) {
      response.writeHead(404).end();
      return;
    }
    run.then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  return listenOnLoopback(server, port, portName);
}

function chainIdOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error('chainId must be a chain id');
  return value;
}

const wholeNumber = (value: unknown, what: string, fallback: number): number => {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new Error(`${what} must be a whole number`);
  return value;
};

/** The fault a `/rpc/fault` body asks for; none when it names no fault. */
function rpcFaultOf(body: Record<string, unknown>): RpcFault | undefined {
  switch (body.fault) {
    case undefined:
      return undefined;
    case 'down':
    case 'timeout':
      return { fault: body.fault };
    case 'rate-limit':
      return {
        fault: 'rate-limit',
        retryAfter: wholeNumber(body.retryAfter, 'retryAfter', 1),
        after: wholeNumber(body.after, 'after', 0),
      };
    case 'chain-id':
      return body.answer === undefined
        ? { fault: 'chain-id' }
        : { fault: 'chain-id', answer: wholeNumber(body.answer, 'answer', 0) };
    case 'lag':
      return { fault: 'lag', blocks: wholeNumber(body.blocks, 'blocks', 10) };
    default:
      throw new Error('fault must be down, timeout, rate-limit, chain-id or lag');
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}
