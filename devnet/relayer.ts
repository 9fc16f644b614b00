import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stopProcess } from './anvil';
import { bundleEntry, spawnNode } from './node-process';
import type { RelayerConfig } from './relayer-main';

const DEVNET_SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
const RELAYER_ENTRY = path.join(DEVNET_SOURCE_DIR, 'relayer-main.ts');
/** Beside the packages, so it outlives `npm run devnet:reset`; bundles are keyed by their entry's path. */
const BUNDLE_CACHE_DIR = path.join(path.dirname(DEVNET_SOURCE_DIR), 'node_modules', '.cache', 'treasure-devnet');
const START_TIMEOUT_MS = 90_000;

export type RelayerEventLine = { type: string } & Record<string, unknown>;

interface RelayerChild {
  readonly process: Promise<ChildProcess>;
  /** Settles with the child's first 'ready' or 'fatal' line, or its exit. */
  readonly ready: Promise<void>;
}

/**
 * The relayer process. It can be stopped and started again (tests stop it to hold messages back);
 * on each start it catches up on the messages sent while it was stopped.
 */
export class RelayerProcess {
  private child: RelayerChild | undefined;
  private config: RelayerConfig | undefined;

  constructor(private readonly onEvent: (event: RelayerEventLine) => void) {}

  get running(): boolean {
    return this.child !== undefined;
  }

  /** Starts the process now so its libraries load while the chains come up; it waits for `start`. */
  preload(): void {
    this.child ??= this.spawn();
  }

  async start(config: RelayerConfig | undefined = this.config): Promise<void> {
    if (!config) throw new Error('The relayer needs its configuration on its first start');
    this.config = config;
    const child = this.child ?? this.spawn();
    this.child = child;
    (await child.process).stdin?.write(`${JSON.stringify(config)}\n`);
    await child.ready;
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    const process = await child?.process.catch(() => undefined);
    if (process) await stopProcess(process);
  }

  private spawn(): RelayerChild {
    let stderr = '';
    let resolveReady: () => void = () => {};
    let rejectReady: (error: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      resolveReady = resolve;
      rejectReady = reject;
    });
    // A preloaded child that dies before `start` must not become an unhandled rejection.
    ready.catch(() => {});
    const timer = setTimeout(
      () => rejectReady(new Error(`relayer did not start within ${START_TIMEOUT_MS / 1000} s: ${stderr}`)),
      START_TIMEOUT_MS,
    );
    const settle = () => clearTimeout(timer);
    const childProcess = bundleEntry(RELAYER_ENTRY, BUNDLE_CACHE_DIR).then((script) => {
      const child = spawnNode(script, { LOG_LEVEL: process.env.DEVNET_RELAYER_LOG_LEVEL ?? 'off' });
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        const event = parseEvent(line);
        if (!event) return;
        if (event.type === 'ready') {
          settle();
          resolveReady();
        } else if (event.type === 'fatal') {
          settle();
          rejectReady(new Error(`relayer failed to start: ${String(event.error)}`));
        }
        this.onEvent(event);
      });
      child.once('exit', (code) => {
        settle();
        rejectReady(new Error(`relayer exited with code ${code}: ${stderr}`));
        if (this.child?.process === childProcess) this.child = undefined;
      });
      return child;
    });
    childProcess.catch((error: unknown) => {
      settle();
      rejectReady(error instanceof Error ? error : new Error(String(error)));
    });
    return { process: childProcess, ready };
  }
}

function parseEvent(line: string): RelayerEventLine | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === 'object' && 'type' in value ? (value as RelayerEventLine) : undefined;
  } catch {
    return undefined;
  }
}
