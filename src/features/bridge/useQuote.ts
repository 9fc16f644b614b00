import { useQuery } from '@tanstack/react-query';
import { type Address, encodeFunctionData, pad } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { useAppServices } from '../../app/services';
import { isCollateralEnd, type RouteAnswer } from '../../lib/routes';
import { erc20Abi, tokenRouterAbi } from './abis';

type OpenRoute = Extract<RouteAnswer, { ok: true }>;

/** The interchain gas payment for a route, in the origin chain's native currency. */
export function useInterchainGas(answer: RouteAnswer | undefined) {
  const { network } = useAppServices();
  const route = answer?.ok ? answer : undefined;
  const origin = route ? network.chains.find((c) => c.chainId === route.from.chainId) : undefined;
  const destination = route ? network.chains.find((c) => c.chainId === route.to.chainId) : undefined;
  return useQuery({
    queryKey: ['interchain-gas', route?.from.chainId, route?.from.router, destination?.domainId],
    enabled: Boolean(route?.from.router && origin && destination && route.method === 'hyperlane'),
    queryFn: () =>
      publicClient(origin as NonNullable<typeof origin>).readContract({
        address: route?.from.router as `0x${string}`,
        abi: tokenRouterAbi,
        functionName: 'quoteGasPayment',
        args: [destination?.domainId as number],
      }),
    staleTime: 30_000,
  });
}

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
