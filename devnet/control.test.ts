import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startControl } from './control';
import { AllowedOrigins } from './origins';
import { freePort } from './ports';
import type { RelayerProcess } from './relayer';
import type { ValidatorState } from './validators/validators';

let control: { url: string; stop(): Promise<void> };
const calls: string[] = [];
const running = [true, true, true];

const state = (index: number): ValidatorState => ({
  index,
  address: `0x${String(index).repeat(40)}`,
  running: running[index] ?? false,
  bucket: `treasure-devnet-validator-${index}`,
  chains: { arbitrum: { signed: running[index] ? 3 : 1, latest: 3 } },
});

beforeEach(async () => {
  calls.length = 0;
  running.fill(true);
  const port = await freePort();
  const unused = () => {
    throw new Error('not used here');
  };
  control = await startControl(
    port,
    { stop: unused, start: unused } as unknown as RelayerProcess,
    new AllowedOrigins([], [port]),
    { setExtraRecords: unused, setExtraDomains: unused, onramp: {} as never, setRouteListOverride: unused },
    { hold: unused, release: unused, setLogRangeLimit: unused, setNamedBridge: unused },
    { setFault: unused, calls: unused, resetCalls: unused },
    { setLogsApiDown: unused },
    {
      stopValidator: (index) => {
        calls.push(`stop ${index}`);
        running[index] = false;
      },
      startValidator: async (index) => {
        calls.push(`start ${index}`);
        running[index] = true;
      },
      states: () => [0, 1, 2].map(state),
    },
  );
});

afterEach(async () => {
  await control.stop();
});

const post = (path: string) => fetch(`${control.url}${path}`, { method: 'POST' });

describe("the control endpoint's validators", () => {
  it('stops and starts a validator by its index, and answers their states', async () => {
    expect((await post('/validators/1/stop')).status).toBe(204);
    const states = (await (await fetch(`${control.url}/validators`)).json()) as ValidatorState[];
    expect(states.map((s) => s.running)).toEqual([true, false, true]);
    expect(states[1]?.chains.arbitrum).toEqual({ signed: 1, latest: 3 });
    expect((await post('/validators/1/start')).status).toBe(204);
    expect(calls).toEqual(['stop 1', 'start 1']);
  });

  it('answers 404 for a validator it does not have, or a GET to stop one', async () => {
    expect((await post('/validators/3/stop')).status).toBe(404);
    expect((await fetch(`${control.url}/validators/0/stop`)).status).toBe(404);
    expect((await post('/validators/x/start')).status).toBe(404);
    expect(calls).toEqual([]);
  });
});
