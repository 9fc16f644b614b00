/**
 * The RPCs refused this page load because they answered another chain's id (docs/rpc.md, "Checks on a
 * node"): kept so that the page can say which one, and which variable set it. A store outside React, read
 * with `useSyncExternalStore`.
 */
import type { AppError } from '../lib/errors';

type RpcRefusal = AppError<'rpc-wrong-chain'>;

let refusals: readonly RpcRefusal[] = [];
const listeners = new Set<() => void>();

/** Keeps `refusal` (once per RPC) and says it in the console, for whoever deploys the app. */
export function reportRpcRefusal(refusal: RpcRefusal): void {
  console.warn(refusal.shortMessage);
  const same = (other: RpcRefusal) => other.shortMessage === refusal.shortMessage;
  if (refusals.some(same)) return;
  refusals = [...refusals, refusal];
  for (const listener of listeners) listener();
}

export function subscribeRpcRefusals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every RPC refused so far, the same list until another is. */
export const rpcRefusals = (): readonly RpcRefusal[] => refusals;
