import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The devnet's parts as the page lists them while it starts (src/app/devnet-progress.ts reads them). The
 * first four make the app usable (balances, quotes, sending); the indexer and the relayer come after.
 */
export const DEVNET_SERVICES = ['chains', 'zk', 'marketplace', 'explorer', 'indexer', 'relayer'] as const;
export type DevnetService = (typeof DEVNET_SERVICES)[number];

/** `{ "services": { "chains": "ready", "relayer": "starting", … } }`, beside the manifest. */
export function progressPathFor(manifestPath: string): string {
  return path.join(path.dirname(manifestPath), 'progress.json');
}

/**
 * The devnet's progress file, rewritten whole (written beside, then renamed) on every change so a reader
 * never sees half of it; writes happen one after the other in the order of the changes.
 */
export class ProgressFile {
  private readonly ready = new Set<DevnetService>();
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly file: string) {}

  /** Writes the file with every part starting. */
  begin(): Promise<void> {
    return this.write();
  }

  markReady(service: DevnetService): Promise<void> {
    this.ready.add(service);
    return this.write();
  }

  remove(): Promise<void> {
    this.writes = this.writes.catch(() => {}).then(() => rm(this.file, { force: true }));
    return this.writes;
  }

  private write(): Promise<void> {
    const services = Object.fromEntries(DEVNET_SERVICES.map((s) => [s, this.ready.has(s) ? 'ready' : 'starting']));
    const content = `${JSON.stringify({ services })}\n`;
    // A failed write fails its caller, not the writes after it.
    this.writes = this.writes
      .catch(() => {})
      .then(async () => {
        await mkdir(path.dirname(this.file), { recursive: true });
        const temporary = `${this.file}.${process.pid}.tmp`;
        await writeFile(temporary, content);
        await rename(temporary, this.file);
      });
    return this.writes;
  }
}
