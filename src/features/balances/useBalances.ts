import { useQueries } from '@tanstack/react-query';
import { parseAbi } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { useAppServices } from '../../api/services';
import type { BalanceAsset, NetworkChain } from '../../config/types';

const balanceOfAbi = parseAbi(['function balanceOf(address owner) view returns (uint256)']);

/**
 * `owner`'s balance assets on every chain of the network. Each chain's reads start in the same tick, so
 * they leave as one JSON-RPC batch: one request per chain. The key starts with 'balance', so whatever
 * refreshes balances after a transfer refreshes these too.
 */
export function useBalances(owner: `0x${string}` | undefined) {
  const { network } = useAppServices();
  const chains = network.chains.filter((chain) => (network.balanceAssets[chain.chainId] ?? []).length > 0);
  const results = useQueries({
    queries: chains.map((chain) => ({
      queryKey: ['balance', 'assets', chain.chainId, owner],
      enabled: Boolean(owner),
      staleTime: 30_000,
      queryFn: () => readAssets(chain, network.balanceAssets[chain.chainId] ?? [], owner as `0x${string}`),
    })),
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
