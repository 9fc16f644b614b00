import path from 'node:path';
import type { Plugin } from 'vite';
import { BUILD_IMAGE_ORIGINS, imageOriginsSchema } from '../src/config/image-origins.ts';

/**
 * Where thirdweb's connect modal loads its own images from: chain icons from its chain metadata, as
 * `ipfs://` through its gateway (`{clientId}.ipfscdn.io`) or from its asset host. Its wallet icons are `data:`.
 */
const WALLET_SDK_IMAGE_ORIGINS = ['https://*.ipfscdn.io', 'https://assets.thirdweb.com'];

/**
 * The app's Content-Security-Policy. Scripts only from the app's origin; connections to any https/wss
 * host, since chain RPCs, the indexer and the marketplace are configured at run time (and the devnet's
 * local ports for a devnet build); styles inline too, as thirdweb's modal inserts its own; images from the app,
 * `data:` (its drawn avatars), the network's image origins (avatars and NFT images, docs/nfts.md, "Images";
 * a devnet build's are its local ports) and thirdweb's; frames only from thirdweb (in-app wallet) and WalletConnect
 * (its verify frame). `frame-ancestors` is not here: a <meta> policy cannot carry it. `connectUrls` are the
 * build's configured endpoints: a plain-http one (a local or private RPC) is allowed by its origin alone.
 */
export function contentSecurityPolicy(network: string | undefined, connectUrls: readonly string[] = []): string {
  const local = network === 'devnet' ? ['http://127.0.0.1:*', 'http://localhost:*'] : [];
  const httpEndpoints = [
    ...new Set(connectUrls.filter((url) => url.startsWith('http://')).map((url) => new URL(url).origin)),
  ];
  const localSockets = network === 'devnet' ? ['ws://127.0.0.1:*', 'ws://localhost:*'] : [];
  const imageOrigins =
    network === 'devnet'
      ? []
      : imageOriginsSchema().parse(BUILD_IMAGE_ORIGINS[network === 'testnet' ? 'testnet' : 'mainnet']);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins, ...WALLET_SDK_IMAGE_ORIGINS, ...local],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https:', 'wss:', ...local, ...localSockets, ...httpEndpoints],
    'frame-src': ['https://*.thirdweb.com', 'https://verify.walletconnect.com', 'https://verify.walletconnect.org'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The build variables naming endpoints the page fetches from (src/config/env.ts). */
const CONNECT_VARIABLES = /^VITE_(RPC_URL_\d+|LOGS_API_URL_\d+|INDEXER_URL|MARKETPLACE_API_URL|EXPLORER_GRAPHQL_URL)$/;

/**
 * Puts the policy in the production index.html, right after the charset so it covers every script and
 * stylesheet the page loads. Builds only: the dev server's React refresh runs an inline script.
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let network: string | undefined;
  let connectUrls: string[] = [];
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      network = config.env.VITE_NETWORK;
      connectUrls = Object.entries(config.env)
        .filter(([name, value]) => CONNECT_VARIABLES.test(name) && typeof value === 'string' && URL.canParse(value))
        .map(([, value]) => value as string);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html needs <meta charset> for the CSP to follow');
        const policy = contentSecurityPolicy(network, connectUrls);
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
      },
    },
  };
}

/**
 * Resolves the app's imports of `'zod/mini'` (under `src/`) to `src/zod-csp.ts`, which configures zod for the
 * policy before re-exporting it. Dependencies keep their own zod. The app's modules use zod's mini build
 * (docs/performance.md, "First load and chunks"): an import of the classic `'zod'` there fails the build, as
 * it would bring the classic build's 18 KB gzip back to the first screen.
 */
export function zodWithoutEvalPlugin(root: string): Plugin {
  const src = path.join(root, 'src') + path.sep;
  const wrapper = path.join(src, 'zod-csp.ts');
  return {
    name: 'zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.startsWith(src) || importer === wrapper) return null;
      if (source === 'zod') throw new Error(`${importer} imports 'zod': the app imports 'zod/mini'`);
      return source === 'zod/mini' ? wrapper : null;
    },
  };
}
