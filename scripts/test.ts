/**
 * `npm test`: typecheck, lint, dead code (knip), unit and integration tests (Vitest), browser tests (Playwright).
 * Every step runs even when an earlier one fails; the summary gives each step's counts and duration, and
 * its last line sums them all as `tests: N passed, N failed`; the exit code is non-zero when anything failed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type StepResult, summaryLines } from './test-summary';

const OUTPUT_DIR = path.resolve('.test-output');

interface Counts {
  passed: number;
  failed: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

const bin = (name: string) => path.resolve('node_modules', '.bin', name);

/** A step that is one check: it passes when the command exits 0. */
async function check(command: string, args: string[]): Promise<Counts> {
  const code = await run(command, args);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function readJson<T>(file: string): Promise<T | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function vitest(): Promise<Counts> {
  const report = path.join(OUTPUT_DIR, 'vitest.json');
  const code = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = await readJson<{ numPassedTests: number; numFailedTests: number; numTotalTestSuites: number }>(report);
  if (!json) return { passed: 0, failed: 1 };
  // A failing file that could not even collect its tests counts as one failure.
  const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  return { passed: json.numPassedTests, failed };
}

async function playwright(): Promise<Counts> {
  const report = path.join(OUTPUT_DIR, 'playwright.json');
  const code = await run(bin('playwright'), ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const json = await readJson<{ stats: { expected: number; unexpected: number; flaky: number }; errors: unknown[] }>(
    report,
  );
  if (!json) return { passed: 0, failed: 1 };
  const failed = json.stats.unexpected + json.errors.length + (code !== 0 && json.stats.unexpected === 0 ? 1 : 0);
  return { passed: json.stats.expected + json.stats.flaky, failed };
}

async function main(): Promise<void> {
  await rm(OUTPUT_DIR, { recursive: true, force: true });
  await mkdir(OUTPUT_DIR, { recursive: true });
  const steps: [string, () => Promise<Counts>][] = [
    ['typecheck (app)', () => check(bin('tsc'), ['-p', 'tsconfig.app.json', '--noEmit'])],
    ['typecheck (node)', () => check(bin('tsc'), ['-p', 'tsconfig.node.json', '--noEmit'])],
    ['lint and format (Biome)', () => check(bin('biome'), ['ci', '.'])],
    ['dead code (knip)', () => check(bin('knip'), [])],
    ['unit and integration tests (Vitest)', vitest],
    ['browser tests (Playwright)', playwright],
  ];
  const results: StepResult[] = [];
  for (const [name, step] of steps) {
    const started = performance.now();
    const counts = await step();
    results.push({ name, ...counts, ms: performance.now() - started });
  }
  console.log(`\n${summaryLines(results).join('\n')}`);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  process.exitCode = failed === 0 ? 0 : 1;
}

void main();
