import { useQueries } from '@tanstack/react-query';
import { useAppServices } from '../../api/services';
import { chainBalancesQuery } from '../transfers/useBalance';

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
