import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stopProcess } from './anvil';
import { bundleEntry, spawnNode } from './node-process';
import type { RelayerConfig } from './relayer-main';
import {
  RELAYER_BUNDLE_TIMEOUT_MS,
  RELAYER_LOG_LEVEL_ENV,
  RelayerStartClock,
  type RelayerStartFailure,
  relayerStartMessage,
} from './relayer-start';

const DEVNET_SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
const RELAYER_ENTRY = path.join(DEVNET_SOURCE_DIR, 'relayer-main.ts');
/** Beside the packages, so it outlives `npm run devnet:reset`; bundles are keyed by their entry's path. */
const BUNDLE_CACHE_DIR = path.join(path.dirname(DEVNET_SOURCE_DIR), 'node_modules', '.cache', 'treasure-devnet');
/** How much of the relayer's last output is kept for a failure's message. */
const OUTPUT_KEPT = 4000;

export type RelayerEventLine = { type: string } & Record<string, unknown>;

export interface RelayerProcessOptions {
  readonly onEvent: (event: RelayerEventLine) => void;
  /** Everything the relayer prints goes here, emptied when this devnet first starts it. */
  readonly logFile: string;
  /** Its own start's limit, from being sent its configuration to ready (devnet/relayer-start.ts). */
  readonly startTimeoutMs: number;
  /** Told when the relayer has to be bundled again, which takes a while. */
  readonly log?: (message: string) => void;
}

/**
 * The relayer process. It can be stopped and started again (tests stop it to hold messages back);
 * on each start it catches up on the messages sent while it was stopped.
 */
export class RelayerProcess {
  private child: RelayerChild | undefined;
  private config: RelayerConfig | undefined;
  private started = 0;

  constructor(private readonly options: RelayerProcessOptions) {}

  get running(): boolean {
    return this.child !== undefined;
  }

  /** Starts the process now so its libraries load while the chains come up; it waits for `start`. */
  preload(): void {
    this.child ??= this.spawn();
  }

  /** Resolves once the relayer is ready; rejects with what happened and what to do (relayer-start.ts). */
  async start(config: RelayerConfig | undefined = this.config): Promise<void> {
    if (!config) throw new Error('The relayer needs its configuration on its first start');
    this.config = config;
    const child = this.child ?? this.spawn();
    this.child = child;
    child.configure(config);
    await child.ready;
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    await child?.stop();
  }

  private spawn(): RelayerChild {
    const child: RelayerChild = new RelayerChild(this.options, this.started++ === 0, () => {
      if (this.child === child) this.child = undefined;
    });
    return child;
  }
}

/** One run of the relayer: bundled, spawned, sent its configuration, ready; or failed with a message. */
class RelayerChild {
  readonly ready: Promise<void>;
  private resolveReady: () => void = () => {};
  private rejectReady: (error: Error) => void = () => {};
  private settled = false;
  private stopped = false;
  private loaded = false;
  private process: ChildProcess | undefined;
  private config: RelayerConfig | undefined;
  private configSent = false;
  private output = '';
  private readonly log: WriteStream;
  private readonly clock: RelayerStartClock;

  constructor(
    private readonly options: RelayerProcessOptions,
    firstRun: boolean,
    private readonly onExit: () => void,
  ) {
    this.ready = new Promise<void>((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    // A preloaded child that dies before `start` must not become an unhandled rejection.
    this.ready.catch(() => {});
    mkdirSync(path.dirname(options.logFile), { recursive: true });
    this.log = createWriteStream(options.logFile, { flags: firstRun ? 'w' : 'a' });
    // A log that cannot be written (its folder removed) must not stop the relayer.
    this.log.on('error', () => {});
    this.log.write(`--- relayer starting at ${new Date().toISOString()}\n`);
    this.clock = new RelayerStartClock(
      { bundleMs: RELAYER_BUNDLE_TIMEOUT_MS, startMs: options.startTimeoutMs },
      (failure) => this.fail(failure),
    );
    this.clock.bundling();
    const onBuild = () =>
      options.log?.('bundling the relayer (after an install or a change to devnet/; under a minute, once)');
    bundleEntry(RELAYER_ENTRY, BUNDLE_CACHE_DIR, onBuild).then(
      (script) => this.run(script),
      (error: unknown) => this.fail({ kind: 'bundle-failed', error: messageOf(error) }),
    );
  }

  configure(config: RelayerConfig): void {
    this.config = config;
    this.sendConfig();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.settle(new Error('The relayer was stopped before it was ready'));
    if (this.process) await stopProcess(this.process);
    else this.endLog();
  }

  private run(script: string): void {
    // Stopped, or timed out, while bundling: nothing to start.
    if (this.stopped || this.settled) {
      this.endLog();
      return;
    }
    const child = spawnNode(script, { LOG_LEVEL: process.env[RELAYER_LOG_LEVEL_ENV] ?? 'off' });
    this.process = child;
    this.clock.spawned();
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      this.writeLog(text);
      this.keep(text);
    });
    readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      this.writeLog(`${line}\n`);
      const event = parseEvent(line);
      if (!event) {
        this.keep(`${line}\n`);
        return;
      }
      if (event.type === 'loaded') {
        this.loaded = true;
        this.clock.loaded();
      } else if (event.type === 'ready') this.settle();
      else if (event.type === 'fatal') this.fail({ kind: 'fatal', error: String(event.error) });
      this.options.onEvent(event);
    });
    child.once('error', (error) => this.fail({ kind: 'spawn-failed', error: error.message }));
    // 'close', not 'exit': its output has all been read by then, for the message.
    child.once('close', (code, signal) => {
      if (!this.stopped) this.fail({ kind: 'exited', code, signal, loaded: this.loaded });
      this.endLog();
      this.onExit();
    });
    this.sendConfig();
  }

  /** Once both the process runs and the configuration is known; the relayer's own start begins then. */
  private sendConfig(): void {
    if (this.configSent || !this.process || !this.config) return;
    this.configSent = true;
    this.process.stdin?.write(`${JSON.stringify(this.config)}\n`);
    this.clock.configSent();
  }

  private fail(failure: RelayerStartFailure): void {
    if (this.settled) return;
    this.settle(
      new Error(
        relayerStartMessage(failure, {
          logFile: this.options.logFile,
          output: this.output,
          bundleCacheDir: BUNDLE_CACHE_DIR,
        }),
      ),
    );
    // A relayer that never became ready is of no use: stop what is left of it.
    if (this.process) void stopProcess(this.process);
  }

  private settle(error?: Error): void {
    if (this.settled) return;
    this.settled = true;
    this.clock.settle();
    if (error) this.rejectReady(error);
    else this.resolveReady();
  }

  private keep(text: string): void {
    this.output = (this.output + text).slice(-OUTPUT_KEPT);
  }

  private writeLog(text: string): void {
    if (!this.log.writableEnded) this.log.write(text);
  }

  private endLog(): void {
    if (!this.log.writableEnded) this.log.end();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function parseEvent(line: string): RelayerEventLine | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === 'object' && 'type' in value ? (value as RelayerEventLine) : undefined;
  } catch {
    return undefined;
  }
}
