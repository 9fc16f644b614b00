import { useQuery } from '@tanstack/react-query';
import { type Address, encodeFunctionData, pad } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { useAppServices } from '../../api/services';
import { erc20Abi, tokenRouterAbi } from '../../lib/abis';
import { isCollateralEnd, type OpenRoute } from '../../lib/routes';

interface SourceGasRequest {
  readonly route: OpenRoute;
  readonly sender: Address;
  readonly recipient: Address;
  readonly amount: bigint;
  readonly interchainGas: bigint;
  readonly destinationDomain: number;
}

/**
 * What the origin chain's own gas costs for the transactions the send will make, at today's gas price:
 * the approval when the collateral router's allowance is short, and `transferRemote`. Before an approval
 * the transfer cannot be simulated with the real amount (it would revert), so it is estimated moving
 * nothing, which takes the same path.
 */
export function useSourceGas(request: SourceGasRequest | undefined) {
  const { network } = useAppServices();
  const origin = request ? network.chains.find((c) => c.chainId === request.route.from.chainId) : undefined;
  return useQuery({
    queryKey: [
      'source-gas',
      request?.route.from.chainId,
      request?.route.from.router,
      request?.route.from.address,
      request?.interchainGas.toString(),
      request?.sender,
      request?.recipient,
      request?.amount.toString(),
      request?.destinationDomain,
    ],
    enabled: Boolean(request?.route.from.router && request.route.from.address && origin),
    staleTime: 15_000,
    queryFn: async () => {
      const { route, sender, amount } = request as SourceGasRequest;
      const client = publicClient(origin as NonNullable<typeof origin>);
      const router = route.from.router as Address;
      const token = route.from.address as Address;
      const collateral = isCollateralEnd(route.from);
      const [gasPrice, allowance] = await Promise.all([
        client.getGasPrice(),
        collateral
          ? client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [sender, router] })
          : undefined,
      ]);
      const needsApproval = allowance !== undefined && allowance < amount;
      const [approval, transfer] = await Promise.all([
        needsApproval
          ? client.estimateGas({
              account: sender,
              to: token,
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
            })
          : 0n,
        client.estimateGas({
          account: sender,
          to: router,
          value: request?.interchainGas,
          data: encodeFunctionData({
            abi: tokenRouterAbi,
            functionName: 'transferRemote',
            args: [
              request?.destinationDomain as number,
              pad(request?.recipient as Address),
              needsApproval ? 0n : amount,
            ],
          }),
        }),
      ]);
      return { cost: (approval + transfer) * gasPrice, needsApproval };
    },
  });
}
