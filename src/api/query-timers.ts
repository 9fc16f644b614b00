import type { ManagedTimerId, TimeoutProvider } from '@tanstack/react-query';

/** The browser's timers, clock and error reporting, passed in so that tests can drive them. */
export interface BaseTimers {
  readonly setTimeout: (callback: () => void, ms: number) => number;
  readonly clearTimeout: (id: number) => void;
  readonly setInterval: (callback: () => void, ms: number) => number;
  readonly clearInterval: (id: number) => void;
  readonly now: () => number;
  /** Reports an error thrown by a timer's callback, as the browser reports an uncaught one. */
  readonly reportError: (error: unknown) => void;
}

const browserBase = (): BaseTimers => ({
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (id) => window.clearInterval(id),
  now: () => performance.now(),
  reportError: (error) => window.reportError(error),
});

/**
 * Timers this long or longer are gathered; shorter ones (this app's retries, 1-4 s) keep a browser timer each,
 * on time, as do intervals (polling) of any length.
 */
export const GATHERED_FROM_MS = 10_000;
/** The width of a gathered timer's slot: it fires at most this much late. */
export const GATHER_SLOT_MS = 1_000;
/** The longest delay a browser timer keeps; a longer one fires at once. */
const BROWSER_MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Query's timers with the long ones gathered: each query sets one to drop its cache (5 minutes), each observer
 * one for its data's staleness (10 s to 10 minutes here), and most are cleared soon after, dozens in a load's
 * first seconds. These share one browser timer per second of due time, set once and never cleared; clearing one
 * is forgetting it. Where the page is traced (Lighthouse, the browser's performance panel) setting a timer records
 * its stack: 50 timers cost 2.2 ms traced against 0.2 ms untraced (docs/performance.md, "Sixth round"). A
 * gathered timer fires up to `GATHER_SLOT_MS` late, not before its time. Query's own
 * `timeoutManager.setTimeoutProvider` is the seam, meant for this.
 */
export function gatheredQueryTimers(base: BaseTimers = browserBase()): TimeoutProvider {
  const gathered = new Map<number, { readonly slot: number; readonly callback: () => void }>();
  const slots = new Map<number, Set<number>>();
  // Negative, so never one of the browser's own ids (positive integers).
  let lastId = 0;
  const fire = (slot: number) => {
    const ids = slots.get(slot) ?? [];
    slots.delete(slot);
    for (const id of ids) {
      const timer = gathered.get(id);
      gathered.delete(id);
      try {
        timer?.callback();
      } catch (error) {
        // Reported as a timer's own would be, and the others of the slot still run.
        base.reportError(error);
      }
    }
  };
  return {
    setTimeout: (callback, delay) => {
      const now = base.now();
      const slot = Math.ceil((now + delay) / GATHER_SLOT_MS) * GATHER_SLOT_MS;
      // Short, not a number, or longer than a browser timer keeps (which fires at once): the browser's, as is.
      if (!(delay >= GATHERED_FROM_MS && slot - now <= BROWSER_MAX_DELAY_MS)) return base.setTimeout(callback, delay);
      lastId -= 1;
      gathered.set(lastId, { slot, callback });
      let ids = slots.get(slot);
      if (!ids) {
        ids = new Set();
        slots.set(slot, ids);
        base.setTimeout(() => fire(slot), slot - now);
      }
      ids.add(lastId);
      return lastId;
    },
    clearTimeout: (timerId: ManagedTimerId | undefined) => {
      if (timerId === undefined) return;
      const id = Number(timerId);
      if (id >= 0) return base.clearTimeout(id);
      const timer = gathered.get(id);
      gathered.delete(id);
      if (timer) slots.get(timer.slot)?.delete(id);
    },
    setInterval: (callback, delay) => base.setInterval(callback, delay),
    clearInterval: (intervalId: ManagedTimerId | undefined) => {
      if (intervalId !== undefined) base.clearInterval(Number(intervalId));
    },
  };
}
