import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type PreviewServer } from 'vite';
import { buildApp } from './build-app';

const REFERENCE_ROOT = path.join(import.meta.dirname, 'bench-reference');

/**
 * The benchmarks' reference app (`scripts/bench-reference/`: React and thirdweb's ConnectButton), built by
 * the same Vite in production mode as `buildApp` builds the app, with a manifest so its first load is read
 * the same way (docs/performance.md, "Side-by-side benchmark").
 */
export async function buildReference(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      root: REFERENCE_ROOT,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * Builds the production app and the reference into temporary folders and runs `measure` on them; afterwards,
 * however it ended, closes the servers it started (pushed to `servers`) and removes both builds.
 */
export async function withBothBuilt(
  name: string,
  measure: (built: { appDir: string; referenceDir: string; servers: PreviewServer[] }) => Promise<void>,
): Promise<void> {
  const appDir = await mkdtemp(path.join(os.tmpdir(), `bridge-${name}-`));
  const referenceDir = await mkdtemp(path.join(os.tmpdir(), `bridge-${name}-reference-`));
  const servers: PreviewServer[] = [];
  try {
    await buildApp(appDir);
    await buildReference(referenceDir);
    await measure({ appDir, referenceDir, servers });
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await rm(appDir, { recursive: true, force: true });
    await rm(referenceDir, { recursive: true, force: true });
  }
}
