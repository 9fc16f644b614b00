/**
 * The origins avatars and NFT images may load from, per network (docs/nfts.md, "Images"): the app shows an
 * image from any other place as its drawn fallback (`allowedImageUrl` in src/lib/image-url.ts), and the build's
 * Content-Security-Policy lists the same origins in `img-src` (scripts/vite-csp.ts). Kept apart from the rest
 * of the config, with no import the build cannot load, for the policy.
 */
import * as z from 'zod/mini';
import type { NetworkConfig } from './types';

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'];

/**
 * An origin exactly as `URL#origin` writes it: https, or http on the loopback (the devnet's). Built when first
 * used (the devnet's start), not when the first screen's modules load (docs/performance.md, "On a phone").
 */
const imageOriginSchema = () =>
  z.string().check(
    z.refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname));
      return secure && url.origin === value;
    }, 'is not an https origin (scheme, host and port, nothing more)'),
  );
export const imageOriginsSchema = () => z.readonly(z.array(imageOriginSchema()));

/**
 * Mainnet's and testnet's (the marketplace serves both from the same places; docs/nfts.md, "Images", names
 * where each comes from): the marketplace's image CDN (NFT images, TreasureTag and Smolverse avatars), its
 * own image host, and the IPFS gateway viem resolves an `ipfs://` ENS avatar through.
 */
const HOSTED_IMAGE_ORIGINS: readonly string[] = Object.freeze([
  'https://djmahssgw62sw.cloudfront.net',
  'https://images.treasure.lol',
  'https://ipfs.io',
]);

/**
 * The origins of mainnet and testnet builds, for the Content-Security-Policy. Constants, checked with
 * `imageOriginsSchema` when the policy is made (scripts/vite-csp.ts) and by image-origins.test.ts.
 */
export const BUILD_IMAGE_ORIGINS: Readonly<Record<'mainnet' | 'testnet', readonly string[]>> = {
  mainnet: HOSTED_IMAGE_ORIGINS,
  testnet: HOSTED_IMAGE_ORIGINS,
};

/**
 * The origins `network` loads avatars and NFT images from: mainnet's and testnet's above; on the devnet, its
 * marketplace's, which serves the devnet's images itself.
 */
export function imageOriginsOf(network: Pick<NetworkConfig, 'name' | 'services'>): readonly string[] {
  if (network.name !== 'devnet') return BUILD_IMAGE_ORIGINS[network.name];
  const marketplace = network.services.marketplace?.url;
  // Asked on every render of an avatar: checked once per config, and at start-up by validateNetworkConfig.
  let origins = devnetOrigins.get(network);
  if (!origins) {
    origins = imageOriginsSchema().parse(marketplace ? [new URL(marketplace).origin] : []);
    devnetOrigins.set(network, origins);
  }
  return origins;
}

const devnetOrigins = new WeakMap<object, readonly string[]>();
