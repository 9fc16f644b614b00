import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { publicClient } from '../../api/chain-clients';
import type { NetworkChain } from '../../config/types';
import { recipientWarning } from './recipient';

/** The warning a typed recipient earns on the destination chain; null when there is none. */
export function useRecipientWarning(chain: NetworkChain | undefined, recipient: Address | undefined) {
  return useQuery({
    queryKey: ['recipient', chain?.chainId, recipient],
    enabled: Boolean(chain && recipient),
    staleTime: 60_000,
    queryFn: async () => {
      const client = publicClient(chain as NetworkChain);
      const address = recipient as Address;
      const [code, nonce, balance] = await Promise.all([
        client.getCode({ address }),
        client.getTransactionCount({ address }),
        client.getBalance({ address }),
      ]);
      return recipientWarning({ code, nonce, balance }) ?? null;
    },
  });
}
