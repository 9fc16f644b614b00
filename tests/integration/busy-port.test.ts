import net from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { DEVNET_CHAINS } from '../../devnet/chains';
import { spareDevnetPorts, startDevnet } from '../../devnet/devnet';
import { PortInUseError } from '../../devnet/ports';

const blocker = net.createServer();

afterAll(() => new Promise((resolve) => blocker.close(resolve)));

it('refuses to start on a busy port, at once, naming the variable to change, and leaves nothing running', async () => {
  const ports = await spareDevnetPorts();
  const basePort = ports.base as number;
  await new Promise<void>((resolve) => blocker.listen({ port: basePort, host: '127.0.0.1' }, resolve));

  const started = Date.now();
  const error = await startDevnet({ dir: '/nonexistent-devnet-dir', ports }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PortInUseError);
  expect((error as Error).message).toContain('DEVNET_BASE_PORT');
  expect(Date.now() - started).toBeLessThan(2000);
  // The other chains' ports were never taken.
  for (const chain of DEVNET_CHAINS.filter((c) => c.name !== 'base')) {
    await new Promise<void>((resolve, reject) => {
      const probe = net.createServer().once('error', reject);
      probe.listen({ port: ports[chain.name], host: '127.0.0.1' }, () => probe.close(() => resolve()));
    });
  }
});

it('names DEVNET_ZK_RPC_PORT when the zk layer’s port (the app’s Abstract RPC) is busy', async () => {
  const ports = await spareDevnetPorts();
  const zkBlocker = net.createServer();
  await new Promise<void>((resolve) => zkBlocker.listen({ port: ports.zkRpc, host: '127.0.0.1' }, resolve));
  try {
    const error = await startDevnet({ dir: '/nonexistent-devnet-dir', ports }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as Error).message).toContain('DEVNET_ZK_RPC_PORT');
  } finally {
    await new Promise((resolve) => zkBlocker.close(resolve));
  }
});
