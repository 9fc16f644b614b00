import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The app's Content-Security-Policy. Scripts only from the app's origin; connections to any https/wss
 * host, since chain RPCs, the indexer and the marketplace are configured at run time (and the devnet's
 * local ports for a devnet build); styles inline too, as thirdweb's modal inserts its own; images from
 * https and data URIs (token and NFT images); frames only from thirdweb (in-app wallet) and WalletConnect
 * (its verify frame). `frame-ancestors` is not here: a <meta> policy cannot carry it.
 */
export function contentSecurityPolicy(network: string | undefined): string {
  const local = network === 'devnet' ? ['http://127.0.0.1:*', 'http://localhost:*'] : [];
  const localSockets = network === 'devnet' ? ['ws://127.0.0.1:*', 'ws://localhost:*'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...local],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https:', 'wss:', ...local, ...localSockets],
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

/**
 * Puts the policy in the production index.html, right after the charset so it covers every script and
 * stylesheet the page loads. Builds only: the dev server's React refresh runs an inline script.
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let network: string | undefined;
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      network = config.env.VITE_NETWORK;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html needs <meta charset> for the CSP to follow');
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(network)}" />`;
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
      },
    },
  };
}

/**
 * Resolves the app's imports of `'zod'` (under `src/`) to `src/zod-csp.ts`, which configures zod for the
 * policy before re-exporting it. Dependencies keep their own zod.
 */
export function zodWithoutEvalPlugin(root: string): Plugin {
  const src = path.join(root, 'src') + path.sep;
  const wrapper = path.join(src, 'zod-csp.ts');
  return {
    name: 'zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer?.startsWith(src) || importer === wrapper) return null;
      return wrapper;
    },
  };
}
