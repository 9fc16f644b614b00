import { useQueries } from '@tanstack/react-query';
import { useAppServices } from '../../api/services';
import { RETIRED_ROUTES } from '../../config/retired-routes';
import { chainBalancesQuery } from '../../shared/balances/useBalance';
import { retiredHoldings } from './balances';

/**
 * `owner`'s balance assets on every chain of the network. Each chain's reads start in the same tick, so
 * they leave as one JSON-RPC batch: one request per chain. The form's source balance shares these queries
 * rather than reading the same balances again; a transfer refreshes them (`invalidateAfterTransfer`).
 */
export function useBalances(owner: `0x${string}` | undefined) {
  const { network } = useAppServices();
  const chains = network.chains.filter((chain) => (network.balanceAssets[chain.chainId] ?? []).length > 0);
  const results = useQueries({
    queries: chains.map((chain) => chainBalancesQuery(chain, network.balanceAssets[chain.chainId] ?? [], owner)),
  });
  return chains.map((chain, i) => ({ chain, query: results[i] }));
}

/** What `owner` still holds on the network's retired routes (`RETIRED_ROUTES`), read with the balances. */
export function useRetiredHoldings(owner: `0x${string}` | undefined) {
  const { network } = useAppServices();
  const routes = RETIRED_ROUTES[network.name] ?? [];
  const results = useQueries({
    queries: routes.map((route) => chainBalancesQuery(route.chain, [route.token], owner)),
  });
  return retiredHoldings(
    routes,
    results.map((result) => result.data?.amounts[0]),
  );
}
