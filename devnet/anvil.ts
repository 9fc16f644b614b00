import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEVNET_MNEMONIC } from './accounts';
import type { DevnetChain } from './chains';
import { assertPortFree, PortInUseError } from './ports';
import { rpc } from './rpc';

const require = createRequire(import.meta.url);

/** The anvil binary shipped in the platform package of `@foundry-rs/anvil`, run directly so it can be stopped. */
export function anvilBinary(): string {
  const platform = `${process.platform === 'win32' ? 'win32' : process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  const packageJson = require.resolve(`@foundry-rs/anvil-${platform}/package.json`);
  return path.join(path.dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

export interface AnvilNode {
  readonly chain: DevnetChain;
  readonly port: number;
  readonly rpcUrl: string;
  stop(): Promise<void>;
}

/** Starts anvil for `chain` on 127.0.0.1:`port` and resolves once it answers JSON-RPC. */
export async function startAnvil(chain: DevnetChain, port: number): Promise<AnvilNode> {
  await assertPortFree(port, `${chain.displayName} RPC`, chain.portEnv);
  const child = spawn(
    anvilBinary(),
    [
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--chain-id',
      String(chain.chainId),
      '--mnemonic',
      DEVNET_MNEMONIC,
      '--accounts',
      '10',
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const rpcUrl = `http://127.0.0.1:${port}`;
  const node: AnvilNode = { chain, port, rpcUrl, stop: () => stopProcess(child) };
  try {
    await waitForRpc(rpcUrl, child, () => stderr);
  } catch (error) {
    await node.stop();
    // Taken between the check above and anvil's start (another devnet starting): say which variable to change.
    if (/address already in use/i.test(stderr))
      throw new PortInUseError(port, `${chain.displayName} RPC`, chain.portEnv);
    throw error;
  }
  return node;
}

async function waitForRpc(rpcUrl: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`anvil at ${rpcUrl} exited with code ${child.exitCode}: ${stderr().trim()}`);
    }
    try {
      await rpc(rpcUrl, 'eth_chainId', [], 1000);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`anvil at ${rpcUrl} did not answer within 15 s: ${stderr().trim()}`);
}

/** Sends SIGTERM, then SIGKILL if the process is still there after two seconds. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The chain's whole state as anvil serialises it (hex of gzipped JSON). */
export function dumpState(rpcUrl: string): Promise<string> {
  return rpc<string>(rpcUrl, 'anvil_dumpState', [], 120_000);
}

export async function loadState(rpcUrl: string, state: string): Promise<void> {
  const ok = await rpc<boolean>(rpcUrl, 'anvil_loadState', [state], 120_000);
  if (!ok) throw new Error(`anvil at ${rpcUrl} refused the saved state`);
}
