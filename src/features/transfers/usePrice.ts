import { useQuery } from '@tanstack/react-query';
import { priceQuery } from '../../api/marketplace-queries';
import { useAppServices } from '../../api/services';
import type { PriceContext } from '../../lib/prices';

/** The price context USD values are worked out with; prices not yet known (or without a marketplace) are "0". */
export function usePriceContext(): PriceContext {
  const { marketplace } = useAppServices();
  const eth = useQuery(priceQuery(marketplace, 'ETH', 'USD'));
  const magic = useQuery(priceQuery(marketplace, 'MAGIC', 'USD'));
  return { ethUsdPrice: eth.data ?? '0', magicUsdPrice: magic.data ?? '0' };
}
