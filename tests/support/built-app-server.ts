import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../devnet/ports';
import { buildApp } from '../../scripts/build-app';
import { startPreview } from '../../scripts/preview-server';

export interface BuiltAppServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A production build made with exactly the `VITE_*` variables given (any others of this process, such as
 * the devnet's `VITE_NETWORK` set by the global setup, are left out while it builds), in a temporary
 * folder, served by `npm run preview`'s server on a spare 127.0.0.1 port. `close` removes the folder.
 */
export async function serveBuild(variables: Readonly<Record<`VITE_${string}`, string>>): Promise<BuiltAppServer> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bridge-built-app-'));
  const saved = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  const clear = () => {
    for (const name of Object.keys(process.env)) if (name.startsWith('VITE_')) delete process.env[name];
  };
  clear();
  Object.assign(process.env, variables);
  try {
    await buildApp(outDir);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    clear();
    Object.assign(process.env, Object.fromEntries(saved));
  }
  const server = await startPreview({ outDir, port: await freePort() }).catch(async (error: unknown) => {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
