import { describe, expect, it } from 'vitest';
import { formatDuration, summaryLines } from './test-summary';

describe('npm test summary', () => {
  it("gives each step's counts and duration, and ends with the plain total line", () => {
    const lines = summaryLines([
      { name: 'typecheck (app)', passed: 1, failed: 0, ms: 8_432 },
      { name: 'unit and integration tests (Vitest)', passed: 812, failed: 2, ms: 301_050 },
      { name: 'browser tests (Playwright)', passed: 102, failed: 0, ms: 1_325_400 },
    ]);
    expect(lines).toEqual([
      '  ✓ typecheck (app):                     1 passed, 0 failed, 8.4 s',
      '  ✗ unit and integration tests (Vitest): 812 passed, 2 failed, 301.1 s',
      '  ✓ browser tests (Playwright):          102 passed, 0 failed, 22 min 05 s',
      '  all steps: 27 min 15 s',
      'tests: 915 passed, 2 failed',
    ]);
  });

  it('keeps the total line last with no step', () => {
    expect(summaryLines([]).at(-1)).toBe('tests: 0 passed, 0 failed');
  });

  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0.0 s');
    expect(formatDuration(59_950)).toBe('60.0 s');
    expect(formatDuration(599_940)).toBe('599.9 s');
    expect(formatDuration(600_000)).toBe('10 min 00 s');
    expect(formatDuration(3_601_000)).toBe('60 min 01 s');
  });
});
