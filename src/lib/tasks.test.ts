import { describe, expect, it } from 'vitest';
import { afterNextPaint, type FrameTimers, nextTaskIfShown, PAINT_WAIT_LIMIT_MS } from './tasks';

/** Timers run by hand: frames when the test paints one, timers when the test lets time pass. */
function manualTimers() {
  const frames: (() => void)[] = [];
  let timers: { at: number; callback: () => void }[] = [];
  let now = 0;
  const api: FrameTimers = {
    requestFrame: (callback) => frames.push(callback),
    setTimer: (callback, ms) => timers.push({ at: now + ms, callback }),
  };
  return {
    api,
    paint: () => {
      for (const frame of frames.splice(0)) frame();
    },
    advance: (ms: number) => {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.callback();
    },
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

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
