import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { explorerServices, HYPERLANE_EXPLORER_GRAPHQL_URL } from './services';

const services = (raw: Parameters<typeof parseEnv>[0]) => explorerServices(parseEnv(raw).env);

describe('mainnet and testnet services', () => {
  it('use the Hyperlane explorer and no marketplace unless the build names one', () => {
    expect(services({})).toEqual({ indexerUrl: HYPERLANE_EXPLORER_GRAPHQL_URL });
    expect(services({ VITE_MARKETPLACE_API_URL: 'https://api.example', VITE_MARKETPLACE_API_KEY: '' })).toEqual({
      indexerUrl: HYPERLANE_EXPLORER_GRAPHQL_URL,
    });
    expect(
      services({
        VITE_MARKETPLACE_API_URL: 'https://api.example',
        VITE_MARKETPLACE_API_KEY: 'k',
        VITE_INDEXER_URL: 'https://idx.example/v1/graphql',
      }),
    ).toEqual({
      indexerUrl: 'https://idx.example/v1/graphql',
      marketplace: { url: 'https://api.example', apiKey: 'k' },
    });
  });
});
