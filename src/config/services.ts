import { type AppEnv, appEnv } from './env';
import type { ServiceConfig } from './types';

/** The Hyperlane explorer's public GraphQL API (hyperlane-xyz/hyperlane-explorer's default). */
export const HYPERLANE_EXPLORER_GRAPHQL_URL = 'https://explorer4.hasura.app/v1/graphql';

/** The Hyperlane explorer's web pages, for mainnet and testnet messages alike. */
export const HYPERLANE_EXPLORER_URL = 'https://explorer.hyperlane.xyz';

/** MoonPay's purchase page on each network: the live one, and its sandbox for testnet (docs/onramp.md). */
export const MOONPAY_URLS = {
  mainnet: 'https://buy.moonpay.com',
  testnet: 'https://buy-sandbox.moonpay.com',
} as const;

type ServiceVars = Pick<
  AppEnv,
  | 'VITE_INDEXER_URL'
  | 'VITE_EXPLORER_GRAPHQL_URL'
  | 'VITE_MARKETPLACE_API_URL'
  | 'VITE_MARKETPLACE_API_KEY'
  | 'VITE_MOONPAY_URL'
  | 'VITE_MOONPAY_PUBLIC_KEY'
  | 'VITE_ROUTE_LIST_SIGNER'
>;

/**
 * Mainnet and testnet services: the explorer's indexer, its GraphQL API for message links
 * (`VITE_EXPLORER_GRAPHQL_URL`), the marketplace backend when the build is given one
 * (`VITE_MARKETPLACE_API_URL` and `VITE_MARKETPLACE_API_KEY`; the key is a public client key the backend
 * expects from browsers, not a secret), and the on-ramp when given its public key
 * (`VITE_MOONPAY_PUBLIC_KEY`; `VITE_MOONPAY_URL` replaces the network's MoonPay page). The route list's
 * signer is pinned only when the operator sets `VITE_ROUTE_LIST_SIGNER` (docs/deploying.md).
 */
export function explorerServices(network: keyof typeof MOONPAY_URLS, vars: ServiceVars = appEnv()): ServiceConfig {
  const url = vars.VITE_MARKETPLACE_API_URL;
  const apiKey = vars.VITE_MARKETPLACE_API_KEY;
  const publicKey = vars.VITE_MOONPAY_PUBLIC_KEY;
  const signer = vars.VITE_ROUTE_LIST_SIGNER;
  return {
    indexerUrl: vars.VITE_INDEXER_URL ?? HYPERLANE_EXPLORER_GRAPHQL_URL,
    explorerGraphqlUrl: vars.VITE_EXPLORER_GRAPHQL_URL ?? HYPERLANE_EXPLORER_GRAPHQL_URL,
    hyperlaneExplorerUrl: HYPERLANE_EXPLORER_URL,
    ...(url && apiKey ? { marketplace: { url, apiKey } } : {}),
    ...(signer ? { routeListSigner: signer } : {}),
    ...(publicKey ? { onramp: { url: vars.VITE_MOONPAY_URL ?? MOONPAY_URLS[network], publicKey } } : {}),
  };
}

const servicesByNetwork = new Map<keyof typeof MOONPAY_URLS, ServiceConfig>();

/**
 * `explorerServices(network)` with this build's variables, made when first asked for and the same object after:
 * the network constants read it through a getter, so that loading them does not validate the build's variables
 * (docs/performance.md, "On a phone").
 */
export function builtServices(network: keyof typeof MOONPAY_URLS): ServiceConfig {
  let services = servicesByNetwork.get(network);
  if (!services) {
    services = explorerServices(network);
    servicesByNetwork.set(network, services);
  }
  return services;
}
