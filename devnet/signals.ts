/**
 * Runs `start`, then waits for Ctrl-C (SIGINT) or SIGTERM and runs the stop function it returned.
 * A failed start prints its message and exits non-zero, after stopping whatever had started.
 */
export function runUntilSignal(start: () => Promise<() => Promise<void>>): void {
  let stop: (() => Promise<void>) | undefined;
  let exiting = false;
  const shutdown = async (code: number) => {
    if (exiting) return;
    exiting = true;
    try {
      await stop?.();
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  start()
    .then((stopFn) => {
      stop = stopFn;
      if (exiting) void stopFn();
    })
    .catch((error: unknown) => {
      console.error(`\n${error instanceof Error ? error.message : String(error)}`);
      void shutdown(1);
    });
}
