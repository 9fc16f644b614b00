import { type Chain, defineChain } from 'thirdweb';
import type { NetworkChain } from '../../config/types';

/**
 * A network chain as thirdweb wants it, with every field it would otherwise look up from its hosted
 * chain list: name, native currency, RPC and explorers.
 */
export function thirdwebChain(chain: NetworkChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.chainName,
    rpc: chain.rpcUrls[0] ?? '',
    nativeCurrency: chain.nativeCurrency,
    blockExplorers: chain.blockExplorers.map((e) => ({ name: e.name, url: e.url, apiUrl: e.apiUrl })),
    icon: { url: chain.icon, width: 32, height: 32, format: 'svg' },
    testnet: chain.testnet ? true : undefined,
  });
}
