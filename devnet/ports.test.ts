import { createServer } from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree, freePort, listenOnLoopback, PortInUseError, portFromEnv } from './ports';

const servers: net.Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function occupy(): Promise<number> {
  const server = net.createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('ports', () => {
  it('accepts a free port', async () => {
    await expect(assertPortFree(await freePort(), 'test', 'TEST_PORT')).resolves.toBeUndefined();
  });

  it('names the variable to change when a port is busy', async () => {
    const port = await occupy();
    const error = await assertPortFree(port, 'Arbitrum One RPC', 'DEVNET_ARBITRUM_PORT').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as Error).message).toBe(
      `Port ${port} (Arbitrum One RPC) is already in use on 127.0.0.1. Stop the program using it, or set DEVNET_ARBITRUM_PORT to a free port.`,
    );
  });

  it('names the variable when a port is taken between the check and the listen', async () => {
    const port = await occupy();
    const error = await listenOnLoopback(createServer(), port, {
      what: 'devnet explorer',
      envVar: 'DEVNET_EXPLORER_PORT',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as Error).message).toBe(
      `Port ${port} (devnet explorer) is already in use on 127.0.0.1. Stop the program using it, or set DEVNET_EXPLORER_PORT to a free port.`,
    );
    const started = await listenOnLoopback(createServer(), await freePort(), {
      what: 'devnet explorer',
      envVar: 'DEVNET_EXPLORER_PORT',
    });
    await started.stop();
  });

  it('reads ports from the environment and rejects what is not a port', () => {
    expect(portFromEnv({}, 'APP_PORT', 5173)).toBe(5173);
    expect(portFromEnv({ APP_PORT: '' }, 'APP_PORT', 5173)).toBe(5173);
    expect(portFromEnv({ APP_PORT: '4000' }, 'APP_PORT', 5173)).toBe(4000);
    for (const bad of ['0', '65536', 'abc', '12.5', '-1']) {
      expect(() => portFromEnv({ APP_PORT: bad }, 'APP_PORT', 5173)).toThrow(
        `APP_PORT=${bad} is not a port number (1-65535)`,
      );
    }
  });
});
