import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { explorerServices, HYPERLANE_EXPLORER_GRAPHQL_URL, HYPERLANE_EXPLORER_URL } from './services';

const services = (raw: Parameters<typeof parseEnv>[0]) => explorerServices(parseEnv(raw).env);

const explorer = {
  indexerUrl: HYPERLANE_EXPLORER_GRAPHQL_URL,
  explorerGraphqlUrl: HYPERLANE_EXPLORER_GRAPHQL_URL,
  hyperlaneExplorerUrl: HYPERLANE_EXPLORER_URL,
};

describe('mainnet and testnet services', () => {
  it('use the Hyperlane explorer and no marketplace unless the build names one', () => {
    expect(services({})).toEqual(explorer);
    expect(services({ VITE_MARKETPLACE_API_URL: 'https://api.example', VITE_MARKETPLACE_API_KEY: '' })).toEqual(
      explorer,
    );
    expect(
      services({
        VITE_MARKETPLACE_API_URL: 'https://api.example',
        VITE_MARKETPLACE_API_KEY: 'k',
        VITE_INDEXER_URL: 'https://idx.example/v1/graphql',
      }),
    ).toEqual({
      ...explorer,
      indexerUrl: 'https://idx.example/v1/graphql',
      marketplace: { url: 'https://api.example', apiKey: 'k' },
    });
  });

  it('take the explorer GraphQL endpoint from VITE_EXPLORER_GRAPHQL_URL, apart from the indexer', () => {
    expect(
      services({
        VITE_EXPLORER_GRAPHQL_URL: 'https://explorer.example/v1/graphql',
        VITE_INDEXER_URL: 'https://idx.example/v1/graphql',
      }),
    ).toEqual({
      ...explorer,
      indexerUrl: 'https://idx.example/v1/graphql',
      explorerGraphqlUrl: 'https://explorer.example/v1/graphql',
    });
    expect(parseEnv({ VITE_EXPLORER_GRAPHQL_URL: 'ftp://x' }).problems).toEqual([
      'VITE_EXPLORER_GRAPHQL_URL must be an http(s) URL',
    ]);
  });
});
