import { build } from 'vite';

/**
 * A production build of the app into `outDir`, as shipped: mainnet unless `VITE_NETWORK` says otherwise.
 * A thirdweb client id is only needed at run time; a placeholder lets the built app start in benchmarks.
 */
export async function buildApp(outDir: string): Promise<void> {
  process.env.VITE_THIRDWEB_CLIENT_ID ??= 'benchmark-client-id';
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
}
