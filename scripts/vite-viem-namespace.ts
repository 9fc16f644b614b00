import type { Plugin } from 'vite';

const VIEM_STRINGIFY = '\0viem-stringify';

/**
 * thirdweb's Insight NFT reads take `stringify` from `await import("viem")` (in a `Promise.all`, so the
 * bundler cannot see which export is used). With one viem in node_modules that is the app's own viem, and
 * a dynamic import of viem's whole index puts every viem module in the chunks the first screen shares
 * with it: about 20 KB gzip more up front (docs/performance.md, "First load and chunks"). Pointing that
 * import at a module with `stringify` alone, all it uses, keeps the rest of viem where it is needed.
 */
export function viemStringifyImportPlugin(): Plugin {
  return {
    name: 'viem-stringify-import',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'viem' || !importer || !/thirdweb[\\/]dist[\\/]esm[\\/]insight[\\/]/.test(importer)) return null;
      return VIEM_STRINGIFY;
    },
    load(id) {
      return id === VIEM_STRINGIFY ? "export { stringify } from 'viem';" : null;
    },
  };
}
