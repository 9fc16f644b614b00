import { describe, expect, it } from 'vitest';
import { SAMPLE_MANIFEST } from './devnet-manifest.fixture';
import { BUILD_IMAGE_ORIGINS, imageOriginsOf, imageOriginsSchema } from './image-origins';
import { MAINNET } from './mainnet';
import { loadNetworkConfig } from './network';
import { TESTNET } from './testnet';

/** A devnet whose marketplace (and so image host) is at `url`, as its manifest names it. */
const devnet = (url: string) => ({
  name: 'devnet' as const,
  services: { ...MAINNET.services, marketplace: { url, apiKey: 'devnet-api-key' } },
});

describe('imageOriginsOf', () => {
  it('is, on mainnet and testnet, the marketplace’s image hosts and the IPFS gateway, from the build', () => {
    for (const network of [MAINNET, TESTNET]) {
      const origins = imageOriginsOf(network);
      expect(origins).toEqual([
        'https://djmahssgw62sw.cloudfront.net',
        'https://images.treasure.lol',
        'https://ipfs.io',
      ]);
      expect(origins).toBe(BUILD_IMAGE_ORIGINS[network.name as 'mainnet' | 'testnet']);
      expect(imageOriginsSchema().parse(origins)).toEqual(origins);
    }
  });

  it('refuses an origin with a path, or plain http off the loopback, as the policy is made of them', () => {
    expect(() => imageOriginsSchema().parse(['https://images.treasure.lol/'])).toThrow(/https origin/);
    expect(() => imageOriginsSchema().parse(['http://images.treasure.lol'])).toThrow(/https origin/);
  });

  it('is, on the devnet, its marketplace’s origin alone', () => {
    expect(imageOriginsOf(devnet('http://127.0.0.1:8551'))).toEqual(['http://127.0.0.1:8551']);
    expect(imageOriginsOf(devnet('http://localhost:8551/api/'))).toEqual(['http://localhost:8551']);
  });

  it('refuses a devnet marketplace that is neither https nor on the loopback, at start-up, not while rendering', async () => {
    expect(() => imageOriginsOf(devnet('http://evil.example:8553'))).toThrow(/https origin/);
    const manifest = {
      ...SAMPLE_MANIFEST,
      services: { ...SAMPLE_MANIFEST.services, marketplaceUrl: 'http://evil.example:8553' },
    };
    await expect(loadNetworkConfig('devnet', manifest)).rejects.toThrow(/cannot serve images/);
  });
});
