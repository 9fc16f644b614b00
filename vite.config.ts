import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentSecurityPolicyPlugin, zodWithoutEvalPlugin } from './scripts/vite-csp.ts';
import { devnetManifestPlugin } from './scripts/vite-devnet-manifest.ts';
import { forbidSecretsPlugin } from './scripts/vite-forbid-secrets.ts';
import { viemStringifyImportPlugin } from './scripts/vite-viem-namespace.ts';

export default defineConfig({
  plugins: [
    forbidSecretsPlugin(),
    react(),
    devnetManifestPlugin(import.meta.dirname),
    contentSecurityPolicyPlugin(),
    zodWithoutEvalPlugin(import.meta.dirname),
    viemStringifyImportPlugin(),
  ],
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
});
