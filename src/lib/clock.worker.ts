/**
 * The ticking half of `worker-clock.ts`: told an interval in milliseconds, it posts a message at that pace
 * until told another (0 stops it).
 */
let timer: ReturnType<typeof setInterval> | undefined;

self.onmessage = (event: MessageEvent<number>) => {
  clearInterval(timer);
  timer = event.data > 0 ? setInterval(() => self.postMessage(null), event.data) : undefined;
};
