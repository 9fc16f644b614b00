import { queryOptions, skipToken, useQueries } from '@tanstack/react-query';
import { parseAbi } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { useAppServices } from '../../api/services';
import type { BalanceAsset, NetworkChain } from '../../config/types';
import { balancesKeys } from '../transfers/after-transfer';

const balanceOfAbi = parseAbi(['function balanceOf(address owner) view returns (uint256)']);

/**
 * `owner`'s balance assets on every chain of the network. Each chain's reads start in the same tick, so
 * they leave as one JSON-RPC batch: one request per chain. A transfer refreshes them (`invalidateAfterTransfer`).
 */
export function useBalances(owner: `0x${string}` | undefined) {
  const { network } = useAppServices();
  const chains = network.chains.filter((chain) => (network.balanceAssets[chain.chainId] ?? []).length > 0);
  const results = useQueries({
    queries: chains.map((chain) => balanceAssetsQuery(chain, network.balanceAssets[chain.chainId] ?? [], owner)),
  });
  return chains.map((chain, i) => ({ chain, query: results[i] }));
}

async function readAssets(chain: NetworkChain, assets: readonly BalanceAsset[], owner: `0x${string}`) {
  const client = publicClient(chain);
  const amounts = await Promise.all(
    assets.map((asset) =>
      asset.address
        ? client.readContract({ address: asset.address, abi: balanceOfAbi, functionName: 'balanceOf', args: [owner] })
        : client.getBalance({ address: owner }),
    ),
  );
  return { assets, amounts };
}

const BALANCES_STALE_MS = 30_000;

function balanceAssetsQuery(chain: NetworkChain, assets: readonly BalanceAsset[], owner: `0x${string}` | undefined) {
  return queryOptions({
    queryKey: owner ? balancesKeys.chain(chain.chainId, owner) : [...balancesKeys.all, chain.chainId, 'nobody'],
    queryFn: owner ? () => readAssets(chain, assets, owner) : skipToken,
    staleTime: BALANCES_STALE_MS,
  });
}
