/**
 * For tests that play an attacker who writes their own contract (README, "Threat model"; docs/routes.md,
 * "Anchoring a server route"): `contracts/LyingRouter.sol`, no warp router at all, answering every read the app
 * checks a server route with as a genuine route the trusted owner owns would (its `owner()` the devnet's
 * `routerOwner`, the genuine route's ProxyAdmin in its EIP-1967 admin slot, the Mailbox's default ISM and hook,
 * the real Mailbox, an enrolled partner, the real MAGIC or Smol Brains, their decimals and a genuine quote),
 * and keeping whatever is sent through it. Compiled offline with solc-js, cached by the source's hash.
 */

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { InterchainGasPaymaster__factory } from '@hyperlane-xyz/core';
import {
  type Abi,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  getAddress,
  type Hex,
  pad,
  zeroAddress,
} from 'viem';
import { DEVNET_TOKENS } from '../../devnet/tokens';
import { tokenRouterAbi } from '../../src/bridge/hyperlane/abis';
import type { DevnetManifest } from '../../src/config/devnet-manifest';
import { attackerOn } from './attacker-account';

const require = createRequire(import.meta.url);
const SOURCE_FILE = path.join(import.meta.dirname, 'contracts', 'LyingRouter.sol');
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { LyingRouter: ['abi', 'evm.bytecode.object'] } },
};
/** EIP-1967's admin slot, where a genuine router's proxy keeps its ProxyAdmin. */
const ADMIN_SLOT = '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103';

interface Compiled {
  readonly abi: Abi;
  readonly bytecode: Hex;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

/** The liar's ABI and creation code: from the cache in the OS temp folder, or compiled now (seconds). */
async function compileLyingRouter(): Promise<Compiled> {
  const content = await readFile(SOURCE_FILE, 'utf8');
  const solc = require('solc') as { version(): string; compile(input: string): string };
  const key = createHash('sha256')
    .update(JSON.stringify({ content, solc: solc.version(), settings: SETTINGS }))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = path.join(os.tmpdir(), 'bridge-test-contracts', `lying-router-${key}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as Compiled;

  const input = { language: 'Solidity', sources: { 'LyingRouter.sol': { content } }, settings: SETTINGS };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  const contract = output.contracts?.['LyingRouter.sol']?.LyingRouter;
  if (errors.length || !contract) {
    throw new Error(`LyingRouter.sol does not compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  }
  const compiled: Compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  await mkdir(path.dirname(cacheFile), { recursive: true });
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(compiled));
  await rename(temporary, cacheFile);
  return compiled;
}

/** A liar on each end, each "enrolled" with the other. */
export interface LyingRoute {
  /** On `home`: wraps the real token (MAGIC, or the Smol Brains collection), and keeps what it is sent. */
  readonly collateral: Address;
  /** On `away`: its own token (ERC20: 18 decimals, no balances), keeping the gas payment it is sent. */
  readonly synthetic: Address;
}

export interface LyingRoutes {
  /** The account that deployed them (the manifest's first spare), to whom nothing on chain points. */
  readonly attacker: Address;
  /** Over MAGIC, decimals 18. */
  readonly erc20: LyingRoute;
  /** Over Smol Brains (`SmolBrain` in the manifest's tokens). */
  readonly erc721: LyingRoute;
}

/**
 * Deploys, from the attacker's (spare) account, an ERC20 pair over the real MAGIC and an ERC721 pair over the
 * real Smol Brains: the collateral-looking liar on `home`, the synthetic-looking one on `away`.
 */
export async function deployLyingRoutes(
  manifest: DevnetManifest,
  chains: { home: string; away: string },
): Promise<LyingRoutes> {
  const { devnet, home, away } = attackerOn(manifest, chains);
  const { abi, bytecode } = await compileLyingRouter();
  const trustedOwner = getAddress(manifest.routerOwner);
  type End = typeof home;
  const genuineRouters = (chain: End) =>
    manifest.tokens.filter((t) => t.chainId === chain.chainId).map((t) => ({ ...t, router: getAddress(t.router) }));

  /** The ProxyAdmin of a genuine router on `chain`, MAGIC's first: the one a genuine MAGIC router there would have. */
  async function genuineProxyAdmin(chain: End): Promise<Address> {
    const routers = genuineRouters(chain).sort((a, b) => Number(b.symbol === 'MAGIC') - Number(a.symbol === 'MAGIC'));
    for (const { router } of routers) {
      const slot = await chain.client.getStorageAt({ address: router, slot: ADMIN_SLOT });
      if (slot && BigInt(slot) !== 0n) return getAddress(`0x${slot.slice(-40)}`);
    }
    throw new Error(`no genuine router on ${chain.name} is behind a proxy admin`);
  }

  /**
   * What the genuine `symbol` router on `chain` quotes to `destination`; where it has none there, what one
   * would: the Mailbox's default hook (the chain's gas paymaster) for its destination gas plus the overhead.
   */
  async function genuineQuote(chain: End, symbol: string, destination: End): Promise<bigint> {
    const genuine = genuineRouters(chain).find((t) => t.symbol === symbol);
    if (genuine) {
      try {
        return await chain.client.readContract({
          address: genuine.router,
          abi: tokenRouterAbi,
          functionName: 'quoteGasPayment',
          args: [destination.domainId],
        });
      } catch (error) {
        // A revert: it has no route to `destination`.
        if (!(error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError))) throw error;
      }
    }
    const gas = DEVNET_TOKENS.find((t) => t.symbol === symbol)?.destinationGas;
    if (!gas) throw new Error(`the devnet has no token ${symbol}`);
    const paymaster = { address: chain.interchainGasPaymaster as Address, abi: InterchainGasPaymaster__factory.abi };
    const gasLimit = await chain.client.readContract({
      ...paymaster,
      functionName: 'destinationGasLimit',
      args: [destination.domainId, BigInt(gas)],
    });
    return chain.client.readContract({
      ...paymaster,
      functionName: 'quoteGasPayment',
      args: [destination.domainId, gasLimit],
    });
  }

  async function deploy(chain: End, token: Address | undefined, decimals: number): Promise<Address> {
    const args = [chain.mailbox, trustedOwner, await genuineProxyAdmin(chain), token ?? zeroAddress, decimals];
    const hash = await chain.wallet.deployContract({ abi, bytecode, args });
    const { contractAddress, status } = await chain.client.waitForTransactionReceipt({ hash });
    if (status !== 'success' || !contractAddress) throw new Error(`no LyingRouter deployed on ${chain.name}`);
    return getAddress(contractAddress);
  }

  async function enroll(chain: End, liar: Address, other: End, otherLiar: Address, symbol: string): Promise<void> {
    const quote = await genuineQuote(chain, symbol, other);
    const hash = await chain.wallet.writeContract({
      address: liar,
      abi,
      functionName: 'enroll',
      args: [other.domainId, pad(otherLiar), quote],
    });
    const { status } = await chain.client.waitForTransactionReceipt({ hash });
    if (status !== 'success') throw new Error(`enrolling a LyingRouter on ${chain.name} reverted`);
  }

  async function pair(symbol: string, decimals: number): Promise<LyingRoute> {
    const route = {
      collateral: await deploy(home, devnet.token(symbol, home.name).token, decimals),
      synthetic: await deploy(away, undefined, decimals),
    };
    await enroll(home, route.collateral, away, route.synthetic, symbol);
    await enroll(away, route.synthetic, home, route.collateral, symbol);
    return route;
  }

  return {
    attacker: home.wallet.account.address,
    erc20: await pair('MAGIC', 18),
    erc721: await pair('SmolBrain', 0),
  };
}
