import { defineConfig } from 'vitest/config';
import { zodWithoutEvalPlugin } from './scripts/vite-csp.ts';
import { devnetManifestPlugin } from './scripts/vite-devnet-manifest.ts';
import { iconFilesPlugin } from './scripts/vite-icon-files.ts';

export default defineConfig({
  // The app's zod as the build resolves it (jitless, English issue messages).
  plugins: [
    devnetManifestPlugin(import.meta.dirname),
    iconFilesPlugin(import.meta.dirname),
    zodWithoutEvalPlugin(import.meta.dirname),
  ],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'devnet/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // A few files set up an in-process database or server first, which a loaded 2-core machine slows.
          hookTimeout: 30_000,
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
