import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../api/services';
import { PRICE_CACHE_MS, type PriceContext } from '../../lib/prices';

/** `base` in USD from the price service, cached 10 minutes (SPEC.md section 9); "0" means unknown. */
function useUsdPrice(base: 'ETH' | 'MAGIC') {
  const { marketplace } = useAppServices();
  return useQuery({
    queryKey: ['price', base, 'USD'],
    enabled: Boolean(marketplace),
    queryFn: () => marketplace?.getPrice(base, 'USD') ?? Promise.resolve('0'),
    staleTime: PRICE_CACHE_MS,
    refetchInterval: false,
  });
}

/** The price context USD values are worked out with; prices not yet known are "0". */
export function usePriceContext(): PriceContext {
  const eth = useUsdPrice('ETH');
  const magic = useUsdPrice('MAGIC');
  return { ethUsdPrice: eth.data ?? '0', magicUsdPrice: magic.data ?? '0' };
}
