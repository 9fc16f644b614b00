import { createPublicClient, http, type PublicClient } from 'viem';
import type { NetworkChain } from '../config/types';

const clients = new Map<string, PublicClient>();

/**
 * A read client per chain. Calls made in the same tick go out as one JSON-RPC batch, so a balance
 * refresh is one request per chain.
 */
export function publicClient(chain: NetworkChain): PublicClient {
  const key = `${chain.chainId}:${chain.rpcUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = createPublicClient({
      chain: {
        id: chain.chainId,
        name: chain.chainName,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      },
      transport: http(chain.rpcUrl, { batch: { wait: 0 } }),
    }) as PublicClient;
    clients.set(key, client);
  }
  return client;
}
