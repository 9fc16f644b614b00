import { describe, expect, it } from 'vitest';
import { parseDevnetStatus, stillStarting } from './devnet-progress';

describe('parseDevnetStatus', () => {
  it('lists the known parts in the page’s order with their state', () => {
    const status = parseDevnetStatus({
      ready: true,
      services: { relayer: 'starting', chains: 'ready', indexer: 'starting', zk: 'ready' },
    });
    expect(status).toEqual({
      ready: true,
      services: [
        { service: 'chains', ready: true },
        { service: 'zk', ready: true },
        { service: 'indexer', ready: false },
        { service: 'relayer', ready: false },
      ],
    });
    expect(stillStarting(status)).toBe(true);
  });

  it('leaves out parts and states it does not know', () => {
    const status = parseDevnetStatus({ ready: true, services: { chains: 'ready', oracle: 'starting', zk: 'broken' } });
    expect(status.services).toEqual([{ service: 'chains', ready: true }]);
    expect(stillStarting(status)).toBe(false);
  });

  it('reads a devnet without a progress file as nothing to show', () => {
    expect(parseDevnetStatus({ ready: true })).toEqual({ ready: true, services: [] });
    expect(stillStarting(parseDevnetStatus({ ready: true }))).toBe(false);
  });

  it('reads a malformed answer as not ready', () => {
    for (const value of [null, 'ready', 42, { ready: 'yes' }]) expect(parseDevnetStatus(value).ready).toBe(false);
  });
});
