/**
 * Compiles the zk stand-in contracts (devnet/zk/contracts) offline with solc-js, resolving the
 * `@matterlabs/zksync-contracts` imports from node_modules. The output is cached beside the saved chain
 * state, keyed by a hash of the sources and the compiler version, so only a changed contract recompiles
 * (docs/zk-devnet.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';

const require = createRequire(import.meta.url);
export const ZK_CONTRACTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'contracts');
const NODE_MODULES = path.resolve(ZK_CONTRACTS_DIR, '../../../node_modules');
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
};

export interface CompiledContract {
  readonly abi: Abi;
  /** Creation code, for contracts deployed with a transaction. */
  readonly bytecode: Hex;
  /** Runtime code, for contracts placed at a fixed address with anvil_setCode. */
  readonly deployedBytecode: Hex;
}
export type CompiledContracts = Readonly<Record<string, CompiledContract>>;

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >;
}

interface Solc {
  version(): string;
  compile(input: string, callbacks: { import: (file: string) => { contents: string } | { error: string } }): string;
}

async function readSources(): Promise<Record<string, { content: string }>> {
  const files = (await readdir(ZK_CONTRACTS_DIR)).filter((f) => f.endsWith('.sol')).sort();
  const sources: Record<string, { content: string }> = {};
  for (const file of files) sources[file] = { content: await readFile(path.join(ZK_CONTRACTS_DIR, file), 'utf8') };
  return sources;
}

function solcVersion(): string {
  return (JSON.parse(readFileSync(require.resolve('solc/package.json'), 'utf8')) as { version: string }).version;
}

/** The compiled stand-ins by contract name, from the cache in `cacheDir` or compiled now (seconds). */
export async function compileZkContracts(cacheDir: string, log: (message: string) => void): Promise<CompiledContracts> {
  const sources = await readSources();
  const key = createHash('sha256')
    .update(JSON.stringify({ sources, solc: solcVersion(), settings: SETTINGS }))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = path.join(cacheDir, `zk-contracts-${key}.json`);
  if (existsSync(cacheFile)) return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledContracts;

  const started = Date.now();
  const solc = require('solc') as Solc;
  const output = JSON.parse(
    solc.compile(JSON.stringify({ language: 'Solidity', sources, settings: SETTINGS }), {
      import: (file) => {
        try {
          return { contents: readFileSync(path.join(NODE_MODULES, file), 'utf8') };
        } catch {
          return { error: `not found: ${file}` };
        }
      },
    }),
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length)
    throw new Error(`The zk contracts do not compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`);

  const compiled: Record<string, CompiledContract> = {};
  for (const file of Object.keys(sources)) {
    for (const [name, contract] of Object.entries(output.contracts[file] ?? {})) {
      compiled[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      };
    }
  }
  await mkdir(cacheDir, { recursive: true });
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(compiled));
  await rename(temporary, cacheFile);
  log(`compiled the zk contracts with solc ${solc.version()} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return compiled;
}

/** Hashes every contract source, for the saved state's fingerprint. */
export async function zkSourcesDigest(): Promise<string> {
  return createHash('sha256')
    .update(JSON.stringify({ sources: await readSources(), solc: solcVersion(), settings: SETTINGS }))
    .digest('hex');
}
