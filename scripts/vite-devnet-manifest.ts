import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { progressPathFor } from '../devnet/progress.ts';

const MODULE_ID = 'virtual:devnet-manifest';
const RESOLVED_ID = `\0${MODULE_ID}`;
/**
 * Answers `{ "ready": boolean, "services"?: { [part]: "starting" | "ready" } }`: whether the manifest exists,
 * and the devnet's progress file beside it when there is one, for the page shown while the devnet starts
 * and for the app's list of what is still starting once it is usable.
 */
const DEVNET_READY_PATH = '/__devnet/ready';

/**
 * Serves `virtual:devnet-manifest`: for the devnet network, the manifest of the running devnet
 * (`DEVNET_MANIFEST`, else `.devnet/manifest.json`) without its private keys; otherwise null. Its
 * `readyUrl` is set when the dev server runs for the devnet and the manifest is not there yet (the app's
 * port listens before the devnet is ready): the app then shows that the devnet is starting and polls it.
 * `progressUrl` (the same URL) is set whenever the dev server runs for the devnet: the app lists the
 * devnet's parts still starting (the relayer, the indexer) until they are all up.
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
        response.end(JSON.stringify({ ready, services: readProgress(manifestPath()) }));
      });
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (process.env.VITE_NETWORK !== 'devnet') return virtualModule(null, null, null);
      const statusUrl = server ? DEVNET_READY_PATH : null;
      const file = manifestPath();
      if (!existsSync(file)) return virtualModule(null, statusUrl, statusUrl);
      this.addWatchFile(file);
      const { accounts: _keys, ...manifest } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return virtualModule(manifest, null, statusUrl);
    },
  };
}

function virtualModule(manifest: unknown, readyUrl: string | null, progressUrl: string | null): string {
  return [
    `export default ${JSON.stringify(manifest)};`,
    `export const readyUrl = ${JSON.stringify(readyUrl)};`,
    `export const progressUrl = ${JSON.stringify(progressUrl)};`,
  ].join('\n');
}

/** The devnet's progress file as it is, or undefined when there is none (a devnet of an older checkout). */
function readProgress(manifestPath: string): unknown {
  try {
    return (JSON.parse(readFileSync(progressPathFor(manifestPath), 'utf8')) as { services?: unknown }).services;
  } catch {
    return undefined;
  }
}

function invalidate(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
    if (module) environment.moduleGraph.invalidateModule(module);
  }
}
