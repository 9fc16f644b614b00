import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ContractFunctionExecutionError, ContractFunctionZeroDataError } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { queryKeys } from '../../api/query-keys';
import { useAppServices } from '../../api/services';
import { type BalanceAsset, chainOf, type NetworkChain } from '../../config';
import { erc20Abi } from '../../lib/abis';
import { sourceReads } from './source-balance';

const BALANCES_STALE_MS = 30_000;

async function readAssets(chain: NetworkChain, assets: readonly BalanceAsset[], owner: `0x${string}`) {
  const client = publicClient(chain);
  const amounts = await Promise.all(
    assets.map((asset) =>
      asset.address
        ? client.readContract({ address: asset.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
        : client.getBalance({ address: owner }),
    ),
  );
  return { assets, amounts };
}

/**
 * `owner`'s balance assets on `chain` (the balances panel's row), read in one tick so they leave as one
 * JSON-RPC batch. The form's source balance takes what it needs from the same query (`useBalance`).
 */
export function chainBalancesQuery(
  chain: NetworkChain | undefined,
  assets: readonly BalanceAsset[],
  owner: `0x${string}` | undefined,
) {
  return queryOptions({
    queryKey: queryKeys.balances.chain(chain?.chainId, owner),
    queryFn: chain && owner ? () => readAssets(chain, assets, owner) : skipToken,
    staleTime: BALANCES_STALE_MS,
  });
}

/**
 * What the balances panel does not read of the form's source balance: `owner`'s balance of `token` (the
 * native currency without one) and its native balance, each only when `reads` says it is not the panel's.
 */
async function readSourceBalance(
  chain: NetworkChain,
  token: `0x${string}` | undefined,
  owner: `0x${string}`,
  reads: { native: boolean; token: boolean },
) {
  const client = publicClient(chain);
  // Both reads leave in one JSON-RPC batch.
  const [native, tokenBalance] = await Promise.all([
    reads.native ? client.getBalance({ address: owner }) : undefined,
    reads.token && token
      ? client
          .readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
          // A token with no contract yet (a zk L2 token before its first deposit) is held by nobody.
          .catch((error: unknown) => {
            if (error instanceof ContractFunctionExecutionError && error.cause instanceof ContractFunctionZeroDataError)
              return 0n;
            throw error;
          })
      : undefined,
  ]);
  return { native, token: token ? tokenBalance : native };
}

function sourceBalanceQuery(
  chain: NetworkChain | undefined,
  token: `0x${string}` | undefined,
  owner: `0x${string}` | undefined,
  reads: { native: boolean; token: boolean },
) {
  const needed = chain && owner && (reads.native || reads.token);
  return queryOptions({
    queryKey: needed ? queryKeys.sourceBalance.of(chain.chainId, token, owner) : queryKeys.idle('source-balance'),
    queryFn: needed ? () => readSourceBalance(chain, token, owner, reads) : skipToken,
  });
}

/**
 * `owner`'s balance of `token` (the native currency without one) on a chain, and its native balance for
 * gas. What the balances panel reads on that chain comes from the panel's query, whether or not the panel
 * is on screen, and only the rest is read here: no balance is read twice (docs/performance.md).
 */
export function useBalance(
  chainId: number | undefined,
  token: `0x${string}` | undefined,
  owner: `0x${string}` | undefined,
) {
  const { network } = useAppServices();
  const chain = chainOf(network, chainId);
  const assets = (chain && network.balanceAssets[chain.chainId]) || [];
  const at = sourceReads(assets, token);
  const fromPanel = at.native !== undefined || at.token !== undefined;
  const pick = useCallback(
    ({ amounts }: { amounts: readonly bigint[] }) => ({
      native: at.native === undefined ? undefined : amounts[at.native],
      token: at.token === undefined ? undefined : amounts[at.token],
    }),
    [at.native, at.token],
  );
  const panel = useQuery({ ...chainBalancesQuery(fromPanel ? chain : undefined, assets, owner), select: pick });
  const apart = useQuery(
    sourceBalanceQuery(chain, token, owner, { native: at.native === undefined, token: at.token === undefined }),
  );
  const native = panel.data?.native ?? apart.data?.native;
  const tokenBalance = panel.data?.token ?? apart.data?.token;
  return {
    data: native !== undefined && tokenBalance !== undefined ? { native, token: tokenBalance } : undefined,
    isError: panel.isError || apart.isError,
  };
}
