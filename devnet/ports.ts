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

/** A port the OS reports free right now; tests use these so they never collide with `npm start`. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not read the port the OS assigned'));
      });
    });
  });
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

/** Starts `server` on 127.0.0.1:`port` (the caller has checked the port is free). */
export async function listenOnLoopback(server: Server, port: number): Promise<LoopbackServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
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
