/** Query's long timers gathered into one browser timer per second of due time (docs/performance.md, "Sixth round"). */
import { describe, expect, it } from 'vitest';
import { manualTimers } from '../lib/tasks.fixture';
import { type BaseTimers, GATHER_SLOT_MS, GATHERED_FROM_MS, gatheredQueryTimers } from './query-timers';

/** The provider on timers run by hand, with the errors it reports. */
function gatheredClock() {
  const hand = manualTimers();
  const reported: unknown[] = [];
  const base: BaseTimers = { ...hand.clock, reportError: (error) => reported.push(error) };
  return { ...hand, reported, timers: gatheredQueryTimers(base) };
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
    expect(clock.pending()).toEqual([2 ** 31 - 1 - 500, Number.POSITIVE_INFINITY]);
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
