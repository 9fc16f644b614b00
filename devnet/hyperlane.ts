import { type ChainMetadata, MultiProvider } from '@hyperlane-xyz/sdk';
import { ethers } from 'ethers';
import type { DevnetChain } from './chains';

export interface ChainEndpoint {
  readonly chain: DevnetChain;
  readonly rpcUrl: string;
}

/**
 * A MultiProvider over the devnet chains, signing with `privateKey`.
 * StaticJsonRpcProvider with a 100 ms polling interval: ethers' default provider re-asks the chain id
 * before every call and polls every 4 s, which made each relayed message take seconds instead of ~1 s.
 */
export function devnetMultiProvider(endpoints: readonly ChainEndpoint[], privateKey: string): MultiProvider {
  const metadata: Record<string, ChainMetadata> = {};
  for (const { chain, rpcUrl } of endpoints) {
    metadata[chain.name] = {
      name: chain.name,
      displayName: chain.displayName,
      chainId: chain.chainId,
      domainId: chain.domainId,
      protocol: 'ethereum',
      rpcUrls: [{ http: rpcUrl }],
      nativeToken: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
      // One confirmation: anvil answers eth_sendRawTransaction before the block is mined.
      blocks: { confirmations: 1, estimateBlockTime: 1, reorgPeriod: 0 },
    } as ChainMetadata;
  }
  const multiProvider = new MultiProvider(metadata);
  for (const { chain, rpcUrl } of endpoints) {
    const provider = new ethers.providers.StaticJsonRpcProvider(rpcUrl, {
      chainId: chain.chainId,
      name: chain.name,
    });
    provider.pollingInterval = 100;
    multiProvider.setProvider(chain.name, provider);
  }
  multiProvider.setSharedSigner(new ethers.Wallet(privateKey));
  return multiProvider;
}
