import { numberToHex } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINNET } from '../config/mainnet';
import type { NetworkChain } from '../config/types';
import { AppError, walk } from '../lib/errors';
import { chainTransport } from './chain-transport';
import { rpcRefusals } from './rpc-refusals';

/** A fake public RPC: the chain it answers for, its head, how it fails, and every call it got. */
interface FakeNode {
  chainId: number;
  head: number;
  receipt?: unknown;
  rateLimited?: string;
  /** Answers its next request with a 429 only. */
  rateLimitedOnce?: string;
  down?: boolean;
  /** Each HTTP request's calls, by method. */
  readonly requests: string[][];
}

const fakes = new Map<string, FakeNode>();
let nodeCount = 0;

/** A node of Arbitrum at a URL no other test uses (transports are kept per RPC list). */
function fakeNode(overrides: Partial<FakeNode> = {}): string {
  nodeCount += 1;
  const url = `https://rpc${nodeCount}.test/`;
  fakes.set(url, { chainId: 42161, head: 100, requests: [], ...overrides });
  return url;
}

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const node = fakes.get(String(input));
  if (!node || node.down) return Promise.reject(new TypeError('Failed to fetch'));
  const body = JSON.parse(String(init?.body)) as { id: number; method: string } | { id: number; method: string }[];
  const calls = Array.isArray(body) ? body : [body];
  node.requests.push(calls.map((call) => call.method));
  const retryAfter = node.rateLimited ?? node.rateLimitedOnce;
  node.rateLimitedOnce = undefined;
  if (retryAfter !== undefined) {
    const error = { jsonrpc: '2.0', id: null, error: { code: -32005, message: 'rate limited' } };
    return Promise.resolve(
      new Response(JSON.stringify(error), { status: 429, headers: { 'Retry-After': retryAfter } }),
    );
  }
  const result = (method: string) =>
    method === 'eth_chainId'
      ? numberToHex(node.chainId)
      : method === 'eth_blockNumber'
        ? numberToHex(node.head)
        : method === 'eth_getTransactionReceipt'
          ? (node.receipt ?? null)
          : '0x1';
  const answers = calls.map((call) => ({ jsonrpc: '2.0', id: call.id, result: result(call.method) }));
  return Promise.resolve(
    new Response(JSON.stringify(Array.isArray(body) ? answers : answers[0]), {
      headers: { 'content-type': 'application/json' },
    }),
  );
}

const arbitrum = MAINNET.chains[0] as NetworkChain;
const chainWith = (rpcUrls: string[], rpcOverride?: string): NetworkChain => ({
  ...arbitrum,
  rpcUrls,
  ...(rpcOverride ? { rpcOverride } : {}),
});
const read = (chain: NetworkChain, method = 'eth_getBalance') =>
  chainTransport(chain)({}).request({
    method,
    params: ['0x0000000000000000000000000000000000000001', 'latest'],
  } as never);
const methods = (url: string) => fakes.get(url)?.requests ?? [];

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a chain read over several RPCs', () => {
  it('goes to the first node, its chain id asked once, in the same request as its first read', async () => {
    const [a, b] = [fakeNode(), fakeNode()];
    const chain = chainWith([a, b]);
    expect(await read(chain)).toBe('0x1');
    expect(await read(chain)).toBe('0x1');
    expect(methods(a)).toEqual([['eth_chainId', 'eth_getBalance'], ['eth_getBalance']]);
    expect(methods(b)).toEqual([]);
  });

  it('refuses an override that answers for another chain, naming its variable, and reads from the next', async () => {
    const [a, b] = [fakeNode({ chainId: 1 }), fakeNode()];
    const chain = chainWith([a, b], 'VITE_RPC_URL_42161');
    expect(await read(chain)).toBe('0x1');
    expect(await read(chain)).toBe('0x1');
    // Asked once: a node that answered another chain is never asked again, its answers never used.
    expect(methods(a)).toHaveLength(1);
    const refusal = rpcRefusals().find((r) => r.shortMessage.startsWith(a));
    expect(refusal?.data).toEqual({
      chain: 'Arbitrum One',
      chainId: 42161,
      answered: 1,
      variable: 'VITE_RPC_URL_42161',
    });
  });

  it('fails with the refusal when every node answers for another chain', async () => {
    const chain = chainWith([fakeNode({ chainId: 8453 })]);
    const failure = await read(chain).catch((error: unknown) => error);
    const refusal = walk(failure, (e) => e instanceof AppError) as AppError | undefined;
    expect(refusal?.code).toBe('rpc-wrong-chain');
    expect(refusal?.data).toMatchObject({ answered: 8453, host: expect.stringContaining('.test') });
  });

  it('leaves a rate-limited node alone for as long as its Retry-After says, reading from the next at once', async () => {
    const [a, b] = [fakeNode({ rateLimited: '30' }), fakeNode()];
    const chain = chainWith([a, b]);
    expect(await read(chain)).toBe('0x1');
    expect(await read(chain)).toBe('0x1');
    expect(methods(a)).toHaveLength(1);
    expect(methods(b)).toEqual([['eth_chainId', 'eth_getBalance'], ['eth_getBalance']]);
  });

  it('asks a chain’s only node again once its Retry-After has passed, not at once and not never', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const a = fakeNode({ rateLimitedOnce: '2' });
    const answer = read(chainWith([a]));
    await vi.advanceTimersByTimeAsync(1_900);
    expect(methods(a)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(await answer).toBe('0x1');
    expect(methods(a)).toHaveLength(2);
  });

  it('reads on from the next node when one is down, and asks the down one again only after a pause', async () => {
    const [a, b] = [fakeNode({ down: true }), fakeNode()];
    const chain = chainWith([a, b]);
    expect(await read(chain)).toBe('0x1');
    expect(await read(chain)).toBe('0x1');
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => url === a)).toHaveLength(1);
  });

  it('reads a receipt from a node that is not behind the others', async () => {
    const receipt = { status: '0x1', blockNumber: numberToHex(120) };
    const [a, b] = [fakeNode({ head: 100 }), fakeNode({ head: 120, receipt })];
    const chain = chainWith([a, b]);
    expect(await read(chain, 'eth_getTransactionReceipt')).toEqual(receipt);
    // Both heads read first; the receipt asked of the node at the head only.
    expect(methods(a).flat()).not.toContain('eth_getTransactionReceipt');
    expect(methods(b).flat()).toContain('eth_getTransactionReceipt');
  });

  it('answers a block-number read with the heads it reads of every node, asking no node twice', async () => {
    const [a, b] = [fakeNode({ head: 100 }), fakeNode({ head: 120 })];
    const chain = chainWith([a, b]);
    expect(await read(chain, 'eth_blockNumber')).toBe(numberToHex(120));
    expect(
      methods(a)
        .flat()
        .filter((m) => m === 'eth_blockNumber'),
    ).toHaveLength(1);
    expect(
      methods(b)
        .flat()
        .filter((m) => m === 'eth_blockNumber'),
    ).toHaveLength(1);
    // A receipt read right after finds the heads fresh: no node is asked its head again.
    await read(chain, 'eth_getTransactionReceipt');
    expect([...methods(a), ...methods(b)].flat().filter((m) => m === 'eth_blockNumber')).toHaveLength(2);
  });
});
