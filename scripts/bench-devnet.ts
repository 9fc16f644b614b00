/**
 * `npm run bench:devnet`: cold deploy time, start-from-saved-state times (to the app usable: chains, zk
 * layer, marketplace and explorer up and the manifest written; and to everything ready, the relayer last),
 * and the latency from a dispatch being mined to its delivery over 20 transfers. Runs on spare ports in a temporary folder,
 * so it neither needs nor disturbs a running `npm start`. `-- --from-saved` starts from the checkout's saved
 * state (`npm start`'s) instead of deploying first.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DevnetChains } from '../devnet/client';
import { type Devnet, defaultDevnetDir, spareDevnetPorts, startDevnet } from '../devnet/devnet';
import { median } from './stats';

const TRANSFERS = 20;
const STARTS = 3;

async function spareDevnet(stateDir: string, reset: boolean): Promise<Devnet> {
  const ports = await spareDevnetPorts();
  return startDevnet({ dir: path.join(stateDir, 'run'), stateDir, ports, reset });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const stateDir = await mkdtemp(path.join(os.tmpdir(), 'bridge-bench-'));
  const rows: [string, string, string][] = [];
  try {
    if (process.argv.includes('--from-saved')) {
      // The checkout's saved state instead of a cold deploy: the start figures alone, a minute sooner.
      await cp(path.join(defaultDevnetDir(), 'state'), stateDir, { recursive: true });
    } else {
      const cold = await spareDevnet(stateDir, true);
      await cold.stop();
      rows.push(['cold deploy (5 chains, core + 3 routes), to ready', seconds(cold.timings.totalMs), '1 run']);
      rows.push(['  of which deploying and saving state', seconds(cold.timings.deployedMs ?? 0), '']);
    }

    const usables: number[] = [];
    const starts: number[] = [];
    const loads: number[] = [];
    let devnet: Devnet | undefined;
    for (let i = 0; i < STARTS; i++) {
      devnet = await spareDevnet(stateDir, false);
      usables.push(devnet.timings.usableMs);
      starts.push(devnet.timings.totalMs);
      loads.push(devnet.timings.loadedMs ?? 0);
      if (i < STARTS - 1) await devnet.stop();
    }
    rows.push([
      'start from saved state -> chains and app usable',
      `${seconds(median(usables))} median`,
      `max ${seconds(Math.max(...usables))}, ${STARTS} runs`,
    ]);
    rows.push([
      'start from saved state -> everything ready (relayer)',
      `${seconds(median(starts))} median`,
      `max ${seconds(Math.max(...starts))}, ${STARTS} runs`,
    ]);
    rows.push(['  of which loading chain state', `${seconds(median(loads))} median`, '']);

    if (!devnet) throw new Error('no devnet');
    const chains = new DevnetChains(devnet.manifest);
    const latencies: number[] = [];
    for (let i = 0; i < TRANSFERS; i++) {
      const { messageId } = await chains.transferRemote({
        symbol: 'MAGIC',
        from: 'arbitrum',
        to: 'abstract',
        accountIndex: 1 + (i % 3),
        amountOrId: 10n ** 18n,
      });
      latencies.push(await chains.waitForDelivery('abstract', messageId));
    }
    await devnet.stop();
    rows.push([
      `dispatch mined -> delivered (MAGIC Arbitrum -> Abstract)`,
      `${seconds(median(latencies))} median`,
      `max ${seconds(Math.max(...latencies))}, ${TRANSFERS} transfers`,
    ]);
  } finally {
    await rm(stateDir, { recursive: true, force: true });
  }

  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]?.length ?? 0), 6));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\nDevnet benchmark (${os.cpus().length} cores, Node ${process.version})\n`);
  console.log(line(['measure', 'time', 'notes']));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
