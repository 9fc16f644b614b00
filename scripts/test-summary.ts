/** The summary `npm test` (scripts/test.ts) ends with. */

export interface StepResult {
  readonly name: string;
  readonly passed: number;
  readonly failed: number;
  /** How long the step ran. */
  readonly ms: number;
}

/** Seconds with one decimal below 10 minutes, else minutes and seconds: "8.4 s", "12 min 05 s". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 600) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * One line per step (mark, name, counts, duration), then the total time, then the plain
 * `tests: N passed, N failed` line, which is always the last.
 */
export function summaryLines(steps: readonly StepResult[]): string[] {
  const width = Math.max(0, ...steps.map((s) => s.name.length));
  const lines = steps.map(
    (s) =>
      `  ${s.failed === 0 ? '✓' : '✗'} ${`${s.name}:`.padEnd(width + 1)} ${s.passed} passed, ${s.failed} failed, ${formatDuration(s.ms)}`,
  );
  const total = steps.reduce((sum, s) => sum + s.ms, 0);
  const passed = steps.reduce((sum, s) => sum + s.passed, 0);
  const failed = steps.reduce((sum, s) => sum + s.failed, 0);
  return [...lines, `  all steps: ${formatDuration(total)}`, `tests: ${passed} passed, ${failed} failed`];
}
