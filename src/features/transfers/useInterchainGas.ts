import { useQuery } from '@tanstack/react-query';
import { publicClient } from '../../api/chain-clients';
import { useAppServices } from '../../api/services';
import { tokenRouterAbi } from '../../lib/abis';
import type { RouteAnswer } from '../../lib/routes';

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
