import { describe, expect, it } from 'vitest';
import { flush, manualTimers } from '../lib/tasks.fixture';
import { panelTurns, TURN_LIMIT_MS } from './panel-turns';

function started(start: Promise<void>) {
  const state = { started: false };
  void start.then(() => {
    state.started = true;
  });
  return state;
}

/** A frame painted, then the task after it: what `afterNextPaint` waits for (asked for by what has run so far). */
async function paintFrame(timers: ReturnType<typeof manualTimers>) {
  await flush();
  timers.paint();
  timers.advance(0);
  await flush();
}

describe('panelTurns', () => {
  it('starts the first panel once the page is painted, and the next only once the first has shown and that is painted', async () => {
    const timers = manualTimers();
    const turns = panelTurns(timers.api, () => true);
    const first = turns.take();
    const second = turns.take();
    const firstStarted = started(first.start);
    const secondStarted = started(second.start);
    timers.advance(0);
    await flush();
    expect(firstStarted.started).toBe(false);

    await paintFrame(timers);
    expect(firstStarted.started).toBe(true);
    expect(secondStarted.started).toBe(false);

    // The first has not shown yet: frames come and go, the second waits.
    await paintFrame(timers);
    expect(secondStarted.started).toBe(false);

    first.finish();
    await flush();
    expect(secondStarted.started).toBe(false);
    await paintFrame(timers);
    expect(secondStarted.started).toBe(true);
  });

  it('starts the next panel after the turn limit, counted from the start of the turn, when one never shows', async () => {
    const timers = manualTimers();
    const turns = panelTurns(timers.api, () => true);
    turns.take();
    const second = started(turns.take().start);
    // The page paints late: the first turn starts then, and so does its limit.
    timers.advance(900);
    await paintFrame(timers);

    timers.advance(TURN_LIMIT_MS - 1);
    await paintFrame(timers);
    expect(second.started).toBe(false);
    timers.advance(1);
    await flush();
    await paintFrame(timers);
    expect(second.started).toBe(true);
  });

  it('counts a turn that ran out as over, so that panels mounted later show at once', async () => {
    const timers = manualTimers();
    const turns = panelTurns(timers.api, () => true);
    const stuck = turns.take();
    await paintFrame(timers);
    expect(turns.idle()).toBe(false);
    timers.advance(TURN_LIMIT_MS);
    await flush();
    expect(turns.idle()).toBe(true);
    // Its panel shows at last: nothing changes.
    stuck.finish();
    expect(turns.idle()).toBe(true);
  });

  it('starts a panel taking a turn after the others are over without waiting for another frame', async () => {
    const timers = manualTimers();
    const turns = panelTurns(timers.api, () => true);
    const first = turns.take();
    await paintFrame(timers);
    first.finish();
    await flush();
    await paintFrame(timers);
    const late = started(turns.take().start);
    await flush();
    expect(late.started).toBe(true);
  });

  it('lets the next panel start when one goes away before its turn', async () => {
    const timers = manualTimers();
    const turns = panelTurns(timers.api, () => true);
    const gone = turns.take();
    const next = started(turns.take().start);
    gone.finish();
    await paintFrame(timers);
    expect(next.started).toBe(true);
  });

  it('is idle, so that a panel mounted later shows at once, only when painted and no panel waits or shows', async () => {
    const timers = manualTimers();
    const turns = panelTurns(timers.api, () => true);
    expect(turns.idle()).toBe(false);
    const only = turns.take();
    await paintFrame(timers);
    expect(turns.idle()).toBe(false);
    only.finish();
    only.finish();
    expect(turns.idle()).toBe(true);
    const later = turns.take();
    expect(turns.idle()).toBe(false);
    later.finish();
    expect(turns.idle()).toBe(true);
  });

  it('starts the next panel without waiting for a frame in a hidden page, which paints none', async () => {
    const timers = manualTimers();
    let shown = true;
    const turns = panelTurns(timers.api, () => shown);
    const first = turns.take();
    const second = started(turns.take().start);
    await paintFrame(timers);
    shown = false;
    first.finish();
    await flush();
    expect(second.started).toBe(true);
  });
});
