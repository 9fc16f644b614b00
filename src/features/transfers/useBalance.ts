import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ContractFunctionExecutionError, ContractFunctionZeroDataError } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { useAppServices } from '../../api/services';
import { chainOf, type NetworkChain } from '../../config';
import { erc20Abi } from '../../lib/abis';
import { sourceBalanceKeys } from './after-transfer';

/** `owner`'s balance of `token` (the native currency without one) on `chain`, and its native balance for gas. */
async function readSourceBalance(chain: NetworkChain, token: `0x${string}` | undefined, owner: `0x${string}`) {
  const client = publicClient(chain);
  // Both reads leave in one JSON-RPC batch.
  const [native, tokenBalance] = await Promise.all([
    client.getBalance({ address: owner }),
    token
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
  return { native, token: tokenBalance ?? native };
}

function sourceBalanceQuery(
  chain: NetworkChain | undefined,
  token: `0x${string}` | undefined,
  owner: `0x${string}` | undefined,
) {
  return queryOptions({
    queryKey: chain && owner ? sourceBalanceKeys.of(chain.chainId, token, owner) : [...sourceBalanceKeys.all, 'none'],
    queryFn: chain && owner ? () => readSourceBalance(chain, token, owner) : skipToken,
  });
}

export function useBalance(
  chainId: number | undefined,
  token: `0x${string}` | undefined,
  owner: `0x${string}` | undefined,
) {
  const { network } = useAppServices();
  return useQuery(sourceBalanceQuery(chainOf(network, chainId), token, owner));
}
