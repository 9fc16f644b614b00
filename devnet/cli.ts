/**
 * `npm run devnet`: the devnet alone, until Ctrl-C.
 * `npm run devnet:reset`: deploys afresh on spare ports, saves the state for the next start, and exits.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { defaultDevnetDir, spareDevnetPorts, startDevnet } from './devnet';
import { log, logRelayerEvent } from './log';
import { runUntilSignal } from './signals';

async function reset(): Promise<void> {
  const dir = defaultDevnetDir();
  await rm(path.join(dir, 'state'), { recursive: true, force: true });
  const ports = await spareDevnetPorts();
  const devnet = await startDevnet({
    dir: path.join(dir, 'reset'),
    stateDir: path.join(dir, 'state'),
    ports,
    reset: true,
    log,
  });
  await devnet.stop();
  log('fresh state saved; the next `npm start` loads it');
}

if (process.argv.includes('--reset')) {
  reset().catch((error: unknown) => {
    console.error(`[devnet] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
} else {
  runUntilSignal(async () => {
    const devnet = await startDevnet({
      log,
      onRelayerEvent: logRelayerEvent,
      onUsable: ({ manifestPath }) => log(`usable: manifest at ${manifestPath}; the relayer and indexer are starting`),
    });
    log(`ready: everything up ${process.uptime().toFixed(1)} s after the start`);
    return () => devnet.stop();
  });
}
