import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type BuildOptions,
  build,
  version as esbuildVersion,
  type Plugin,
  type TransformOptions,
  transform,
} from 'esbuild';

/**
 * The zkSync-VM builds of every Hyperlane contract (19 MB of JavaScript, most of the bundle), reached from
 * the SDK's deployers. The devnet relayer only reads and delivers on anvil (EVM) chains and never deploys,
 * so its bundle gets an empty list instead (docs/performance.md, "Starting the devnet").
 */
const ZKSYNC_ARTIFACTS = /[\\/]@hyperlane-xyz[\\/]core[\\/]dist[\\/]zksync[\\/]artifacts\.js$/;

const withoutZkSyncArtifacts: Plugin = {
  name: 'without-zksync-artifacts',
  setup(bundler) {
    bundler.onLoad({ filter: ZKSYNC_ARTIFACTS }, () => ({
      contents: 'export const zkSyncContractArtifacts = [];',
      loader: 'js',
    }));
  },
};

/**
 * The official relayer sleeps a fixed second whenever its queue is empty, and has no option for it: a
 * message dispatched just after it dozed off waits up to that second before it is relayed. An empty queue
 * costs the loop no RPC, so the devnet's bundle waits 50 ms instead (docs/performance.md, "Seeing
 * delivery"). A relayer release that no longer has this exact wait fails the bundle rather than being
 * bundled unchanged.
 */
const RELAYER_LOOP = /[\\/]@hyperlane-xyz[\\/]relayer[\\/]dist[\\/]core[\\/]HyperlaneRelayer\.js$/;
const EMPTY_QUEUE_WAIT = 'await sleep(1000);';
const DEVNET_EMPTY_QUEUE_WAIT = 'await sleep(50);';

const withQuickRelayerLoop: Plugin = {
  name: 'with-quick-relayer-loop',
  setup(bundler) {
    bundler.onLoad({ filter: RELAYER_LOOP }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      if (source.split(EMPTY_QUEUE_WAIT).length !== 2)
        throw new Error(`${file} no longer waits with exactly one "${EMPTY_QUEUE_WAIT}": review the devnet's change`);
      return { contents: source.replace(EMPTY_QUEUE_WAIT, DEVNET_EMPTY_QUEUE_WAIT), loader: 'js' };
    });
  },
};

/**
 * Everything in one file, its packages too, tree-shaken (the Hyperlane SDK's index alone loads Solana,
 * Cosmos, Starknet, Aleo, AWS and Tron libraries the relayer never calls) and minified. Bundled as ESM
 * first, because esbuild refuses CommonJS output for modules with a top-level await even when it then
 * shakes them out, and turned into CommonJS after, so that the runner below can use V8's code cache.
 */
const BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  logLevel: 'silent',
  // ESM packages read import.meta.url, which CommonJS lacks: give them the bundle's own.
  define: { 'import.meta.url': '__bundleUrl' },
} as const satisfies BuildOptions;

const TO_COMMONJS = {
  format: 'cjs',
  target: 'node20',
  banner: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;",
} as const satisfies TransformOptions;

interface BundleRecord {
  /** Every file the bundle was built from, with the size and modification time it had. */
  readonly inputs: readonly (readonly [file: string, size: number, mtimeMs: number])[];
  readonly key: string;
}

/**
 * Bundles a TypeScript entry point of the devnet into `cacheDir` and returns the bundle's path. The bundle
 * is kept with the list of its inputs: a later call reuses it as long as no input (its own sources, the
 * packages it bundles) changed size or modification time, and esbuild and the options are the same.
 * `onBuild` is called when it has to be built (again).
 */
