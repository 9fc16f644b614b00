import { describe, expect, it } from 'vitest';
import { explorerServices, HYPERLANE_EXPLORER_GRAPHQL_URL } from './services';

describe('mainnet and testnet services', () => {
  it('use the Hyperlane explorer and no marketplace unless the build names one', () => {
    expect(explorerServices({})).toEqual({ indexerUrl: HYPERLANE_EXPLORER_GRAPHQL_URL });
    expect(explorerServices({ VITE_MARKETPLACE_API_URL: 'https://api.example', VITE_MARKETPLACE_API_KEY: '' })).toEqual(
      {
        indexerUrl: HYPERLANE_EXPLORER_GRAPHQL_URL,
      },
    );
    expect(
      explorerServices({
        VITE_MARKETPLACE_API_URL: 'https://api.example',
        VITE_MARKETPLACE_API_KEY: 'k',
        VITE_INDEXER_URL: 'https://idx/v1/graphql',
      }),
    ).toEqual({ indexerUrl: 'https://idx/v1/graphql', marketplace: { url: 'https://api.example', apiKey: 'k' } });
  });
});
