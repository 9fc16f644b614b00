/**
 * How the devnet relayer's start is timed, and what a failed start says (devnet/relayer.ts runs it).
 *
 * The start has three phases, and only the relayer's own work is held to its limit:
 * 1. bundling (devnet/node-process.ts): only after an install or a change to the devnet's sources, 25-60 s
 *    on a busy 2-core machine; limited to `RELAYER_BUNDLE_TIMEOUT_MS`, a guard against a hung build;
 * 2. loading its libraries, then waiting for its configuration: the process is started early (preloaded)
 *    and this overlaps the chains' start and, on a first start, the whole deploy, so it has no limit;
 * 3. its own start, from the moment it is sent its configuration: the rest of its loading, reading every
 *    Mailbox's Dispatch logs and queueing what is undelivered. Limited to `DEVNET_RELAYER_START_TIMEOUT`
 *    seconds (default 90).
 */

export const RELAYER_START_TIMEOUT_ENV = 'DEVNET_RELAYER_START_TIMEOUT';
export const RELAYER_LOG_LEVEL_ENV = 'DEVNET_RELAYER_LOG_LEVEL';
const DEFAULT_START_TIMEOUT_S = 90;
export const RELAYER_BUNDLE_TIMEOUT_MS = 300_000;
/** How many of the relayer's last output lines a failure quotes (the whole output is in its log file). */
const QUOTED_LINES = 20;

/** The relayer's own start limit, in ms, from `DEVNET_RELAYER_START_TIMEOUT` (seconds), with a clear error for a bad value. */
export function relayerStartTimeoutMs(env: NodeJS.ProcessEnv): number {
  const raw = env[RELAYER_START_TIMEOUT_ENV];
  if (raw === undefined || raw === '') return DEFAULT_START_TIMEOUT_S * 1000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(
      `${RELAYER_START_TIMEOUT_ENV}=${raw} is not a number of seconds above 0 (default ${DEFAULT_START_TIMEOUT_S})`,
    );
  }
  return Math.round(seconds * 1000);
}

export type RelayerStartFailure =
  | { readonly kind: 'bundle-failed'; readonly error: string }
  | { readonly kind: 'bundle-timeout'; readonly timeoutMs: number }
  | { readonly kind: 'spawn-failed'; readonly error: string }
  | { readonly kind: 'start-timeout'; readonly timeoutMs: number; readonly loaded: boolean }
  | { readonly kind: 'fatal'; readonly error: string }
  | { readonly kind: 'exited'; readonly code: number | null; readonly signal: string | null; readonly loaded: boolean };

export interface RelayerFailureContext {
  /** Where everything the relayer printed is kept. */
  readonly logFile: string;
  /** Its last output (stderr, and stdout lines that are not events). */
  readonly output: string;
  /** Where its bundle is cached. */
  readonly bundleCacheDir: string;
}

const secondsOf = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** What happened and what to do, for each way the relayer's start can fail, with its last output lines. */
export function relayerStartMessage(failure: RelayerStartFailure, context: RelayerFailureContext): string {
  const log = `its output is in ${context.logFile} (set ${RELAYER_LOG_LEVEL_ENV}=debug for more)`;
  const retry = 'then run the same command again';
  let message: string;
  switch (failure.kind) {
    case 'bundle-failed':
      message =
        `The devnet relayer could not be bundled (esbuild, devnet/relayer-main.ts): ${failure.error}\n` +
        `What to do: run \`npm install\` (a package may be missing or half-installed), ${retry}; if it fails ` +
        `again, delete ${context.bundleCacheDir} and retry.`;
      break;
    case 'bundle-timeout':
      message =
        `Bundling the devnet relayer took more than ${secondsOf(failure.timeoutMs)} (it takes under a minute, ` +
        'and only after an install or a change to devnet/). Nothing else of the start is counted in this.\n' +
        `What to do: the machine is probably overloaded: let other work finish, ${retry}.`;
      break;
    case 'spawn-failed':
      message =
        `The devnet relayer's process could not be started: ${failure.error}\n` +
        `What to do: check that Node (${process.execPath}) can run, and that the machine has free memory and processes; ${retry}.`;
      break;
    case 'start-timeout':
      message =
        `The devnet relayer did not start within ${secondsOf(failure.timeoutMs)} of being sent its configuration ` +
        `(${failure.loaded ? "its libraries had loaded; it was still reading the chains' Dispatch logs" : 'it was still loading its libraries'}). ` +
        'Bundling, the chains and the deploy are not counted in this.\n' +
        `What to do: ${log}. On a loaded or slow machine, set ${RELAYER_START_TIMEOUT_ENV} to more seconds ` +
        `(now ${failure.timeoutMs / 1000}), ${retry}.`;
      break;
    case 'fatal':
      message =
        `The devnet relayer failed to start: ${failure.error}\n` +
        `What to do: ${log}. A chain it reads may have stopped: ${retry}; if it fails the same way, ` +
        '`npm run devnet:reset` deploys afresh.';
      break;
    case 'exited':
      message =
        `The devnet relayer exited ${failure.code !== null ? `with code ${failure.code}` : `on signal ${failure.signal}`} ` +
        `before it was ready (${failure.loaded ? 'after loading its libraries' : 'while loading its libraries'}).\n` +
        `What to do: ${log}. If it ran out of memory or was killed, free some and ${retry}.`;
      break;
  }
  const quoted = lastLines(context.output, QUOTED_LINES);
  return quoted ? `${message}\nIts last output:\n${quoted}` : message;
}

/** The last `count` non-empty lines of `text`, each indented. */
export function lastLines(text: string, count: number): string {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(-count)
    .map((line) => `  ${line}`)
    .join('\n');
}

export interface RelayerStartLimits {
  readonly bundleMs: number;
  readonly startMs: number;
}

/**
 * The start's timer, phase by phase (see the top of this file): it runs while bundling and again once the
 * relayer is sent its configuration, never while it waits for it. Calls `onTimeout` at most once.
 */
export class RelayerStartClock {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private done = false;
  private hasLoaded = false;

  constructor(
    private readonly limits: RelayerStartLimits,
    private readonly onTimeout: (failure: RelayerStartFailure) => void,
  ) {}

  bundling(): void {
    this.arm(this.limits.bundleMs, () => ({ kind: 'bundle-timeout', timeoutMs: this.limits.bundleMs }));
  }

  /** The process runs: it loads its libraries and waits for its configuration, without a limit. */
  spawned(): void {
    this.clear();
  }

  loaded(): void {
    this.hasLoaded = true;
  }

  /** The relayer's own start begins. */
  configSent(): void {
    this.arm(this.limits.startMs, () => ({
      kind: 'start-timeout',
      timeoutMs: this.limits.startMs,
      loaded: this.hasLoaded,
    }));
  }

  /** Ready, failed or stopped: no timer any more. */
  settle(): void {
    this.done = true;
    this.clear();
  }

  private arm(ms: number, failure: () => RelayerStartFailure): void {
    if (this.done) return;
    this.clear();
    this.timer = setTimeout(() => {
      this.settle();
      this.onTimeout(failure());
    }, ms);
  }

  private clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
