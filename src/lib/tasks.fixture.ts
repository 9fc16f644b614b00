import type { FrameTimers } from './tasks';

/** Timers run by hand: frames when the test paints one, timers when the test lets time pass. */
export function manualTimers() {
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
