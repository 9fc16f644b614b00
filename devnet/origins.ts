/**
 * Who may call the devnet's own HTTP services (marketplace stand-in, control endpoint): requests addressed
 * to 127.0.0.1 or localhost on the service's port, from no page at all (curl, Node) or from the app's page
 * or a devnet page. Without this, any website open in the same browser could stop the relayer or sign in to
 * the marketplace stand-in (cross-site requests), or read them through a DNS name that resolves to 127.0.0.1
 * (DNS rebinding).
 */
import type { IncomingMessage } from 'node:http';
import { portFromEnv } from './ports';

/** Comma-separated origins the app is served from, when not `http://127.0.0.1:$APP_PORT` and localhost. */
export const APP_ORIGINS_ENV = 'DEVNET_APP_ORIGINS';
const APP_PORT_ENV = 'APP_PORT';
const DEFAULT_APP_PORT = 5173;

export function localOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

function normalOrigin(origin: string): string {
  const url = new URL(origin);
  if (url.origin === 'null') throw new Error(`${origin} is not an http(s) origin`);
  return url.origin;
}

/** The app's origins: `DEVNET_APP_ORIGINS`, else 127.0.0.1 and localhost on `APP_PORT` (5173). */
export function appOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env[APP_ORIGINS_ENV] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (listed.length) return listed.map(normalOrigin);
  return localOrigins(portFromEnv(env, APP_PORT_ENV, DEFAULT_APP_PORT));
}

/**
 * Why a request to a devnet server on `port` is refused for its `Host`, if it is: only 127.0.0.1 and
 * localhost on that port are answered, so a page on another name cannot reach it (DNS rebinding).
 */
export function hostRefusal(request: IncomingMessage, port: number): string | undefined {
  const host = request.headers.host;
  if (host === `127.0.0.1:${port}` || host === `localhost:${port}`) return undefined;
  return `The devnet answers only requests to 127.0.0.1:${port} or localhost:${port}, not to ${host ?? 'no host'}`;
}

export class AllowedOrigins {
  private readonly app: string[];
  private readonly devnet: Set<string>;

  constructor(appOrigins: readonly string[], devnetPorts: readonly number[]) {
    this.app = [...new Set(appOrigins.map(normalOrigin))];
    this.devnet = new Set(devnetPorts.flatMap(localOrigins));
  }

  /** For an app started after the devnet, on a port picked then (tests, benchmarks). */
  allowApp(origin: string): void {
    const normal = normalOrigin(origin);
    if (!this.app.includes(normal)) this.app.push(normal);
  }

  has(origin: string): boolean {
    return this.app.includes(origin) || this.devnet.has(origin);
  }

  /** The origin sign-in payloads are made for when a request carries none (a Node client). */
  get defaultApp(): string | undefined {
    return this.app[0];
  }

  /** Why `request` to the service on `port` is refused, or undefined when it is allowed. */
  refusal(request: IncomingMessage, port: number): string | undefined {
    const wrong = hostRefusal(request, port);
    if (wrong) return wrong;
    const origin = request.headers.origin;
    if (origin !== undefined && !this.has(origin))
      return `The devnet does not answer pages from ${origin}: only the app (${this.app.join(', ') || 'none set'}) and the devnet's own pages. Set ${APP_ORIGINS_ENV} to the app's origin if it is served elsewhere.`;
    return undefined;
  }
}
