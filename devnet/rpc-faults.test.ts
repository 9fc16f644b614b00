import { createServer, request as httpRequest, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort, listenOnLoopback } from './ports';
import type { JsonRpcCall } from './rpc';
import { type RpcFaults, startRpcFaults } from './rpc-faults';
import { CallCounter, LOG_LIMIT } from './rpc-faults/calls';

const ARBITRUM = 42161;
const BASE = 8453;

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
      case 'eth_getTransactionByHash':
        return { blockNumber: '0x62', status: '0x1' };
      case 'eth_getBalance':
      case 'eth_call':
        return params[1] ?? 'none';
      case 'eth_getBlockByNumber':
        return { number: params[0] };
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
      const answers = [body].flat().map((call) => ({ jsonrpc: '2.0', id: call.id, result: answer(call) }));
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(Array.isArray(body) ? answers : answers[0]));
    });
  });
}

let node: Awaited<ReturnType<typeof listenOnLoopback>>;
let faults: RpcFaults;

beforeEach(async () => {
  node = await listenOnLoopback(fakeNode(), await freePort());
  const chain = async (chainId: number) => ({
    chainId,
    upstream: node.url,
    port: await freePort(),
    portName: { what: `chain ${chainId}'s fault injector`, envVar: 'NONE' },
  });
  faults = await startRpcFaults({ chains: [await chain(ARBITRUM), await chain(BASE)] });
});
afterEach(async () => {
  await faults.stop();
  await node.stop();
});

type Calls = readonly [string, unknown[]][];
const batch = (calls: Calls) =>
  JSON.stringify(calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params })));

/** A page's calls to chain `chainId`, sent as one batch with its `Origin`. */
function send(calls: Calls, chainId = ARBITRUM, signal?: AbortSignal) {
  return fetch(faults.urlOf(chainId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
    body: batch(calls),
    signal,
  });
}

/** Calls as the devnet's own processes send them: no `Origin` (node:http adds none); answers the status. */
function sendWithoutOrigin(calls: Calls): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      faults.urlOf(ARBITRUM),
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
const blockNumber: Calls = [['eth_blockNumber', []]];

