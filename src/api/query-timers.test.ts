/** Query's long timers gathered into one browser timer per second of due time (docs/performance.md, "Sixth round"). */
import { describe, expect, it } from 'vitest';
import { type BaseTimers, GATHER_SLOT_MS, GATHERED_FROM_MS, gatheredQueryTimers } from './query-timers';

/** Browser timers run by hand: `advance` lets time pass; counts what was set and cleared. */
function manualBase() {
  let now = 0;
  let nextId = 1;
  let timers: { id: number; at: number; callback: () => void; every?: number }[] = [];
  const counts = { set: 0, cleared: 0 };
  const add = (callback: () => void, ms: number, every?: number) => {
    counts.set += 1;
    const id = nextId++;
    timers.push({ id, at: now + ms, callback, every });
    return id;
  };
  const remove = (id: number) => {
    counts.cleared += 1;
    timers = timers.filter((timer) => timer.id !== id);
  };
  const base: BaseTimers = {
    setTimeout: (callback, ms) => add(callback, ms),
    clearTimeout: remove,
    setInterval: (callback, ms) => add(callback, ms, ms),
    clearInterval: remove,
    now: () => now,
  };
  return {
    base,
    counts,
    advance(ms: number) {
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

describe('gatheredQueryTimers', () => {
  it('gives timers due in the same second one browser timer, and fires each on time or up to a slot late', () => {
    const clock = manualBase();
    const timers = gatheredQueryTimers(clock.base);
    const fired: string[] = [];
    clock.advance(200);
    timers.setTimeout(() => fired.push('cache'), 300_000);
    clock.advance(300);
    timers.setTimeout(() => fired.push('stale'), 299_700);
    expect(clock.counts.set).toBe(1);
    // Both are due at 300 200 ms.
    clock.advance(299_699);
    expect(fired).toEqual([]);
    clock.advance(GATHER_SLOT_MS);
    expect(fired).toEqual(['cache', 'stale']);
  });

  it('never fires a cleared timer, and clearing one touches no browser timer', () => {
    const clock = manualBase();
    const timers = gatheredQueryTimers(clock.base);
    const fired: string[] = [];
    const dropped = timers.setTimeout(() => fired.push('dropped'), 300_000);
    timers.setTimeout(() => fired.push('kept'), 300_000);
    timers.clearTimeout(dropped);
    expect(clock.counts.cleared).toBe(0);
    clock.advance(301_000);
    expect(fired).toEqual(['kept']);
  });

  it('leaves short timers and intervals to the browser, exact and clearable', () => {
    const clock = manualBase();
    const timers = gatheredQueryTimers(clock.base);
    const fired: number[] = [];
    timers.setTimeout(() => fired.push(1), GATHERED_FROM_MS - 1);
    const retry = timers.setTimeout(() => fired.push(2), 1_000);
    timers.clearTimeout(retry);
    const poll = timers.setInterval(() => fired.push(3), 4_000);
    clock.advance(GATHERED_FROM_MS - 1);
    expect(fired).toEqual([3, 3, 1]);
    timers.clearInterval(poll);
    clock.advance(10_000);
    expect(fired).toEqual([3, 3, 1]);
    expect(clock.counts).toEqual({ set: 3, cleared: 2 });
  });

  it('runs every timer of a slot when one throws, then throws its error', () => {
    const clock = manualBase();
    const timers = gatheredQueryTimers(clock.base);
    const fired: string[] = [];
    timers.setTimeout(() => {
      throw new Error('a callback failed');
    }, 60_000);
    timers.setTimeout(() => fired.push('after'), 60_000);
    expect(() => clock.advance(60_000)).toThrow('a callback failed');
    expect(fired).toEqual(['after']);
  });
});
