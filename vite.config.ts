import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentSecurityPolicyPlugin, zodWithoutEvalPlugin } from './scripts/vite-csp.ts';
import { devnetManifestPlugin } from './scripts/vite-devnet-manifest.ts';
import { forbidSecretsPlugin } from './scripts/vite-forbid-secrets.ts';
import { iconFilesPlugin } from './scripts/vite-icon-files.ts';
import { viemStringifyImportPlugin } from './scripts/vite-viem-namespace.ts';

/** The entry itself stays its own chunk, so the build manifest and `index.html` still name it as the entry. */
const isEntry = (id: string) => /[\\/]src[\\/]main\.tsx$/.test(id) || id.endsWith('index.html');

export default defineConfig({
  plugins: [
    forbidSecretsPlugin(),
    react(),
    devnetManifestPlugin(import.meta.dirname),
    iconFilesPlugin(import.meta.dirname),
    contentSecurityPolicyPlugin(),
    zodWithoutEvalPlugin(import.meta.dirname),
    viemStringifyImportPlugin(),
  ],
  build: {
    rolldownOptions: {
      output: {
        // Rolldown's automatic splitting made 100+ small chunks, fetched in waterfalls as thirdweb's dynamic
        // imports ran one after another (docs/performance.md, "First load and chunks").
        codeSplitting: {
          groups: [
            // Everything the first screen imports statically, in one file: one request, and one gzip stream.
            { name: 'app', tags: ['$initial'], test: (id) => !isEntry(id), priority: 2 },
            // viem's typed-data hashing and signature recovery, which the server routes' vetting needs once the
            // marketplace answers (docs/routes.md, "The signed route list"): in a chunk of their own, or the wallet
            // group would take them in with thirdweb and the vetting would load the whole wallet runtime.
            {
              name: 'signatures',
              test: /node_modules[\\/]viem[\\/]_esm[\\/]utils[\\/](signature|typedData)/,
              priority: 1.5,
            },
            // viem's transports and their request helpers (timeouts, batching), which the chain reads' transport
            // loads with the first read (docs/rpc.md): in a chunk of their own, or the wallet group, whose thirdweb
            // shares them, would take them in and the first read would load the whole wallet runtime.
            {
              name: 'rpc',
              test: /node_modules[\\/]viem[\\/]_esm[\\/](clients[\\/]transports|utils[\\/](rpc|promise))[\\/]/,
              priority: 1.5,
            },
            // thirdweb but its generated per-wallet definitions (1,000+ of them, each fetched only when its wallet
            // is shown): the wallet runtime loads nearly all of the rest as soon as it starts.
            {
              name: 'wallet',
              test: /node_modules[\\/]thirdweb[\\/]dist[\\/]esm[\\/](?!wallets[\\/]__generated__[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
});
