import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';

function invalidateAll(queryClient: QueryClient, keys: readonly (readonly string[])[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** After tokens arrived from outside the bridge (a purchase): the balances panel and the form's balance. */
export function invalidateTokenBalances(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, [queryKeys.balances.all, queryKeys.sourceBalance.all]);
}

/** After a transfer was sent, failed or was delivered: every holding it may have moved is read again. */
export function invalidateAfterTransfer(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, [
    queryKeys.balances.all,
    queryKeys.sourceBalance.all,
    queryKeys.nftInventory.all,
    queryKeys.nftApprovals.all,
  ]);
}
