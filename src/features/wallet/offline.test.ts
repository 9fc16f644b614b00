import { describe, expect, it } from 'vitest';
import { boundedFetch } from './offline';

describe('thirdweb requests', () => {
  it('are refused in the page on the devnet, and other requests pass', async () => {
    const seen: string[] = [];
    const base = (async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return new Response('{}');
    }) as typeof fetch;
    const guarded = boundedFetch(base, true);
    await expect(guarded('https://api.thirdweb.com/v1/chains/42161')).rejects.toThrow('not reachable from the devnet');
    await expect(guarded(new URL('https://c.thirdweb.com/event'))).rejects.toThrow();
    await guarded('http://127.0.0.1:8545');
    expect(seen).toEqual(['http://127.0.0.1:8545']);
  });

  it('are bounded in time elsewhere, so a hanging service cannot stall a transaction', async () => {
    let signal: AbortSignal | undefined;
    const base = ((_: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    }) as typeof fetch;
    void boundedFetch(base, false)('https://api.thirdweb.com/v1/chains/1');
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
    void boundedFetch(base, false)('https://example.org/');
    expect(signal).toBeUndefined();
  });
});
