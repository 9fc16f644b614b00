import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lastLines,
  RELAYER_START_TIMEOUT_ENV,
  RelayerStartClock,
  type RelayerStartFailure,
  relayerStartMessage,
  relayerStartTimeoutMs,
} from './relayer-start';

const context = {
  logFile: '/repo/.devnet/relayer.log',
  output: '',
  bundleCacheDir: '/repo/node_modules/.cache/treasure-devnet',
};

describe('the relayer start clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const clockWith = (limits = { bundleMs: 300_000, startMs: 90_000 }) => {
    const failures: RelayerStartFailure[] = [];
    return { clock: new RelayerStartClock(limits, (f) => failures.push(f)), failures };
  };

  it('does not count the wait for the chains and the deploy, however long', () => {
    const { clock, failures } = clockWith();
    clock.bundling();
    vi.advanceTimersByTime(60_000);
    clock.spawned();
    clock.loaded();
    // A cold first deploy on a loaded machine: 100 s and more before the configuration is sent.
    vi.advanceTimersByTime(600_000);
    expect(failures).toEqual([]);
    clock.configSent();
    vi.advanceTimersByTime(89_999);
    expect(failures).toEqual([]);
    clock.settle();
    vi.advanceTimersByTime(10_000_000);
    expect(failures).toEqual([]);
  });

  it("times the relayer's own start from its configuration, and says whether it had loaded", () => {
    const { clock, failures } = clockWith();
    clock.bundling();
    clock.spawned();
    vi.advanceTimersByTime(120_000);
    clock.configSent();
    vi.advanceTimersByTime(90_000);
    expect(failures).toEqual([{ kind: 'start-timeout', timeoutMs: 90_000, loaded: false }]);

    const loaded = clockWith({ bundleMs: 300_000, startMs: 5_000 });
    loaded.clock.bundling();
    loaded.clock.spawned();
    loaded.clock.configSent();
    loaded.clock.loaded();
    vi.advanceTimersByTime(5_000);
    expect(loaded.failures).toEqual([{ kind: 'start-timeout', timeoutMs: 5_000, loaded: true }]);
  });

  it('limits bundling on its own, and fails once only', () => {
    const { clock, failures } = clockWith();
    clock.bundling();
    vi.advanceTimersByTime(299_999);
    expect(failures).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(failures).toEqual([{ kind: 'bundle-timeout', timeoutMs: 300_000 }]);
    // Whatever comes after a failure arms nothing.
    clock.spawned();
    clock.configSent();
    vi.advanceTimersByTime(1_000_000);
    expect(failures).toHaveLength(1);
  });

  it('stops timing the bundle once the process runs', () => {
    const { clock, failures } = clockWith({ bundleMs: 1_000, startMs: 90_000 });
    clock.bundling();
    vi.advanceTimersByTime(999);
    clock.spawned();
    vi.advanceTimersByTime(10_000);
    expect(failures).toEqual([]);
  });
});

describe('the relayer start timeout setting', () => {
  it('defaults to 90 s and reads seconds', () => {
    expect(relayerStartTimeoutMs({})).toBe(90_000);
    expect(relayerStartTimeoutMs({ [RELAYER_START_TIMEOUT_ENV]: '' })).toBe(90_000);
    expect(relayerStartTimeoutMs({ [RELAYER_START_TIMEOUT_ENV]: '240' })).toBe(240_000);
    expect(relayerStartTimeoutMs({ [RELAYER_START_TIMEOUT_ENV]: '1.5' })).toBe(1_500);
  });

  it('names the variable when its value is not a duration', () => {
    for (const bad of ['0', '-5', 'abc', 'Infinity']) {
      expect(() => relayerStartTimeoutMs({ [RELAYER_START_TIMEOUT_ENV]: bad })).toThrow(
        `DEVNET_RELAYER_START_TIMEOUT=${bad} is not a number of seconds above 0 (default 90)`,
      );
    }
  });
});

describe('relayer start failure messages', () => {
  it('says the timeout counts only the relayer, and how to give it longer', () => {
    const message = relayerStartMessage({ kind: 'start-timeout', timeoutMs: 90_000, loaded: true }, context);
    expect(message).toBe(
      'The devnet relayer did not start within 90 s of being sent its configuration (its libraries had loaded; ' +
        "it was still reading the chains' Dispatch logs). Bundling, the chains and the deploy are not counted in this.\n" +
        'What to do: its output is in /repo/.devnet/relayer.log (set DEVNET_RELAYER_LOG_LEVEL=debug for more). ' +
        'On a loaded or slow machine, set DEVNET_RELAYER_START_TIMEOUT to more seconds (now 90), then run the same command again.',
    );
    expect(relayerStartMessage({ kind: 'start-timeout', timeoutMs: 90_000, loaded: false }, context)).toContain(
      '(it was still loading its libraries)',
    );
    expect(relayerStartMessage({ kind: 'start-timeout', timeoutMs: 1_500, loaded: false }, context)).toContain(
      'did not start within 1.5 s of being sent',
    );
  });

  it('tells every failure what happened and what to do', () => {
    const failures: [RelayerStartFailure, string[]][] = [
      [
        { kind: 'bundle-failed', error: 'Could not resolve "@hyperlane-xyz/sdk"' },
        [
          'could not be bundled',
          'Could not resolve "@hyperlane-xyz/sdk"',
          '`npm install`',
          'delete /repo/node_modules/.cache/treasure-devnet',
        ],
      ],
      [{ kind: 'bundle-timeout', timeoutMs: 300_000 }, ['more than 300 s', 'overloaded', 'run the same command again']],
      [{ kind: 'spawn-failed', error: 'spawn ENOMEM' }, ['spawn ENOMEM', 'free memory']],
      [
        { kind: 'fatal', error: 'could not detect network' },
        ['failed to start: could not detect network', '/repo/.devnet/relayer.log', '`npm run devnet:reset`'],
      ],
      [
        { kind: 'exited', code: 1, signal: null, loaded: false },
        ['exited with code 1', 'while loading its libraries', '/repo/.devnet/relayer.log'],
      ],
      [{ kind: 'exited', code: null, signal: 'SIGKILL', loaded: true }, ['on signal SIGKILL', 'after loading']],
    ];
    for (const [failure, parts] of failures) {
      const message = relayerStartMessage(failure, context);
      expect(message).toContain('\nWhat to do: ');
      for (const part of parts) expect(message).toContain(part);
    }
  });

  it("quotes the relayer's last output lines", () => {
    const output = `${Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n')}\n\n`;
    const message = relayerStartMessage(
      { kind: 'exited', code: 1, signal: null, loaded: true },
      { ...context, output },
    );
    expect(message).toMatch(/\nIts last output:\n {2}line 11\n[\s\S]* {2}line 30$/);
    expect(message).not.toContain('line 10\n');
    expect(relayerStartMessage({ kind: 'fatal', error: 'x' }, context)).not.toContain('Its last output');
  });

  it('keeps the last non-empty lines', () => {
    expect(lastLines('a\r\n\nb\n  \nc\n', 2)).toBe('  b\n  c');
    expect(lastLines('', 5)).toBe('');
  });
});
