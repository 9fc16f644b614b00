/**
 * A clock for work that must keep its pace in a background tab (docs/transfers.md, "Tracking"). Chromium
 * throttles a hidden page's own timers (aligned to whole seconds, then run on a CPU budget that a loaded
 * machine exhausts, then once a minute); a dedicated worker's timers are not, and its messages reach the
 * page as they come. Where a worker cannot start (tests, a policy that forbids it), the page's own timer
 * ticks instead.
 */
export function startClock(intervalMs: number, onTick: () => void): () => void {
  let stop = () => {};
  let stopped = false;
  const fallBack = () => {
    // A worker that fails to load after the clock was stopped starts nothing.
    if (stopped) return;
    stop();
    const timer = setInterval(onTick, intervalMs);
    stop = () => clearInterval(timer);
  };
  try {
    const worker = new Worker(new URL('./clock.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = () => onTick();
    worker.onerror = fallBack;
    worker.postMessage(intervalMs);
    stop = () => worker.terminate();
  } catch {
    fallBack();
  }
  return () => {
    stopped = true;
    stop();
  };
}
