/**
 * The JSON-RPC calls pages sent each chain through the fault injector (`../rpc-faults.ts`), for the budget
 * tests and the bench of the app's calls per chain per page load: each call of a batch counts as one, as
 * public RPCs count them, and the HTTP requests apart.
 */

/** One call a page sent: when (ms since the epoch), its method, and how many calls its HTTP request held. */
export interface LoggedCall {
  readonly at: number;
  readonly method: string;
  readonly batch: number;
}

/** What pages sent one chain since the last reset. */
export interface ChainCalls {
  readonly calls: number;
  readonly requests: number;
  readonly byMethod: Readonly<Record<string, number>>;
  /** The latest calls in the order they came, at most `LOG_LIMIT` (the counts above are never cut). */
  readonly log: readonly LoggedCall[];
}

/** A devnet left running for days keeps only this many calls per chain in its log. */
export const LOG_LIMIT = 10_000;

export class CallCounter {
  private readonly chains = new Map<
    number,
    { calls: number; requests: number; byMethod: Record<string, number>; log: LoggedCall[] }
  >();

  /** Counts one HTTP request of chain `chainId` holding the calls of `methods` (none when it was not JSON-RPC). */
  count(chainId: number, methods: readonly string[], at = Date.now()): void {
    const chain = this.chains.get(chainId) ?? { calls: 0, requests: 0, byMethod: {}, log: [] };
    chain.requests += 1;
    chain.calls += methods.length;
    for (const method of methods) {
      chain.byMethod[method] = (chain.byMethod[method] ?? 0) + 1;
      chain.log.push({ at, method, batch: methods.length });
    }
    if (chain.log.length > LOG_LIMIT) chain.log.splice(0, chain.log.length - LOG_LIMIT);
    this.chains.set(chainId, chain);
  }

  /** Every chain that was sent a call since the last reset, by chain id. */
  snapshot(): Record<string, ChainCalls> {
    return Object.fromEntries(
      [...this.chains].map(([chainId, chain]) => [
        String(chainId),
        { ...chain, byMethod: { ...chain.byMethod }, log: [...chain.log] },
      ]),
    );
  }

  reset(): void {
    this.chains.clear();
  }
}
