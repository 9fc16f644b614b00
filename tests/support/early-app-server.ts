import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../devnet/ports';
import { startAppServer } from '../../scripts/app-server';

/**
 * An app dev server of its own, like `npm start`'s while its devnet comes up: its manifest does not exist
 * until the test, playing the devnet, writes the test devnet's (`writeManifest`).
 */
export interface EarlyAppServer {
  readonly url: string;
  readonly manifestPath: string;
  writeManifest(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

export async function startEarlyAppServer(name: string): Promise<EarlyAppServer> {
  const manifest = process.env.E2E_MANIFEST;
  if (!manifest) throw new Error('E2E_MANIFEST is not set: the global setup did not run');
  const dir = await mkdtemp(path.join(os.tmpdir(), `bridge-${name}-`));
  const manifestPath = path.join(dir, 'manifest.json');
  const app = await startAppServer({ manifestPath, port: await freePort() }).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: app.url,
    manifestPath,
    writeManifest: () => copyFile(manifest, manifestPath),
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
