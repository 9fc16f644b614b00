import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../app/services';
import { PRICE_CACHE_MS } from '../../lib/prices';
import type { RouteAnswer } from '../../lib/routes';
import { tokenRouterAbi } from './abis';
import { publicClient } from './clients';

/** The interchain gas payment for a route, in the origin chain's native currency. */
export function useInterchainGas(answer: RouteAnswer | undefined) {
  const { network } = useAppServices();
  const route = answer?.ok ? answer : undefined;
  const origin = route ? network.chains.find((c) => c.chainId === route.from.chainId) : undefined;
  const destination = route ? network.chains.find((c) => c.chainId === route.to.chainId) : undefined;
  return useQuery({
    queryKey: ['interchain-gas', route?.from.router, destination?.domainId],
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

/** ETH in USD from the price service, cached 10 minutes (SPEC.md section 9); undefined when unknown. */
export function useEthUsd() {
  const { marketplace } = useAppServices();
  return useQuery({
    queryKey: ['price', 'ETH', 'USD'],
    enabled: Boolean(marketplace),
    queryFn: () => marketplace?.getPrice('ETH', 'USD') ?? Promise.resolve('0'),
    staleTime: PRICE_CACHE_MS,
    refetchInterval: false,
  });
}
