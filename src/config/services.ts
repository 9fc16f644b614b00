import { type AppEnv, env } from './env';
import type { ServiceConfig } from './types';

/** The Hyperlane explorer's public GraphQL API (hyperlane-xyz/hyperlane-explorer's default). */
export const HYPERLANE_EXPLORER_GRAPHQL_URL = 'https://explorer4.hasura.app/v1/graphql';

/** The Hyperlane explorer's web pages, for mainnet and testnet messages alike. */
export const HYPERLANE_EXPLORER_URL = 'https://explorer.hyperlane.xyz';

/**
 * Mainnet and testnet services: the explorer's indexer, its GraphQL API for message links
 * (`VITE_EXPLORER_GRAPHQL_URL`), and the marketplace backend when the build is given one
 * (`VITE_MARKETPLACE_API_URL` and `VITE_MARKETPLACE_API_KEY`; the key is a public client key the backend
 * expects from browsers, not a secret).
 */
export function explorerServices(
  vars: Pick<
    AppEnv,
    'VITE_INDEXER_URL' | 'VITE_EXPLORER_GRAPHQL_URL' | 'VITE_MARKETPLACE_API_URL' | 'VITE_MARKETPLACE_API_KEY'
  > = env,
): ServiceConfig {
  const url = vars.VITE_MARKETPLACE_API_URL;
  const apiKey = vars.VITE_MARKETPLACE_API_KEY;
  return {
    indexerUrl: vars.VITE_INDEXER_URL ?? HYPERLANE_EXPLORER_GRAPHQL_URL,
    explorerGraphqlUrl: vars.VITE_EXPLORER_GRAPHQL_URL ?? HYPERLANE_EXPLORER_GRAPHQL_URL,
    hyperlaneExplorerUrl: HYPERLANE_EXPLORER_URL,
    ...(url && apiKey ? { marketplace: { url, apiKey } } : {}),
  };
}
