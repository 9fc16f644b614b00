import { describe, expect, it } from 'vitest';
import { trackInterval } from './useTransferTracker';

describe('how often a transfer in flight is read', () => {
  const now = 1_000_000;

  it('is every second for a transfer on its way, and for a withdrawal in its last minute', () => {
    expect(trackInterval({ status: 'pending' }, now)).toBe(1000);
    expect(trackInterval({ status: 'sent' }, now)).toBe(1000);
    expect(trackInterval({ status: 'pending', readyAt: now + 59_000 }, now)).toBe(1000);
    expect(trackInterval({ status: 'pending', readyAt: now - 5000 }, now)).toBe(1000);
  });

  it('is every 30 s for a withdrawal hours from claimable, and for one waiting for its claim', () => {
    expect(trackInterval({ status: 'pending', readyAt: now + 24 * 3_600_000 }, now)).toBe(30_000);
    expect(trackInterval({ status: 'claimable', readyAt: now - 5000 }, now)).toBe(30_000);
  });
});
