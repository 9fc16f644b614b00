import { type BuiltAppServer, serveBuild } from './built-app-server';

export interface DevnetAppBuild extends BuiltAppServer {
  /** Milliseconds the build took, for the run's log. */
  readonly buildMs: number;
}

/**
 * The app as it ships, built once for the devnet whose manifest is given (its RPC ports are written into
 * the bundle) and served statically by `npm run preview`'s server on a spare 127.0.0.1 port. The browser
 * tests run against this rather than the Vite dev server, which serves every module unbundled to each
 * fresh browser context (docs/performance.md, "Browser tests").
 */
export async function serveDevnetBuild(manifestPath: string): Promise<DevnetAppBuild> {
  const saved = process.env.DEVNET_MANIFEST;
  process.env.DEVNET_MANIFEST = manifestPath;
  const started = Date.now();
  try {
    const server = await serveBuild({ VITE_NETWORK: 'devnet' });
    return { ...server, buildMs: Date.now() - started };
  } finally {
    if (saved === undefined) delete process.env.DEVNET_MANIFEST;
    else process.env.DEVNET_MANIFEST = saved;
  }
}
