import { defineConfig } from 'vitest/config';
import { devnetManifestPlugin } from './scripts/vite-devnet-manifest.ts';

export default defineConfig({
  plugins: [devnetManifestPlugin(import.meta.dirname)],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'devnet/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Each file starts a devnet of its own; a cold deploy on a 2-core machine takes a while.
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
