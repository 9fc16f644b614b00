import { build } from 'vite';

/**
 * A production build of the app into `outDir`, as shipped: mainnet unless `VITE_NETWORK` says otherwise.
 * A thirdweb client id is only needed at run time; a placeholder lets a mainnet or testnet build start in
 * benchmarks. The devnet build has its own (`DEVNET_CLIENT_ID`), which the placeholder would override.
 * NODE_ENV is pinned to production while building: under a test runner it is `test`, which would make
 * React and others ship their development builds.
 */
export async function buildApp(outDir: string): Promise<void> {
  if (process.env.VITE_NETWORK !== 'devnet') process.env.VITE_THIRDWEB_CLIENT_ID ??= 'benchmark-client-id';
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
