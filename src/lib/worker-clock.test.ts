import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startClock } from './worker-clock';

/** A stand-in for the browser's Worker: records what the page told it, and lets a test tick or fail it. */
class FakeWorker {
  static last: FakeWorker | undefined;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  told: unknown[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.last = this;
  }
  postMessage(message: unknown) {
    this.told.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the worker clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeWorker.last = undefined;
  });

  it('ticks with the worker’s messages, not the page’s timers, and ends the worker when stopped', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const onTick = vi.fn();
    const stop = startClock(1000, onTick);
    const worker = FakeWorker.last as FakeWorker;
    expect(worker.told).toEqual([1000]);
    vi.advanceTimersByTime(5000);
    expect(onTick).not.toHaveBeenCalled();
    worker.onmessage?.();
    worker.onmessage?.();
    expect(onTick).toHaveBeenCalledTimes(2);
    stop();
    expect(worker.terminated).toBe(true);
  });

  it('falls back to the page’s timer when the worker cannot load, and stops that one when stopped', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const onTick = vi.fn();
    const stop = startClock(1000, onTick);
    FakeWorker.last?.onerror?.();
    vi.advanceTimersByTime(3000);
    expect(onTick).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(3000);
    expect(onTick).toHaveBeenCalledTimes(3);
  });

  it('starts no timer when the worker fails to load after the clock was stopped', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const onTick = vi.fn();
    const stop = startClock(1000, onTick);
    stop();
    FakeWorker.last?.onerror?.();
    vi.advanceTimersByTime(3000);
    expect(onTick).not.toHaveBeenCalled();
  });

  it('falls back to the page’s timer where there is no worker at all', () => {
    vi.stubGlobal('Worker', undefined);
    const onTick = vi.fn();
    const stop = startClock(500, onTick);
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenCalledTimes(2);
    stop();
  });
});
