import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

const MODULE_ID = 'virtual:devnet-manifest';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Answers `{ "ready": boolean }`: whether the manifest exists, for the page shown while the devnet starts. */
const DEVNET_READY_PATH = '/__devnet/ready';

/**
 * Serves `virtual:devnet-manifest`: for the devnet network, the manifest of the running devnet
 * (`DEVNET_MANIFEST`, else `.devnet/manifest.json`) without its private keys; otherwise null. Its
 * `readyUrl` is set when the dev server runs for the devnet and the manifest is not there yet (the app's
 * port listens before the devnet is ready): the app then shows that the devnet is starting and polls it.
 */
export function devnetManifestPlugin(root: string): Plugin {
  const manifestPath = () => path.resolve(root, process.env.DEVNET_MANIFEST ?? '.devnet/manifest.json');
  let server: ViteDevServer | undefined;
  return {
    name: 'devnet-manifest',
    configureServer(devServer) {
      server = devServer;
      devServer.middlewares.use(DEVNET_READY_PATH, (_request, response) => {
        const ready = existsSync(manifestPath());
        // The module was served without the manifest; the page reloads on this answer and must get it.
        if (ready) invalidate(devServer);
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(JSON.stringify({ ready }));
      });
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (process.env.VITE_NETWORK !== 'devnet') return 'export default null;\nexport const readyUrl = null;';
      const file = manifestPath();
      if (!existsSync(file)) {
        return `export default null;\nexport const readyUrl = ${JSON.stringify(server ? DEVNET_READY_PATH : null)};`;
      }
      this.addWatchFile(file);
      const { accounts: _keys, ...manifest } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(manifest)};\nexport const readyUrl = null;`;
    },
  };
}

function invalidate(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
    if (module) environment.moduleGraph.invalidateModule(module);
  }
}
