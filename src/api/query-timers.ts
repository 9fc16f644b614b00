import type { ManagedTimerId, TimeoutProvider } from '@tanstack/react-query';

/** The browser's timers and clock, passed in so that tests can drive them. */
export interface BaseTimers {
  readonly setTimeout: (callback: () => void, ms: number) => number;
  readonly clearTimeout: (id: number) => void;
  readonly setInterval: (callback: () => void, ms: number) => number;
  readonly clearInterval: (id: number) => void;
  readonly now: () => number;
}

const browserBase = (): BaseTimers => ({
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (id) => window.clearInterval(id),
  now: () => performance.now(),
});

/** Timers this long or longer are gathered; shorter ones (retries, polling) keep a timer each, on time. */
export const GATHERED_FROM_MS = 10_000;
/** The width of a gathered timer's slot: it fires at most this much late. */
export const GATHER_SLOT_MS = 1_000;

/**
 * Query's timers with the long ones gathered: each query sets one to drop its cache (5 minutes) and one for
 * its data's staleness (a minute and more), and clears most of them soon after, 66 set and 57 cleared in a
 * load's first 3 seconds. These share one browser timer per second of due time, set once and never cleared;
 * clearing one is forgetting it. Where the page is traced (Lighthouse, the browser's performance panel)
 * setting a timer records its stack, and those timers cost the first render more than its own work
 * (docs/performance.md, "Sixth round"). A gathered timer fires up to `GATHER_SLOT_MS` late, not before its time.
 * Query's own `timeoutManager.setTimeoutProvider` is the seam, meant for this.
 */
export function gatheredQueryTimers(base: BaseTimers = browserBase()): TimeoutProvider {
  const gathered = new Map<number, { readonly slot: number; readonly callback: () => void }>();
  const slots = new Map<number, Set<number>>();
  // Negative, so never one of the browser's own ids (positive integers).
  let lastId = 0;
  const fire = (slot: number) => {
    const ids = slots.get(slot) ?? [];
    slots.delete(slot);
    let failure: { readonly error: unknown } | undefined;
    for (const id of ids) {
      const timer = gathered.get(id);
      gathered.delete(id);
      try {
        timer?.callback();
      } catch (error) {
        // The others still run; the first failure is thrown after them, as a timer's would be.
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
  };
  return {
    setTimeout: (callback, delay) => {
      if (!(delay >= GATHERED_FROM_MS)) return base.setTimeout(callback, delay);
      const now = base.now();
      const slot = Math.ceil((now + delay) / GATHER_SLOT_MS) * GATHER_SLOT_MS;
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
