import { testManifest } from '../wallet-fixtures';

/** A fault the devnet's RPC fault injector plays on a chain's first RPC (devnet/rpc-faults.ts). */
type Fault = 'down' | 'timeout' | 'rate-limit' | 'chain-id' | 'lag';

async function control(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${testManifest().services.controlUrl}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Plays `fault` on chain `chainId`'s first RPC (`retryAfter`, `answer`, `blocks` as it takes them); none lifts it. */
export async function rpcFault(
  chainId: number,
  fault?: Fault,
  options: { retryAfter?: number; answer?: number; blocks?: number } = {},
): Promise<void> {
  await control('/rpc/fault', {
    method: 'POST',
    body: JSON.stringify({ chainId, ...(fault ? { fault, ...options } : {}) }),
  });
}

/** The JSON-RPC calls and HTTP requests pages sent each chain's first RPC since the last reset. */
export async function rpcCalls(): Promise<Record<number, { calls: number; requests: number }>> {
  return (await (await control('/rpc/calls')).json()) as Record<number, { calls: number; requests: number }>;
}

export async function resetRpcCalls(): Promise<void> {
  await control('/rpc/calls/reset', { method: 'POST' });
}
