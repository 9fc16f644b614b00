import { testManifest } from '../wallet-fixtures';

/** A fault the devnet's RPC fault injector plays on a chain's first RPC, for pages only (devnet/rpc-faults.ts). */
type Fault = 'down' | 'timeout' | 'rate-limit' | 'chain-id' | 'lag';

/** What a fault takes: `retryAfter` and `after` (rate-limit), `answer` (chain-id), `blocks` (lag). */
interface FaultOptions {
  readonly retryAfter?: number;
  readonly after?: number;
  readonly answer?: number;
  readonly blocks?: number;
}

/** The JSON-RPC calls pages sent one chain's first RPC since the last reset (devnet/rpc-faults/calls.ts). */
export interface ChainCalls {
  readonly calls: number;
  readonly requests: number;
  readonly byMethod: Readonly<Record<string, number>>;
  readonly log: readonly { readonly at: number; readonly method: string; readonly batch: number }[];
}

async function control(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${testManifest().services.controlUrl}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Plays `fault` on chain `chainId`'s first RPC; none lifts it (README, "Control endpoint"). */
export async function rpcFault(chainId: number, fault?: Fault, options: FaultOptions = {}): Promise<void> {
  await control('/rpc/fault', {
    method: 'POST',
    body: JSON.stringify({ chainId, ...(fault ? { fault, ...options } : {}) }),
  });
}

/** The calls pages sent each chain's first RPC since the last reset, by chain id. */
export async function rpcCalls(): Promise<Record<number, ChainCalls>> {
  return (await (await control('/rpc/calls')).json()) as Record<number, ChainCalls>;
}

export async function resetRpcCalls(): Promise<void> {
  await control('/rpc/calls/reset', { method: 'POST' });
}
