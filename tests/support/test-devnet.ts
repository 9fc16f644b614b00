import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Devnet, type DevnetOptions, defaultDevnetDir, spareDevnetPorts, startDevnet } from '../../devnet/devnet';

/**
 * A devnet of the tests' own: spare ports and a temporary manifest folder, so it never collides with
 * a running `npm start`; it shares the checkout's saved chain state so only the first run deploys.
 */
export async function startTestDevnet(options: Pick<DevnetOptions, 'zkExecuteDelayMs'> = {}): Promise<Devnet> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bridge-devnet-'));
  const ports = await spareDevnetPorts();
  const devnet = await startDevnet({
    dir,
    stateDir: path.join(defaultDevnetDir(), 'state'),
    ports,
    ...options,
    log: process.env.DEVNET_VERBOSE ? (message) => console.log(`[test devnet] ${message}`) : undefined,
  });
  return {
    ...devnet,
    async stop() {
      await devnet.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
