import type { Page } from '@playwright/test';
import { decodeFunctionData, type Hex, multicall3Abi } from 'viem';

interface RpcCall {
  readonly method?: string;
  readonly params?: readonly unknown[];
}

/** `balanceOf(address)`'s selector. */
const BALANCE_OF = '0x70a08231';
/** Multicall3's `aggregate3`, which carries the app's contract reads of a task, and its `getEthBalance(address)`. */
const AGGREGATE3 = '0x82ad56cb';
const GET_ETH_BALANCE = '0x4d2301cc';

/**
 * The (chain, token, account) balances a JSON-RPC call reads, each as `chain token account` in lower case
 * (`native` for the chain's own currency), those inside a Multicall3 `aggregate3` included; none for any other call.
 */
export function balanceReads(chain: string, call: RpcCall): string[] {
  const [first] = call.params ?? [];
  if (call.method === 'eth_getBalance' && typeof first === 'string') return [`${chain} native ${first.toLowerCase()}`];
  if (call.method !== 'eth_call' || typeof first !== 'object' || first === null) return [];
  const { to, data, input } = first as { to?: string; data?: string; input?: string };
  const calldata = data ?? input;
  return to && calldata ? contractReads(chain, to, calldata as Hex) : [];
}

function contractReads(chain: string, to: string, calldata: Hex): string[] {
  const account = `0x${calldata.slice(-40).toLowerCase()}`;
  if (calldata.startsWith(BALANCE_OF)) return [`${chain} ${to.toLowerCase()} ${account}`];
  if (calldata.startsWith(GET_ETH_BALANCE)) return [`${chain} native ${account}`];
  if (!calldata.startsWith(AGGREGATE3)) return [];
  const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data: calldata });
  if (functionName !== 'aggregate3') return [];
  return args[0].flatMap((inner) => contractReads(chain, inner.target, inner.callData));
}

/** Every balance the page reads from the devnet chains' RPC, batched or not, from the moment it is made. */
export class BalanceReads {
  readonly all: string[] = [];

  constructor(
    page: Page,
    chains: readonly { readonly name: string; readonly rpcUrl: string; readonly faultyRpcUrl?: string }[],
  ) {
    // The app reads a chain through the fault injector's URL first (docs/rpc.md), the node's own URL second.
    const byOrigin = new Map(
      chains.flatMap((chain) =>
        [chain.rpcUrl, chain.faultyRpcUrl].flatMap((url) => (url ? [[new URL(url).origin, chain.name] as const] : [])),
      ),
    );
    page.on('request', (request) => {
      const chain = byOrigin.get(new URL(request.url()).origin);
      if (!chain || request.method() !== 'POST') return;
      for (const call of [request.postDataJSON() as RpcCall | RpcCall[]].flat())
        this.all.push(...balanceReads(chain, call));
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
