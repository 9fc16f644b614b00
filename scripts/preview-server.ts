import { existsSync } from 'node:fs';
import path from 'node:path';
import { preview } from 'vite';
import { assertPortFree, portFromEnv } from '../devnet/ports';

export const PREVIEW_PORT_ENV = 'PREVIEW_PORT';

export function previewPort(): number {
  return portFromEnv(process.env, PREVIEW_PORT_ENV, 4173);
}

export interface PreviewServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The production build in `outDir` served as a host would: Vite's preview server, static files with the
 * SPA fallback, on 127.0.0.1 only. A busy port is a PortInUseError naming PREVIEW_PORT.
 */
export async function startPreview(options: { outDir: string; port?: number }): Promise<PreviewServer> {
  const port = options.port ?? previewPort();
  if (!existsSync(path.join(options.outDir, 'index.html'))) {
    throw new Error(`No build in ${options.outDir}: run \`npm run build\` first.`);
  }
  await assertPortFree(port, 'app preview', PREVIEW_PORT_ENV);
  const server = await preview({
    build: { outDir: options.outDir },
    preview: { port, host: '127.0.0.1', strictPort: true },
    logLevel: 'warn',
  });
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