export async function bundleEntry(entry: string, cacheDir: string, onBuild?: () => void): Promise<string> {
  const name = path.basename(entry, '.ts');
  const base = createHash('sha256')
    .update(
      JSON.stringify([
        entry,
        esbuildVersion,
        BUNDLE_OPTIONS,
        TO_COMMONJS,
        ZKSYNC_ARTIFACTS.source,
        RELAYER_LOOP.source,
        DEVNET_EMPTY_QUEUE_WAIT,
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  const outfile = path.join(cacheDir, `${name}-${base}.cjs`);
  const recordFile = `${outfile}.inputs.json`;
  const record = await readRecord(recordFile);
  if (record && existsSync(outfile) && record.key === (await inputsKey(record.inputs))) return outfile;

  onBuild?.();
  const result = await build({
    ...BUNDLE_OPTIONS,
    entryPoints: [entry],
    absWorkingDir: path.dirname(entry),
    plugins: [withoutZkSyncArtifacts, withQuickRelayerLoop],
    metafile: true,
    write: false,
  });
  const esm = result.outputFiles[0]?.text;
  if (esm === undefined) throw new Error(`esbuild produced nothing for ${entry}`);
  const { code } = await transform(esm, TO_COMMONJS);
  const files = Object.keys(result.metafile.inputs).map((input) => path.resolve(path.dirname(entry), input));
  const inputs = await Promise.all(
    watchedFiles(files).map(async (file) => {
      const now = await stat(file).catch(() => undefined);
      return [file, now?.size ?? -1, now?.mtimeMs ?? -1] as const;
    }),
  );
  await writeFileAtomic(outfile, code);
  // A code cache made for the previous bundle would be rejected anyway.
  await rm(codeCachePath(outfile), { force: true });
  await writeFileAtomic(recordFile, JSON.stringify({ inputs, key: await inputsKey(inputs) } satisfies BundleRecord));
  return outfile;
}

/**
 * The files whose change calls for a new bundle: the devnet's own sources, and for the thousands of package
 * files npm's record of what it installed (`node_modules/.package-lock.json`, rewritten by every install),
 * so that checking the bundle costs a few `stat` calls, not thousands.
 */
function watchedFiles(inputs: readonly string[]): string[] {
  const watched = new Set<string>();
  for (const file of inputs) {
    const at = file.indexOf(`${path.sep}node_modules${path.sep}`);
    const installed = at < 0 ? undefined : path.join(file.slice(0, at), 'node_modules', '.package-lock.json');
    watched.add(installed && existsSync(installed) ? installed : file);
  }
  return [...watched];
}

async function readRecord(file: string): Promise<BundleRecord | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as BundleRecord;
  } catch {
    return undefined;
  }
}

/** The inputs as they are now: a file edited, removed or replaced by another package version changes it. */
async function inputsKey(inputs: BundleRecord['inputs']): Promise<string> {
  const now = await Promise.all(inputs.map(([file]) => stat(file).catch(() => undefined)));
  const hash = createHash('sha256');
  for (const [i, [file]] of inputs.entries()) hash.update(`${file}\0${now[i]?.size ?? -1}\0${now[i]?.mtimeMs ?? -1}\n`);
  return hash.digest('hex');
}

function codeCachePath(bundle: string): string {
  return `${bundle}.v8-${process.version}-${process.arch}.cache`;
}

/** Several devnets may start at once (tests): write beside and rename, so none reads a half-written file. */
async function writeFileAtomic(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/**
 * Runs a CommonJS bundle with V8's code cache, as `module.enableCompileCache()` would on Node 22 (this
 * project supports Node 20, which lacks it): the first run compiles and saves the cache once the bundle's
 * top level has run (so the functions its start-up called are in it); later runs skip most of the
 * parsing and compiling. A cache V8 rejects (another Node version) is replaced.
 */
const CACHED_RUNNER = `
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { createRequire, wrap } = require('node:module');
const [file, cacheFile] = process.argv.slice(1);
let cachedData;
try { cachedData = fs.readFileSync(cacheFile); } catch {}
const script = new vm.Script(wrap(fs.readFileSync(file, 'utf8')), { filename: file, cachedData });
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
if (cachedData === undefined || script.cachedDataRejected) {
  setImmediate(() => {
    const temporary = cacheFile + '.' + process.pid + '.tmp';
    try { fs.writeFileSync(temporary, script.createCachedData()); fs.renameSync(temporary, cacheFile); } catch {}
  });
}
`;

/**
 * Runs a bundled devnet entry point in its own Node process. Its stdin is a pipe the child watches: when
 * this process dies, the pipe closes and the child exits, so no child outlives the devnet even after a crash.
 */
export function spawnNode(bundle: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['-e', CACHED_RUNNER, bundle, codeCachePath(bundle)], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}
