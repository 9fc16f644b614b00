import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

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
