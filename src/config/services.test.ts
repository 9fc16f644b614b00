import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { explorerServices, HYPERLANE_EXPLORER_GRAPHQL_URL, HYPERLANE_EXPLORER_URL, MOONPAY_URLS } from './services';

const services = (raw: Parameters<typeof parseEnv>[0], network: 'mainnet' | 'testnet' = 'mainnet') =>
  explorerServices(network, parseEnv(raw).env);

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

  it('have an on-ramp only with a public key: MoonPay live on mainnet, its sandbox on testnet, unless named', () => {
    expect(services({ VITE_MOONPAY_URL: 'https://buy.example' }).onramp).toBeUndefined();
    expect(services({ VITE_MOONPAY_PUBLIC_KEY: 'pk_live_1' }).onramp).toEqual({
      url: 'https://buy.moonpay.com',
      publicKey: 'pk_live_1',
    });
    expect(services({ VITE_MOONPAY_PUBLIC_KEY: 'pk_test_1' }, 'testnet').onramp).toEqual({
      url: MOONPAY_URLS.testnet,
      publicKey: 'pk_test_1',
    });
    expect(
      services({ VITE_MOONPAY_PUBLIC_KEY: 'pk_test_1', VITE_MOONPAY_URL: 'https://buy.example' }, 'testnet').onramp,
    ).toEqual({ url: 'https://buy.example', publicKey: 'pk_test_1' });
  });

  it('refuse an on-ramp page that is not https', () => {
    expect(parseEnv({ VITE_MOONPAY_URL: 'http://buy.example' }).problems).toEqual([
      'VITE_MOONPAY_URL must be an https URL',
    ]);
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
