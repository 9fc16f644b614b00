import { HttpRequestError, InvalidParamsRpcError, LimitExceededRpcError, RpcRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { retryAfterMs, rpcRefusal } from './rpc-refusal';

/** A JSON-RPC error as viem's http transport throws it: the node's answer inside viem's class for its code. */
function rpcError(code: number, message: string) {
  const request = new RpcRequestError({
    body: { method: 'eth_getLogs' },
    error: { code, message },
    url: 'https://rpc',
  });
  if (code === -32602) return new InvalidParamsRpcError(request);
  if (code === -32005) return new LimitExceededRpcError(request);
  return request;
}

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('an RPC’s refusal of a log query', () => {
  it('reads range and result-size refusals of public RPCs as "fewer blocks"', () => {
    // zksync-era (Abstract's node) and Infura, with the range they suggest.
    expect(
      rpcRefusal(rpcError(-32602, 'Query returned more than 10000 results. Try with this block range [0x10, 0x1f].')),
    ).toEqual({ kind: 'range', span: 16n });
    expect(rpcRefusal(rpcError(-32005, 'query returned more than 10000 results'))).toEqual({ kind: 'range' });
    expect(rpcRefusal(rpcError(-32000, 'block range is too large'))).toEqual({ kind: 'range' });
    expect(rpcRefusal(rpcError(-32000, 'exceed maximum block range: 50000'))).toEqual({ kind: 'range' });
    expect(rpcRefusal(new Error('eth_getLogs is limited to a 10,000 range'))).toEqual({ kind: 'range' });
    expect(
      rpcRefusal(
        rpcError(
          -32602,
          'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of 10K logs in the response. Based on your parameters, this block range should work: [0x0, 0x7cf]',
        ),
      ),
    ).toEqual({ kind: 'range', span: 2000n });
    expect(rpcRefusal(new HttpRequestError({ status: 413, url: 'https://rpc' }))).toEqual({ kind: 'range' });
  });

  it('reads a rate limit as "wait", for as long as Retry-After says', () => {
    const limited = (headers?: HeadersInit) =>
      new HttpRequestError({ status: 429, url: 'https://rpc', headers: new Headers(headers) });
    expect(rpcRefusal(limited({ 'Retry-After': '3' }), NOW)).toEqual({ kind: 'rate', retryAfterMs: 3000 });
    expect(rpcRefusal(limited({ 'Retry-After': 'Sat, 28 Nov 2026 12:00:05 GMT' }), NOW)).toEqual({
      kind: 'rate',
      retryAfterMs: 5000,
    });
    expect(rpcRefusal(limited(), NOW)).toEqual({ kind: 'rate' });
    // In a JSON-RPC body: QuickNode's own code, a 429 code, or -32005 with a rate's words.
    expect(rpcRefusal(rpcError(-32007, '15/second request limit reached'))).toEqual({ kind: 'rate' });
    expect(rpcRefusal(rpcError(429, 'Too Many Requests'))).toEqual({ kind: 'rate' });
    expect(rpcRefusal(rpcError(-32005, 'daily request limit exceeded'))).toEqual({ kind: 'rate' });
  });

  it('reads anything else as a failure, an invalid parameter without range words too', () => {
    expect(rpcRefusal(rpcError(-32602, 'invalid argument 0: hex string without 0x prefix'))).toEqual({ kind: 'other' });
    expect(rpcRefusal(new HttpRequestError({ status: 502, url: 'https://rpc' }))).toEqual({ kind: 'other' });
    expect(rpcRefusal(new TypeError('Failed to fetch'))).toEqual({ kind: 'other' });
  });

  it('reads Retry-After as seconds or a date, never a negative wait', () => {
    expect(retryAfterMs('0', NOW)).toBe(0);
    expect(retryAfterMs('Sat, 28 Nov 2026 11:00:00 GMT', NOW)).toBe(0);
    expect(retryAfterMs('soon', NOW)).toBeUndefined();
    expect(retryAfterMs(null, NOW)).toBeUndefined();
  });
});