describe('the devnet’s RPC fault injector', () => {
  it('forwards single calls and batches as they are, and counts each call of a page’s batch', async () => {
    const single = await fetch(faults.urlOf(ARBITRUM), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }),
    });
    expect(single.headers.get('access-control-allow-origin')).toBe('*');
    expect(await single.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0xa4b1' });
    const before = Date.now();
    expect(
      await results(
        await send([
          ['eth_chainId', []],
          ['eth_blockNumber', []],
        ]),
      ),
    ).toEqual(['0xa4b1', '0x64']);
    expect(await sendWithoutOrigin([['eth_chainId', []]])).toBe(200);
    const counted = faults.calls()[ARBITRUM];
    expect(counted).toMatchObject({ calls: 3, requests: 2, byMethod: { eth_chainId: 2, eth_blockNumber: 1 } });
    expect(counted?.log.map(({ method, batch }) => [method, batch])).toEqual([
      ['eth_chainId', 1],
      ['eth_chainId', 2],
      ['eth_blockNumber', 2],
    ]);
    expect(counted?.log[2]?.at).toBeGreaterThanOrEqual(before);
    expect(faults.calls()[BASE]).toBeUndefined();
    faults.resetCalls();
    expect(faults.calls()).toEqual({});
  });

  it('refuses another Host (DNS rebinding) and a chain it does not run', async () => {
    const port = new URL(faults.urlOf(ARBITRUM)).port;
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(faults.urlOf(ARBITRUM), {
        method: 'POST',
        headers: { host: `evil.example:${port}` },
      });
      request.on('response', (response) => resolve(response.statusCode ?? 0)).on('error', reject);
      request.end(batch(blockNumber));
    });
    expect(status).toBe(403);
    expect(() => faults.setFault(10, { fault: 'down' })).toThrow(/No devnet chain has id 10/);
  });

  it('answers 429 with an exposed Retry-After and Infura’s body, after the calls it may answer, to pages only', async () => {
    faults.setFault(ARBITRUM, { fault: 'rate-limit', retryAfter: 7, after: 3 });
    expect((await send([...blockNumber, ...blockNumber])).status).toBe(200);
    expect((await send(blockNumber)).status).toBe(200);
    const refused = await send([...blockNumber, ['eth_chainId', []]]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(await refused.json()).toEqual(
      [0, 1].map((id) => ({
        jsonrpc: '2.0',
        id,
        error: { code: -32005, message: 'project ID request rate exceeded', data: { backoff_seconds: 7 } },
      })),
    );
    expect(await sendWithoutOrigin(blockNumber)).toBe(200);
    expect((await send(blockNumber, BASE)).status).toBe(200);
    faults.setFault(ARBITRUM, undefined);
    expect((await send(blockNumber)).status).toBe(200);
  });

  it('drops the connection of a node that is down, for pages only', async () => {
    faults.setFault(ARBITRUM, { fault: 'down' });
    await expect(send(blockNumber)).rejects.toThrow();
    expect(await sendWithoutOrigin(blockNumber)).toBe(200);
    expect(faults.calls()[ARBITRUM]?.calls).toBe(1);
    faults.setFault(ARBITRUM, undefined);
    expect(await results(await send(blockNumber))).toEqual(['0x64']);
  });

  it('never answers a page while timing out, and drops the held request when lifted', async () => {
    faults.setFault(ARBITRUM, { fault: 'timeout' });
    await expect(send(blockNumber, ARBITRUM, AbortSignal.timeout(300))).rejects.toThrow(/timeout|aborted/i);
    const held = send(blockNumber);
    await expect.poll(() => faults.calls()[ARBITRUM]?.requests).toBe(2);
    expect(await sendWithoutOrigin(blockNumber)).toBe(200);
    faults.setFault(ARBITRUM, undefined);
    await expect(held).rejects.toThrow();
    expect((await send(blockNumber)).status).toBe(200);
  });

  it('answers another chain’s id, by default another devnet chain’s, and forwards the rest', async () => {
    const asked: Calls = [
      ['eth_chainId', []],
      ['net_version', []],
      ['eth_blockNumber', []],
    ];
    faults.setFault(ARBITRUM, { fault: 'chain-id', answer: 1 });
    expect(await results(await send(asked))).toEqual(['0x1', '1', '0x64']);
    faults.setFault(ARBITRUM, { fault: 'chain-id' });
    expect(await results(await send(asked))).toEqual(['0x2105', '8453', '0x64']);
  });

  it('plays a node behind: its head, its latest state, unknown receipts above it, logs stopping at it', async () => {
    faults.setFault(ARBITRUM, { fault: 'lag', blocks: 5 });
    const answers = await results(
      await send([
        ['eth_blockNumber', []],
        ['eth_getBalance', ['0x0000000000000000000000000000000000000001', 'latest']],
        ['eth_call', [{ to: '0x0000000000000000000000000000000000000001' }]],
        ['eth_getBalance', ['0x0000000000000000000000000000000000000001', '0x10']],
        ['eth_getBlockByNumber', ['finalized', false]],
        ['eth_getBlockByNumber', ['0x63', false]],
        ['eth_getTransactionReceipt', ['0x01']],
        ['eth_getTransactionByHash', ['0x01']],
        ['eth_getLogs', [{ fromBlock: '0x1', toBlock: 'latest' }]],
        ['eth_getLogs', [{ fromBlock: '0x1', toBlock: '0x63' }]],
        ['eth_getLogs', [{ fromBlock: '0x63' }]],
      ]),
    );
    expect(answers).toEqual([
      '0x5f',
      '0x5f',
      '0x5f',
      '0x10',
      { number: '0x5f' },
      null,
      null,
      null,
      [{ asked: { fromBlock: '0x1', toBlock: '0x5f' } }],
      [{ asked: { fromBlock: '0x1', toBlock: '0x5f' } }],
      [],
    ]);
    expect(await sendWithoutOrigin(blockNumber)).toBe(200);
    faults.setFault(ARBITRUM, { fault: 'lag', blocks: 1 });
    expect(await results(await send([['eth_getTransactionReceipt', ['0x01']]]))).toEqual([
      { blockNumber: '0x62', status: '0x1' },
    ]);
  });
});

describe('the call counter', () => {
  it('keeps every count, and the latest calls in its log', () => {
    const counter = new CallCounter();
    for (let i = 0; i <= LOG_LIMIT; i++) counter.count(ARBITRUM, ['eth_call', 'eth_blockNumber'], i);
    const counted = counter.snapshot()[ARBITRUM];
    expect(counted).toMatchObject({ calls: 2 * (LOG_LIMIT + 1), requests: LOG_LIMIT + 1 });
    expect(counted?.log).toHaveLength(LOG_LIMIT);
    expect(counted?.log.at(-1)).toEqual({ at: LOG_LIMIT, method: 'eth_blockNumber', batch: 2 });
  });
});
