import { describe, expect, it } from 'vitest';
import { afterNextPaint, nextTaskIfShown, PAINT_WAIT_LIMIT_MS } from './tasks';
import { manualTimers, settled } from './tasks.fixture';

describe('afterNextPaint', () => {
  it('resolves in the task after the next frame, not before', async () => {
    const timers = manualTimers();
    const painted = afterNextPaint(timers.api);
    timers.advance(0);
    expect(await settled(painted)).toBe(false);
    timers.paint();
    expect(await settled(painted)).toBe(false);
    timers.advance(0);
    expect(await settled(painted)).toBe(true);
  });

  it('resolves without a frame once the wait limit has passed (a tab loaded in the background)', async () => {
    const timers = manualTimers();
    const painted = afterNextPaint(timers.api);
    timers.advance(PAINT_WAIT_LIMIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    timers.advance(1);
    expect(await settled(painted)).toBe(true);
  });
});

describe('nextTaskIfShown', () => {
  it('waits for a later task while the page is shown', async () => {
    const timers = manualTimers();
    const next = nextTaskIfShown(() => true, timers.api.setTimer);
    expect(await settled(next)).toBe(false);
    timers.advance(0);
    expect(await settled(next)).toBe(true);
  });

  it('goes on at once while the page is hidden, its timers throttled', async () => {
    const timers = manualTimers();
    expect(await settled(nextTaskIfShown(() => false, timers.api.setTimer))).toBe(true);
  });
});
