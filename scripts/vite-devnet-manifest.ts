import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:devnet-manifest';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves `virtual:devnet-manifest`: for the devnet network, the manifest of the running devnet
 * (`DEVNET_MANIFEST`, else `.devnet/manifest.json`) without its private keys; otherwise null.
 */
export function devnetManifestPlugin(root: string): Plugin {
  const manifestPath = () => path.resolve(root, process.env.DEVNET_MANIFEST ?? '.devnet/manifest.json');
  return {
    name: 'devnet-manifest',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (process.env.VITE_NETWORK !== 'devnet') return 'export default null;';
      const file = manifestPath();
      if (!existsSync(file)) return 'export default null;';
      this.addWatchFile(file);
      const { accounts: _keys, ...manifest } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(manifest)};`;
    },
  };
}
