/**
 * Scheduling that keeps a phone's main thread free during load (docs/performance.md, "On a phone").
 * The browser's timers are passed in so that tests can drive them.
 */
export interface FrameTimers {
  readonly requestFrame: (callback: () => void) => unknown;
  readonly setTimer: (callback: () => void, ms: number) => unknown;
}

export const browserTimers = (): FrameTimers => ({
  requestFrame: (callback) => requestAnimationFrame(callback),
  setTimer: (callback, ms) => setTimeout(callback, ms),
});

/**
 * How long to wait for a frame at most: a tab loaded in the background paints no frame until it is shown,
 * and what waits for the paint (the transfer tracker among it) must still start there.
 */
export const PAINT_WAIT_LIMIT_MS = 1_000;

/**
 * Resolves once the browser has painted the next frame: a task queued from a frame's animation callback
 * runs after that frame is painted. Or after `PAINT_WAIT_LIMIT_MS`, when no frame comes.
 */
export function afterNextPaint(timers: FrameTimers = browserTimers()): Promise<void> {
  return new Promise((resolve) => {
    timers.requestFrame(() => timers.setTimer(resolve, 0));
    timers.setTimer(resolve, PAINT_WAIT_LIMIT_MS);
  });
}

/**
 * Resolves in a task of its own, after what is already queued (the browser's input and rendering among it):
 * work awaited after it does not lengthen the task that asked for it.
 */
function nextTask(setTimer: FrameTimers['setTimer'] = browserTimers().setTimer): Promise<void> {
  return new Promise((resolve) => setTimer(resolve, 0));
}

export const pageShown = () => typeof document !== 'undefined' && document.visibilityState === 'visible';

/**
 * `nextTask` while the page is shown; at once while it is hidden (or outside a browser): a hidden page paints
 * nothing to keep free, and its timers are throttled (to once a second and less), which would slow the
 * transfer tracker's rounds of reads in a background tab (docs/transfers.md, "Tracking").
 */
export function nextTaskIfShown(
  shown: () => boolean = pageShown,
  setTimer: FrameTimers['setTimer'] = browserTimers().setTimer,
): Promise<void> {
  return shown() ? nextTask(setTimer) : Promise.resolve();
}
