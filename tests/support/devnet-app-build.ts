import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../devnet/ports';
import { buildApp } from '../../scripts/build-app';
import { startPreview } from '../../scripts/preview-server';

export interface DevnetAppBuild {
  readonly url: string;
  /** Milliseconds the build took, for the run's log. */
  readonly buildMs: number;
  close(): Promise<void>;
}

/**
 * The app as it ships, built once for the devnet whose manifest is given (its RPC ports are written into
 * the bundle) and served statically by `npm run preview`'s server on a spare 127.0.0.1 port. The browser
 * tests run against this rather than the Vite dev server, which serves every module unbundled to each
 * fresh browser context (docs/performance.md, "Browser tests").
 */
export async function serveDevnetBuild(manifestPath: string): Promise<DevnetAppBuild> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bridge-devnet-app-'));
  const saved = { VITE_NETWORK: process.env.VITE_NETWORK, DEVNET_MANIFEST: process.env.DEVNET_MANIFEST };
  process.env.VITE_NETWORK = 'devnet';
  process.env.DEVNET_MANIFEST = manifestPath;
  const started = Date.now();
  try {
    await buildApp(outDir);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  const buildMs = Date.now() - started;
  const server = await startPreview({ outDir, port: await freePort() }).catch(async (error: unknown) => {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    buildMs,
    close: async () => {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
