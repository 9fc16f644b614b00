import { createServer } from 'vite';
import { assertPortFree, portFromEnv } from '../devnet/ports';

export interface AppServer {
  readonly url: string;
  close(): Promise<void>;
}

export interface AppServerOptions {
  readonly manifestPath: string;
  /** Default `APP_PORT` or 5173. */
  readonly port?: number;
}

/** The app's Vite dev server on 127.0.0.1, configured for the devnet whose manifest is given. */
export const APP_PORT_ENV = 'APP_PORT';

export function appPort(): number {
  return portFromEnv(process.env, APP_PORT_ENV, 5173);
}

/**
 * Transformed as the server starts rather than on the first click (docs/performance.md, "Seeing delivery"):
 * the on-demand sends and the delivery events, with what they import.
 */
const SEND_PATH = [
  './src/bridge/executor.ts',
  './src/bridge/zk/operations.ts',
  './src/bridge/hyperlane/nfts.ts',
  './src/bridge/hyperlane/sockets.ts',
];

export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const port = options.port ?? appPort();
  await assertPortFree(port, 'app dev server', APP_PORT_ENV);
  process.env.VITE_NETWORK ??= 'devnet';
  process.env.DEVNET_MANIFEST = options.manifestPath;
  const server = await createServer({
    server: { port, host: '127.0.0.1', strictPort: true, warmup: { clientFiles: SEND_PATH } },
    clearScreen: false,
  });
  await server.listen();
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
