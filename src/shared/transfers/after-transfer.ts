import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';

function invalidateAll(queryClient: QueryClient, keys: readonly (readonly unknown[])[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** After tokens arrived from outside the bridge (a purchase): the balances panel and the form's balance. */
export function invalidateTokenBalances(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, [queryKeys.balances.all, queryKeys.sourceBalance.all]);
}

/** A chain's balances are read again at most once a second (docs/rpc.md, "Budget"). */
const CHAIN_REFRESH_GAP_MS = 1000;
const refreshes = new WeakMap<QueryClient, { last: Map<number, number>; queued: Set<number> }>();

/**
 * Reads again the balances (the panel's and the form's) held on `chainId`: at once, or, when that chain's were
 * read again less than a second ago (a claim's send and its delivery are one moment), once the second is up.
 */
function refreshChainBalances(queryClient: QueryClient, chainId: number): void {
  let state = refreshes.get(queryClient);
  if (!state) {
    state = { last: new Map(), queued: new Set() };
    refreshes.set(queryClient, state);
  }
  const { last, queued } = state;
  const refresh = () => {
    queued.delete(chainId);
    last.set(chainId, Date.now());
    void invalidateAll(queryClient, [queryKeys.balances.onChain(chainId), queryKeys.sourceBalance.onChain(chainId)]);
  };
  const since = Date.now() - (last.get(chainId) ?? Number.NEGATIVE_INFINITY);
  if (since >= CHAIN_REFRESH_GAP_MS) refresh();
  else if (!queued.has(chainId)) {
    queued.add(chainId);
    setTimeout(refresh, CHAIN_REFRESH_GAP_MS - since);
  }
}

/**
 * After a send settled (sent, reverted or refused): the holdings on the chain it was sent on, and the NFTs'
 * gallery and approvals; the other chains have not moved.
 */
export function invalidateAfterSend(queryClient: QueryClient, chainId: number): Promise<void> {
  refreshChainBalances(queryClient, chainId);
  return invalidateAll(queryClient, [queryKeys.nftInventory.all, queryKeys.nftApprovals.all]);
}

/** After transfers were delivered: the holdings on `chainIds` (those they moved on), and the NFTs' gallery. */
export function invalidateAfterDelivery(queryClient: QueryClient, chainIds: readonly number[]): Promise<void> {
  for (const chainId of new Set(chainIds)) refreshChainBalances(queryClient, chainId);
  return invalidateAll(queryClient, [queryKeys.nftInventory.all]);
}
