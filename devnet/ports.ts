import type { Server } from 'node:http';
import net from 'node:net';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly what: string,
    readonly envVar: string,
  ) {
    super(
      `Port ${port} (${what}) is already in use on 127.0.0.1. Stop the program using it, or set ${envVar} to a free port.`,
    );
    this.name = 'PortInUseError';
  }
}

/** Resolves when `port` can be bound on 127.0.0.1, rejects with a PortInUseError naming the variable to change. */
export async function assertPortFree(port: number, what: string, envVar: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new PortInUseError(port, what, envVar) : error);
    });
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve()));
  });
}

/**
 * Where spare ports are chosen: below the range Linux hands out as the local ports of outgoing connections
 * (32768-60999 by default; macOS uses 49152-65535). A port picked from that range could be taken by one of
 * the devnet's own RPC connections between being found free and being listened on.
 */
const SPARE_PORTS = { from: 20_000, to: 32_767 } as const;
const SPARE_PORT_TRIES = 100;

/** Whether `port` can be bound on 127.0.0.1 right now. */
async function isFree(port: number): Promise<boolean> {
  return assertPortFree(port, 'spare port', 'none').then(
    () => true,
    (error: unknown) => {
      if (error instanceof PortInUseError) return false;
      throw error;
    },
  );
}

/** A port free right now, out of the way of outgoing connections; tests use these so they never collide with `npm start`. */
export async function freePort(): Promise<number> {
  for (let i = 0; i < SPARE_PORT_TRIES; i++) {
    const port = SPARE_PORTS.from + Math.floor(Math.random() * (SPARE_PORTS.to - SPARE_PORTS.from + 1));
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port found in ${SPARE_PORT_TRIES} tries between ${SPARE_PORTS.from} and ${SPARE_PORTS.to}`);
}

/** Reads a port from the environment, with a clear error for a value that is not a port. */
export function portFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name}=${raw} is not a port number (1-65535)`);
  }
  return port;
}

/** A server listening on 127.0.0.1; `stop` ends its open connections and closes it. */
export interface LoopbackServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** What a port is for and the variable that sets it, for the message when it is busy. */
export interface PortName {
  readonly what: string;
  readonly envVar: string;
}

/**
 * Starts `server` on 127.0.0.1:`port`. The caller has checked the port is free, but on a first start the
 * deploy comes between: a port taken meanwhile (another devnet starting) fails with the variable to change.
 */
export async function listenOnLoopback(server: Server, port: number, name?: PortName): Promise<LoopbackServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' && name ? new PortInUseError(port, name.what, name.envVar) : error);
    });
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
