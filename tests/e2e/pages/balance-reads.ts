import type { Page } from '@playwright/test';

interface RpcCall {
  readonly method?: string;
  readonly params?: readonly unknown[];
}

/** `balanceOf(address)`'s selector. */
const BALANCE_OF = '0x70a08231';

/**
 * The (chain, token, account) a JSON-RPC call reads a balance of, as `chain token account` in lower case
 * (`native` for the chain's own currency), or nothing for any other call.
 */
export function balanceRead(chain: string, call: RpcCall): string | undefined {
  const [first] = call.params ?? [];
  if (call.method === 'eth_getBalance' && typeof first === 'string') return `${chain} native ${first.toLowerCase()}`;
  if (call.method !== 'eth_call' || typeof first !== 'object' || first === null) return undefined;
  const { to, data, input } = first as { to?: string; data?: string; input?: string };
  const calldata = data ?? input;
  if (!to || !calldata?.startsWith(BALANCE_OF)) return undefined;
  return `${chain} ${to.toLowerCase()} 0x${calldata.slice(-40).toLowerCase()}`;
}

/** Every balance the page reads from the devnet chains' RPC, batched or not, from the moment it is made. */
export class BalanceReads {
  readonly all: string[] = [];

  constructor(page: Page, chains: readonly { readonly name: string; readonly rpcUrl: string }[]) {
    const byOrigin = new Map(chains.map((chain) => [new URL(chain.rpcUrl).origin, chain.name]));
    page.on('request', (request) => {
      const chain = byOrigin.get(new URL(request.url()).origin);
      if (!chain || request.method() !== 'POST') return;
      for (const call of [request.postDataJSON() as RpcCall | RpcCall[]].flat()) {
        const read = balanceRead(chain, call);
        if (read) this.all.push(read);
      }
    });
  }

  /** How often `chain`'s balance of `token` (`native` for its currency) held by `account` was read. */
  of(chain: string, token: string, account: string): number {
    const key = `${chain} ${token.toLowerCase()} ${account.toLowerCase()}`;
    return this.all.filter((read) => read === key).length;
  }

  /** The balances read more than once, each with its count. */
  repeated(): string[] {
    const counts = new Map<string, number>();
    for (const read of this.all) counts.set(read, (counts.get(read) ?? 0) + 1);
    return [...counts].filter(([, n]) => n > 1).map(([read, n]) => `${read} x${n}`);
  }
}
