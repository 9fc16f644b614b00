/**
 * What every feature needs from the app: the network config, the marketplace client (when the network
 * has one), the indexer and explorer GraphQL clients and the auth token store. Built once at start-up.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { NetworkConfig } from '../config';
import { localTokenStore, type TokenStore } from './auth-token';
import type { IndexerClient } from './indexer';
import { createMarketplaceClient, type MarketplaceClient } from './marketplace';

export interface AppServices {
  readonly network: NetworkConfig;
  readonly marketplace?: MarketplaceClient;
  readonly indexer: IndexerClient;
  /** The Hyperlane explorer's GraphQL API (`VITE_EXPLORER_GRAPHQL_URL`), the same API as the indexer's. */
  readonly explorer: IndexerClient;
  readonly tokens: TokenStore;
}

/** History and tracking share one deposits query; a slow indexer is given up on before the next round. */
const INDEXER_TIMEOUT_MS = 10_000;

/**
 * The indexer client, loaded with its GraphQL library on first use: the first screen does not need it,
 * and the history and tracking that do load after it.
 */
function lazyIndexerClient(url: string): IndexerClient {
  let client: Promise<IndexerClient> | undefined;
  const load = () =>
    (client ??= import('./indexer').then(({ createIndexerClient }) =>
      createIndexerClient({ url, timeoutMs: INDEXER_TIMEOUT_MS }),
    ));
  return {
    getDepositsForAddressOnChain: async (address, destinationChainId) =>
      (await load()).getDepositsForAddressOnChain(address, destinationChainId),
    getMessageIdsOfOriginTx: async (chainId, hash) => (await load()).getMessageIdsOfOriginTx(chainId, hash),
  };
}

export function createAppServices(network: NetworkConfig): AppServices {
  const tokens = localTokenStore();
  const { marketplace } = network.services;
  return {
    network,
    ...(marketplace
      ? {
          marketplace: createMarketplaceClient({
            baseUrl: marketplace.url,
            apiKey: marketplace.apiKey,
            authToken: tokens.get,
          }),
        }
      : {}),
    indexer: lazyIndexerClient(network.services.indexerUrl),
    explorer: lazyIndexerClient(network.services.explorerGraphqlUrl),
    tokens,
  };
}

const ServicesContext = createContext<AppServices | undefined>(undefined);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useAppServices needs a ServicesProvider above it');
  return services;
}
