/** Query's long timers gathered into one browser timer per second of due time (docs/performance.md, "Sixth round"). */
import { describe, expect, it } from 'vitest';
import { type BaseTimers, GATHER_SLOT_MS, GATHERED_FROM_MS, gatheredQueryTimers } from './query-timers';

/** Browser timers run by hand: `advance` lets time pass; counts what was set and cleared. */
function manualBase() {
  let now = 0;
  let nextId = 1;
  let timers: { id: number; at: number; callback: () => void; every?: number }[] = [];
  const counts = { set: 0, cleared: 0 };
  const reported: unknown[] = [];
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
    reportError: (error) => reported.push(error),
  };
  return {
    base,
    counts,
    reported,
    /** The time left on each browser timer still pending, in the order they were set. */
    delays: () => timers.map((timer) => timer.at - now),
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

/** The provider on timers run by hand. */
function gatheredClock() {
  const clock = manualBase();
  return { ...clock, timers: gatheredQueryTimers(clock.base) };
}

describe('gatheredQueryTimers', () => {
  it('gives timers due in the same second one browser timer, and fires each on time or up to a slot late', () => {
    const { timers, ...clock } = gatheredClock();
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
    const { timers, ...clock } = gatheredClock();
    const fired: string[] = [];
    const dropped = timers.setTimeout(() => fired.push('dropped'), 300_000);
    timers.setTimeout(() => fired.push('kept'), 300_000);
    timers.clearTimeout(dropped);
    expect(clock.counts.cleared).toBe(0);
    clock.advance(301_000);
    expect(fired).toEqual(['kept']);
  });

  it('leaves short timers and intervals to the browser, exact and clearable', () => {
    const { timers, ...clock } = gatheredClock();
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

  it('fires no timer early, whenever it was set: one set later joins no earlier slot', () => {
    const clock = gatheredClock();
    const fired: string[] = [];
    clock.timers.setTimeout(() => fired.push('first'), 300_000);
    clock.advance(1_500);
    clock.timers.setTimeout(() => fired.push('second'), 300_000);
    expect(clock.counts.set).toBe(2);
    clock.advance(298_500);
    expect(fired).toEqual(['first']);
    clock.advance(1_499);
    expect(fired).toEqual(['first']);
    clock.advance(GATHER_SLOT_MS);
    expect(fired).toEqual(['first', 'second']);
  });

  it('gathers from exactly its threshold, and forgets a timer cleared after it fired', () => {
    const clock = gatheredClock();
    const fired: number[] = [];
    const id = clock.timers.setTimeout(() => fired.push(1), GATHERED_FROM_MS);
    expect(Number(id)).toBeLessThan(0);
    clock.advance(GATHERED_FROM_MS);
    expect(fired).toEqual([1]);
    // Query keeps a fired timer's id and clears it when it sets the next.
    clock.timers.clearTimeout(id);
    expect(clock.counts.cleared).toBe(0);
  });

  it('leaves the browser a delay it would not keep, as the browser would take it', () => {
    const clock = gatheredClock();
    clock.advance(1_234.5);
    clock.timers.setTimeout(() => {}, 2 ** 31 - 1 - 500);
    clock.timers.setTimeout(() => {}, Number.POSITIVE_INFINITY);
    expect(clock.delays()).toEqual([2 ** 31 - 1 - 500, Number.POSITIVE_INFINITY]);
  });

  it('runs every timer of a slot when one throws, and reports the error as a timer would', () => {
    const clock = gatheredClock();
    const fired: string[] = [];
    const failure = new Error('a callback failed');
    clock.timers.setTimeout(() => {
      throw failure;
    }, 60_000);
    clock.timers.setTimeout(() => fired.push('after'), 60_000);
    clock.advance(60_000);
    expect(fired).toEqual(['after']);
    expect(clock.reported).toEqual([failure]);
  });
});
