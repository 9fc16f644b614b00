/**
 * What every feature needs from the app: the network config, the marketplace client (when the network
 * has one) and the auth token store. Built once at start-up.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { NetworkConfig } from '../config';
import { localTokenStore, type TokenStore } from './auth-token';
import { createMarketplaceClient, type MarketplaceClient } from './marketplace';

export interface AppServices {
  readonly network: NetworkConfig;
  readonly marketplace?: MarketplaceClient;
  readonly tokens: TokenStore;
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
