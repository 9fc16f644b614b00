import { createServer, request as httpRequest, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort, listenOnLoopback } from './ports';
import type { JsonRpcCall } from './rpc';
import { type RpcFaultProxy, startRpcFaultProxy } from './rpc-faults';

/** A fake node at head 100 with one transaction, mined in block 98; it says which block each state read asked. */
function fakeNode(): Server {
  const answer = (call: JsonRpcCall) => {
    const params = call.params ?? [];
    switch (call.method) {
      case 'eth_blockNumber':
        return '0x64';
      case 'eth_chainId':
        return '0xa4b1';
      case 'eth_getTransactionReceipt':
        return { blockNumber: '0x62', status: '0x1' };
      case 'eth_getBalance':
        return params[1];
      case 'eth_getLogs':
        return [{ asked: params[0] }];
      default:
        return null;
    }
  };
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as JsonRpcCall | JsonRpcCall[];
      const calls = Array.isArray(body) ? body : [body];
      const answers = calls.map((call) => ({ jsonrpc: '2.0', id: call.id, result: answer(call) }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers));
    });
  });
}

let node: Awaited<ReturnType<typeof listenOnLoopback>>;
let proxy: RpcFaultProxy;

beforeEach(async () => {
  node = await listenOnLoopback(fakeNode(), await freePort());
  proxy = await startRpcFaultProxy({ port: await freePort(), upstreams: new Map([[42161, node.url]]) });
});
afterEach(async () => {
  await proxy.stop();
  await node.stop();
});

const batch = (calls: readonly [string, unknown[]][]) =>
  JSON.stringify(calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params })));

/** A page's calls, sent as one batch with its `Origin`. */
function send(calls: readonly [string, unknown[]][]) {
  return fetch(proxy.urlOf(42161), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
    body: batch(calls),
  });
}

/** Calls as the devnet's own processes send them: no `Origin` (node:http adds none); answers the status. */
function sendWithoutOrigin(calls: readonly [string, unknown[]][]): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      proxy.urlOf(42161),
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(batch(calls));
  });
}
const results = async (response: Response) => ((await response.json()) as { result: unknown }[]).map((a) => a.result);

describe('the devnet’s RPC fault injector', () => {
  it('forwards as it is, and counts each call of a page’s batch', async () => {
    expect(
      await results(
        await send([
          ['eth_chainId', []],
          ['eth_blockNumber', []],
        ]),
      ),
    ).toEqual(['0xa4b1', '0x64']);
    await sendWithoutOrigin([['eth_chainId', []]]);
    expect(proxy.calls()[42161]).toMatchObject({ calls: 2, requests: 1, byMethod: { eth_chainId: 1 } });
    proxy.resetCalls();
    expect(proxy.calls()).toEqual({});
  });

  it('answers 429 with an exposed Retry-After, and only pages', async () => {
    proxy.setFault(42161, { fault: 'rate-limit', retryAfter: 7 });
    const refused = await send([['eth_blockNumber', []]]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(await sendWithoutOrigin([['eth_blockNumber', []]])).toBe(200);
    proxy.setFault(42161, undefined);
    expect((await send([['eth_blockNumber', []]])).status).toBe(200);
  });

  it('drops the connection of a node that is down', async () => {
    proxy.setFault(42161, { fault: 'down' });
    await expect(send([['eth_blockNumber', []]])).rejects.toThrow();
  });

  it('answers another chain’s id and forwards the rest', async () => {
    proxy.setFault(42161, { fault: 'chain-id', answer: 1 });
    expect(
      await results(
        await send([
          ['eth_chainId', []],
          ['eth_blockNumber', []],
        ]),
      ),
    ).toEqual(['0x1', '0x64']);
  });

  it('plays a node behind: its head, its latest state, receipts above it unknown, logs stopping at it', async () => {
    proxy.setFault(42161, { fault: 'lag', blocks: 5 });
    const answers = await results(
      await send([
        ['eth_blockNumber', []],
        ['eth_getBalance', ['0x0000000000000000000000000000000000000001', 'latest']],
        ['eth_getTransactionReceipt', ['0x01']],
        ['eth_getLogs', [{ fromBlock: '0x1', toBlock: 'latest' }]],
        ['eth_getLogs', [{ fromBlock: '0x63' }]],
      ]),
    );
    expect(answers).toEqual(['0x5f', '0x5f', null, [{ asked: { fromBlock: '0x1', toBlock: '0x5f' } }], []]);
    proxy.setFault(42161, { fault: 'lag', blocks: 1 });
    expect(await results(await send([['eth_getTransactionReceipt', ['0x01']]]))).toEqual([
      { blockNumber: '0x62', status: '0x1' },
    ]);
  });
});
