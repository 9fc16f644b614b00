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
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const port = options.port ?? portFromEnv(process.env, 'APP_PORT', 5173);
  await assertPortFree(port, 'app dev server', 'APP_PORT');
  process.env.VITE_NETWORK ??= 'devnet';
  process.env.DEVNET_MANIFEST = options.manifestPath;
  const server = await createServer({ server: { port, host: '127.0.0.1', strictPort: true }, clearScreen: false });
  await server.listen();
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
