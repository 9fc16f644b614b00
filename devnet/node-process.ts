import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles a TypeScript entry point of the devnet into plain JavaScript (its npm packages left as
 * imports), into node_modules/.cache so the packages resolve from there. Running the bundle with plain
 * Node skips a TypeScript loader's hooks, which made the relayer's large imports take seconds longer.
 */
export async function bundleEntry(entry: string, repoRoot: string): Promise<string> {
  const outfile = path.join(
    repoRoot,
    'node_modules',
    '.cache',
    'treasure-devnet',
    `${path.basename(entry, '.ts')}.mjs`,
  );
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error(`esbuild produced nothing for ${entry}`);
  await mkdir(path.dirname(outfile), { recursive: true });
  // Several devnets may start at once (tests): write beside and rename, so none reads a half-written file.
  const temporary = `${outfile}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, code);
  await rename(temporary, outfile);
  return outfile;
}

/**
 * Runs a bundled devnet entry point in its own Node process. Its stdin is a pipe the child watches: when
 * this process dies, the pipe closes and the child exits, so no child outlives the devnet even after a crash.
 */
export function spawnNode(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
}
