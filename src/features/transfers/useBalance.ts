import { useQuery } from '@tanstack/react-query';
import { publicClient } from '../../api/chain-clients';
import { useAppServices } from '../../api/services';
import { erc20Abi } from '../../lib/abis';

/** `owner`'s balance of `token` (or the native currency) on `chainId`, and its native balance for gas. */
export function useBalance(
  chainId: number | undefined,
  token: `0x${string}` | undefined,
  owner: `0x${string}` | undefined,
) {
  const { network } = useAppServices();
  const chain = network.chains.find((c) => c.chainId === chainId);
  return useQuery({
    queryKey: ['balance', chainId, token, owner],
    enabled: Boolean(chain && owner),
    queryFn: async () => {
      const client = publicClient(chain as NonNullable<typeof chain>);
      const account = owner as `0x${string}`;
      // Both reads leave in one JSON-RPC batch.
      const [native, tokenBalance] = await Promise.all([
        client.getBalance({ address: account }),
        token
          ? client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
          : undefined,
      ]);
      return { native, token: tokenBalance ?? native };
    },
  });
}
