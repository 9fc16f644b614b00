import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, contentSecurityPolicyPlugin, zodWithoutEvalPlugin } from './vite-csp';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('Content-Security-Policy', () => {
  it('allows scripts only from the app, and local hosts only in devnet builds', () => {
    const mainnet = contentSecurityPolicy(undefined);
    expect(directive(mainnet, 'script-src')).toEqual(["'self'"]);
    expect(directive(mainnet, 'object-src')).toEqual(["'none'"]);
    expect(directive(mainnet, 'connect-src')).toEqual(["'self'", 'https:', 'wss:']);
    expect(directive(mainnet, 'frame-src')).toContain('https://*.thirdweb.com');
    expect(mainnet).not.toContain('127.0.0.1');
    expect(mainnet).not.toContain('frame-ancestors');
    expect(directive(contentSecurityPolicy('devnet'), 'connect-src')).toContain('http://127.0.0.1:*');
  });

  it('allows images only from the network’s image origins and thirdweb’s, never any https host', () => {
    const hosted = [
      "'self'",
      'data:',
      'blob:',
      'https://djmahssgw62sw.cloudfront.net',
      'https://images.treasure.lol',
      'https://ipfs.io',
      'https://*.ipfscdn.io',
      'https://assets.thirdweb.com',
    ];
    expect(directive(contentSecurityPolicy(undefined), 'img-src')).toEqual(hosted);
    expect(directive(contentSecurityPolicy('testnet'), 'img-src')).toEqual(hosted);
    expect(directive(contentSecurityPolicy('mainnet'), 'img-src')).not.toContain('https:');
    // The devnet's marketplace serves its images on a local port.
    expect(directive(contentSecurityPolicy('devnet'), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.ipfscdn.io',
      'https://assets.thirdweb.com',
      'http://127.0.0.1:*',
      'http://localhost:*',
    ]);
  });

  it('allows a plain-http endpoint of the build by its origin, and nothing more for https ones', () => {
    const policy = contentSecurityPolicy('mainnet', [
      'http://10.0.0.5:8545/rpc/key',
      'http://10.0.0.5:8545/other',
      'https://arb.example.com/v2/key',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https:', 'wss:', 'http://10.0.0.5:8545']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it('goes into the built index.html right after the charset, and not into the dev server’s', () => {
    const plugin = contentSecurityPolicyPlugin();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
    const html = transform.handler(
      '<head>\n    <meta charset="UTF-8" />\n    <script type="module" src="/a.js"></script>',
    );
    expect(html).toMatch(
      /<meta charset="UTF-8" \/>\n {4}<meta http-equiv="Content-Security-Policy" content="default-src/,
    );
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(() => transform.handler('<head></head>')).toThrow('charset');
  });

  it('gives the app’s own modules the zod that never probes for eval, and dependencies their own', () => {
    const root = path.resolve('/repo');
    const resolve = zodWithoutEvalPlugin(root).resolveId as (source: string, importer?: string) => string | null;
    const wrapper = path.join(root, 'src', 'zod-csp.ts');
    expect(resolve('zod/mini', path.join(root, 'src', 'api', 'schemas.ts'))).toBe(wrapper);
    expect(resolve('zod/mini', wrapper)).toBeNull();
    expect(resolve('zod/mini', path.join(root, 'node_modules', 'thirdweb', 'index.js'))).toBeNull();
    expect(resolve('zod', path.join(root, 'node_modules', 'thirdweb', 'index.js'))).toBeNull();
    expect(resolve('viem', path.join(root, 'src', 'main.tsx'))).toBeNull();
  });

  it('fails the build on an app module importing the classic zod', () => {
    const root = path.resolve('/repo');
    const resolve = zodWithoutEvalPlugin(root).resolveId as (source: string, importer?: string) => string | null;
    expect(() => resolve('zod', path.join(root, 'src', 'api', 'schemas.ts'))).toThrow("imports 'zod'");
  });
});
