import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * Runs a TypeScript entry point of the devnet in its own Node process (through tsx).
 * Its stdin is a pipe the child watches: when this process dies, the pipe closes and the child exits,
 * so no child outlives the devnet even after a crash.
 */
export function spawnTsNode(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const tsxLoader = pathToFileURL(
    require.resolve('tsx/package.json').replace(/package\.json$/, 'dist/loader.mjs'),
  ).href;
  return spawn(process.execPath, ['--import', tsxLoader, entry], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** For a child started by spawnTsNode: exit when the parent's end of stdin closes. */
export function exitWithParent(cleanup: () => void): void {
  process.stdin.on('end', () => {
    cleanup();
    process.exit(0);
  });
  process.stdin.resume();
}
