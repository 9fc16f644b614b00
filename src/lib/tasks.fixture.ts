import type { FrameTimers } from './tasks';

/**
 * Timers run by hand: frames when the test paints one, timers when the test lets time pass. `api` is the
 * frames-and-timers view `tasks.ts` takes; `clock` is the browser's own timer functions (ids, clearing,
 * intervals, the time), with `counts` of what was set and cleared and `pending` the time left on each timer.
 */
export function manualTimers() {
  const frames: (() => void)[] = [];
  let timers: { id: number; at: number; callback: () => void; every?: number }[] = [];
  let now = 0;
  let lastId = 0;
  const counts = { set: 0, cleared: 0 };
  const add = (callback: () => void, ms: number, every?: number) => {
    counts.set += 1;
    lastId += 1;
    timers.push({ id: lastId, at: now + ms, callback, every });
    return lastId;
  };
  const clear = (id: number) => {
    counts.cleared += 1;
    timers = timers.filter((timer) => timer.id !== id);
  };
  const api: FrameTimers = {
    requestFrame: (callback) => frames.push(callback),
    setTimer: (callback, ms) => add(callback, ms),
  };
  const clock = {
    setTimeout: (callback: () => void, ms: number) => add(callback, ms),
    clearTimeout: clear,
    setInterval: (callback: () => void, ms: number) => add(callback, ms, ms),
    clearInterval: clear,
    now: () => now,
  };
  return {
    api,
    clock,
    counts,
    /** The time left on each timer still pending, in the order they were set. */
    pending: () => timers.map((timer) => timer.at - now),
    paint: () => {
      for (const frame of frames.splice(0)) frame();
    },
    /** Lets `ms` pass, running each timer that comes due in its turn (an interval as often as it comes due). */
    advance: (ms: number) => {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = due.at;
        if (due.every) due.at += due.every;
        else timers = timers.filter((timer) => timer !== due);
        due.callback();
      }
      now = end;
    },
  };
}

/** Lets every promise callback queued so far, and those they queue in turn, run. */
export async function flush() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** Whether `promise` has settled once the microtasks queued now (and those they queue) have run. */
export const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await flush();
  return done;
};
