import { describe, expect, it } from 'vitest';
import { roundDue, trackInterval } from './track-pace';

describe('how often a transfer in flight is read', () => {
  const now = 1_000_000;

  it('is every second for a transfer on its way, and for a withdrawal in its last minute', () => {
    expect(trackInterval({ status: 'pending' }, now)).toBe(1000);
    expect(trackInterval({ status: 'sent' }, now)).toBe(1000);
    expect(trackInterval({ status: 'pending', readyAt: now + 59_000 }, now)).toBe(1000);
    expect(trackInterval({ status: 'pending', readyAt: now - 5000 }, now)).toBe(1000);
  });

  it('slows to a tenth of the time since it was sent, up to 15 s, for a transfer the chains have not delivered', () => {
    expect(trackInterval({ status: 'pending', sentAt: now - 5_000 }, now)).toBe(1000);
    expect(trackInterval({ status: 'pending', sentAt: now - 40_000 }, now)).toBe(4000);
    expect(trackInterval({ status: 'sent', sentAt: now - 10 * 60_000 }, now)).toBe(15_000);
    // A withdrawal in its last minute is read every second, however long ago it was sent.
    expect(trackInterval({ status: 'pending', sentAt: now - 24 * 3_600_000, readyAt: now + 30_000 }, now)).toBe(1000);
  });

  it('is every 30 s for a withdrawal hours from claimable, and for one waiting for its claim', () => {
    expect(trackInterval({ status: 'pending', readyAt: now + 24 * 3_600_000 }, now)).toBe(30_000);
    expect(trackInterval({ status: 'claimable', readyAt: now - 5000 }, now)).toBe(30_000);
  });
});

describe('when the tracking clock starts a transfer’s next round', () => {
  const now = 1_000_000;
  const idle = { running: false, delivered: false };

  it('starts the first at once, then one a second after the last started, half a tick early at most', () => {
    expect(roundDue({ status: 'sent' }, { ...idle, startedAt: undefined }, now)).toBe(true);
    expect(roundDue({ status: 'pending' }, { ...idle, startedAt: now - 1000 }, now)).toBe(true);
    expect(roundDue({ status: 'pending' }, { ...idle, startedAt: now - 600 }, now)).toBe(true);
    expect(roundDue({ status: 'pending' }, { ...idle, startedAt: now - 400 }, now)).toBe(false);
  });

  it('starts none while one runs or once the transfer is delivered', () => {
    expect(roundDue({ status: 'pending' }, { startedAt: now - 5000, running: true, delivered: false }, now)).toBe(
      false,
    );
    expect(roundDue({ status: 'pending' }, { startedAt: now - 5000, running: false, delivered: true }, now)).toBe(
      false,
    );
  });

  it('waits 30 s between rounds of a withdrawal hours from claimable', () => {
    const far = { status: 'pending' as const, readyAt: now + 24 * 3_600_000 };
    expect(roundDue(far, { ...idle, startedAt: now - 20_000 }, now)).toBe(false);
    expect(roundDue(far, { ...idle, startedAt: now - 30_000 }, now)).toBe(true);
  });
});
