import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Address } from 'viem';
import {
  type DevnetManifest,
  devnetManifestSchema,
  type ManifestChain,
  type ManifestZk,
} from '../src/config/devnet-manifest';
import { DEPLOYER, DEVNET_ACCOUNTS, VALIDATOR_THRESHOLD, VALIDATORS } from './accounts';
import { type AnvilNode, dumpState, loadState, startAnvil } from './anvil';
import { DEVNET_CHAINS, type DevnetChain, devnetChain } from './chains';
import { CONTROL_PORT_ENV, startControl } from './control';
import type { Deployment } from './deploy';
import { EXPLORER_PORT_ENV, type ExplorerServer, startExplorer } from './explorer/server';
import type { Indexer } from './indexer/server';
import { MARKETPLACE_PORT_ENV, type Marketplace, startMarketplace } from './marketplace/server';
import { AllowedOrigins, appOriginsFromEnv } from './origins';
import { assertPortFree, freePort, portFromEnv } from './ports';
import { type DevnetService, ProgressFile, progressPathFor } from './progress';
import { type RelayerEventLine, RelayerProcess } from './relayer';
import { relayerStartTimeoutMs } from './relayer-start';
import { faultyRpcPortKey, faultyRpcPortOf, type RpcFaults, startRpcFaults } from './rpc-faults';
import { DEFAULT_VALIDATOR_STORAGE_PORT, VALIDATOR_STORAGE_PORT_ENV } from './validators/storage';
import { DevnetValidators } from './validators/validators';
import {
  MAINNET_ABSTRACT_CHAIN_CONTRACT,
  MAINNET_BRIDGEHUB,
  ZK_L1_CHAIN_ID,
  ZK_L2_CHAIN_ID,
  type ZkDeployment,
} from './zk/addresses';
import { zkSourcesDigest } from './zk/compile';
import { startZkRpcProxy, ZK_RPC_PORT_ENV, type ZkRpcProxy } from './zk/rpc-proxy';
import { executeDelayFromEnv, ZkSequencer } from './zk/sequencer';

const DEVNET_SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.dirname(DEVNET_SOURCE_DIR);

export const DEFAULT_INDEXER_PORT = 8550;
/**
 * indexer/server.ts's variable, named here too: that module (PGlite, GraphQL Yoga) takes seconds to load,
 * so it is loaded only once the app is usable.
 */
const INDEXER_PORT_ENV = 'DEVNET_INDEXER_PORT';
export const DEFAULT_MARKETPLACE_PORT = 8551;
export const DEFAULT_CONTROL_PORT = 8552;
export const DEFAULT_ZK_RPC_PORT = 8553;
export const DEFAULT_EXPLORER_PORT = 8554;

export interface DevnetOptions {
  /** Folder of the manifest; default `DEVNET_DIR` or `.devnet` at the repository root. */
  readonly dir?: string;
  /** Folder of the saved chain state, shared by every devnet of this checkout; default `<dir>/state`. */
  readonly stateDir?: string;
  /**
   * Ports by chain name, plus `indexer`, `marketplace`, `control`, `zkRpc` (the Abstract RPC with the zk
   * layer), `explorer`, `validatorStorage` (the validators' checkpoint storage) and `<chain>FaultyRpc` (the
   * chain's RPC fault injector); default from `DEVNET_<CHAIN>_PORT`, `DEVNET_INDEXER_PORT`,
   * `DEVNET_MARKETPLACE_PORT`, `DEVNET_CONTROL_PORT`, `DEVNET_ZK_RPC_PORT`, `DEVNET_EXPLORER_PORT`,
   * `DEVNET_VALIDATOR_STORAGE_PORT`, `DEVNET_<CHAIN>_FAULTY_RPC_PORT`, or the fixed defaults.
   */
  readonly ports?: Readonly<Record<string, number>>;
  /** Deploy afresh even when a saved state exists. */
  readonly reset?: boolean;
  /** How long a committed zk batch waits before execution; default `DEVNET_ZK_EXECUTE_DELAY` or 5000 ms. */
  readonly zkExecuteDelayMs?: number;
  /**
   * Origins the app is served from, whose pages may call the marketplace and control endpoint and get
   * sign-in payloads for themselves; default `DEVNET_APP_ORIGINS`, else 127.0.0.1 and localhost on `APP_PORT`.
   */
  readonly appOrigins?: readonly string[];
  readonly log?: (message: string) => void;
  readonly onRelayerEvent?: (event: RelayerEventLine) => void;
  /**
   * Called once the app is usable: the chains, the zk layer, the marketplace and the explorer are up and
   * the manifest is written; the indexer and the relayer may still be starting (their progress is in
   * `progress.json` beside the manifest). `startDevnet` itself resolves once everything is up.
   */
  readonly onUsable?: (devnet: UsableDevnet) => void;
}

export interface UsableDevnet {
  readonly manifest: DevnetManifest;
  readonly manifestPath: string;
  /** From the call of `startDevnet`. */
  readonly usableMs: number;
  /** Stops whatever has started, the services still starting included. */
  stop(): Promise<void>;
}

export interface Devnet {
  readonly manifest: DevnetManifest;
  readonly manifestPath: string;
  readonly relayer: RelayerProcess;
  /** The Hyperlane validators and their checkpoint storage (docs/hyperlane-validators.md). */
  readonly validators: DevnetValidators;
  /** Lets the pages of an app started after the devnet (on a port picked then) call its services. */
  allowAppOrigin(origin: string): void;
  readonly timings: {
    readonly deployedMs?: number;
    readonly loadedMs?: number;
    /** To the manifest written: what `onUsable` is called with. */
    readonly usableMs: number;
    readonly totalMs: number;
  };
  stop(): Promise<void>;
}

/** The Hyperlane deployment and the zk stand-in's. */
type FullDeployment = Deployment & { readonly zk: ZkDeployment };

interface SavedDeployment {
  readonly fingerprint: string;
  readonly deployment: FullDeployment;
}

export function defaultDevnetDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(REPO_ROOT, env.DEVNET_DIR || '.devnet');
}

export function manifestPathIn(dir: string): string {
  return path.join(dir, 'manifest.json');
}

/**
 * Brings up every devnet chain with Hyperlane and the warp routes, the services and the relayer; writes the
 * manifest once the app is usable (`onUsable`) and resolves once everything is up.
 */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const dir = options.dir ?? defaultDevnetDir();
  const stateDir = options.stateDir ?? path.join(dir, 'state');
  const ports = DEVNET_CHAINS.map(
    (chain) =>
      [chain, options.ports?.[chain.name] ?? portFromEnv(process.env, chain.portEnv, chain.defaultPort)] as const,
  );
  const indexerPort = options.ports?.indexer ?? portFromEnv(process.env, INDEXER_PORT_ENV, DEFAULT_INDEXER_PORT);
  const marketplacePort =
    options.ports?.marketplace ?? portFromEnv(process.env, MARKETPLACE_PORT_ENV, DEFAULT_MARKETPLACE_PORT);
  const controlPort = options.ports?.control ?? portFromEnv(process.env, CONTROL_PORT_ENV, DEFAULT_CONTROL_PORT);
  const zkRpcPort = options.ports?.zkRpc ?? portFromEnv(process.env, ZK_RPC_PORT_ENV, DEFAULT_ZK_RPC_PORT);
  const explorerPort = options.ports?.explorer ?? portFromEnv(process.env, EXPLORER_PORT_ENV, DEFAULT_EXPLORER_PORT);
  const validatorStoragePort =
    options.ports?.validatorStorage ??
    portFromEnv(process.env, VALIDATOR_STORAGE_PORT_ENV, DEFAULT_VALIDATOR_STORAGE_PORT);
  const faultyPortOf = (chain: DevnetChain) => faultyRpcPortOf(chain, options.ports, process.env);
  const faultyPorts = DEVNET_CHAINS.map(faultyPortOf);
  const zkExecuteDelayMs = options.zkExecuteDelayMs ?? executeDelayFromEnv();
  // Check every port before starting anything, so a busy one fails fast with the variable to change.
  for (const [chain, port] of ports) await assertPortFree(port, `${chain.displayName} RPC`, chain.portEnv);
  await assertPortFree(indexerPort, 'devnet indexer', INDEXER_PORT_ENV);
  await assertPortFree(marketplacePort, 'devnet marketplace service', MARKETPLACE_PORT_ENV);
  await assertPortFree(controlPort, 'devnet control endpoint', CONTROL_PORT_ENV);
  await assertPortFree(zkRpcPort, 'devnet Abstract RPC (zk layer)', ZK_RPC_PORT_ENV);
  await assertPortFree(explorerPort, 'devnet explorer', EXPLORER_PORT_ENV);
  await assertPortFree(validatorStoragePort, 'devnet validator storage', VALIDATOR_STORAGE_PORT_ENV);
  for (const { port, portName } of faultyPorts) await assertPortFree(port, portName.what, portName.envVar);
  const origins = new AllowedOrigins(options.appOrigins ?? appOriginsFromEnv(), [
    ...ports.map(([, port]) => port),
    indexerPort,
    marketplacePort,
    controlPort,
    zkRpcPort,
    explorerPort,
    ...faultyPorts.map(({ port }) => port),
  ]);

  const manifestPath = manifestPathIn(dir);
  const progress = new ProgressFile(progressPathFor(manifestPath));
  const nodes: AnvilNode[] = [];
  let indexer: Indexer | undefined;
  let marketplace: Marketplace | undefined;
  let control: Awaited<ReturnType<typeof startControl>> | undefined;
  let sequencer: ZkSequencer | undefined;
  let zkRpc: ZkRpcProxy | undefined;
  let explorer: ExplorerServer | undefined;
  let rpcFaults: RpcFaults | undefined;
  let validators: DevnetValidators | undefined;
  const relayer = new RelayerProcess({
    onEvent: options.onRelayerEvent ?? (() => {}),
    logFile: path.join(dir, 'relayer.log'),
    startTimeoutMs: relayerStartTimeoutMs(process.env),
    log,
  });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await Promise.all([rm(manifestPath, { force: true }), progress.remove()]);
      await relayer.stop();
      await Promise.all([
        validators?.stop(),
        indexer?.stop(),
        marketplace?.stop(),
        control?.stop(),
        sequencer?.stop(),
        zkRpc?.stop(),
        explorer?.stop(),
        rpcFaults?.stop(),
      ]);
      await Promise.all(nodes.map((n) => n.stop()));
    })();
    return stopping;
  };
  // Every service's start, so a failed start can wait for the others before stopping them all.
  const starting: Promise<unknown>[] = [];
  let releaseIndexer: (go: boolean) => void = () => {};
  const manifestWritten = new Promise<void>((resolve, reject) => {
    releaseIndexer = (go) => (go ? resolve() : reject(new Error('The devnet stopped before its indexer started')));
  });
  // Refused when the start fails before the indexer's turn, maybe before anything waits on it.
  manifestWritten.catch(() => {});
  relayer.preload();
  try {
    await progress.begin();
    await Promise.all(
      ports.map(async ([chain, port]) => {
        nodes.push(await startAnvil(chain, port));
        log(`${chain.displayName.padEnd(12)} chain id ${String(chain.chainId).padEnd(6)} ${nodes.at(-1)?.rpcUrl}`);
      }),
    );
    nodes.sort((a, b) => DEVNET_CHAINS.indexOf(a.chain) - DEVNET_CHAINS.indexOf(b.chain));

    const fingerprint = await deploymentFingerprint();
    const saved = options.reset ? undefined : await readSavedDeployment(stateDir, fingerprint);
    let deployment: FullDeployment;
    let deployedMs: number | undefined;
    let loadedMs: number | undefined;
    if (saved) {
      const t0 = Date.now();
      await Promise.all(
        nodes.map(async (n) => loadState(n.rpcUrl, await readFile(statePath(stateDir, n.chain), 'utf8'))),
      );
      loadedMs = Date.now() - t0;
      log(`loaded the saved chain state in ${loadedMs} ms`);
      deployment = saved.deployment;
    } else {
      log(
        options.reset ? 'deploying afresh (reset)' : 'no saved state for this devnet code: deploying (about a minute)',
      );
      const t0 = Date.now();
      // Loaded only to deploy: the SDK takes seconds to import.
      const { deployDevnet } = await import('./deploy');
      const { compileZkContracts } = await import('./zk/compile');
      const { deployZk } = await import('./zk/deploy');
      const [hyperlane, zkContracts] = await Promise.all([deployDevnet(nodes, log), compileZkContracts(stateDir, log)]);
      deployment = {
        ...hyperlane,
        zk: await deployZk(
          zkContracts,
          nodeOf(nodes, ZK_L1_CHAIN_ID).rpcUrl,
          nodeOf(nodes, ZK_L2_CHAIN_ID).rpcUrl,
          log,
        ),
      };
      await saveDeployment(stateDir, fingerprint, deployment, nodes);
      deployedMs = Date.now() - t0;
      log(`deployed and saved the chain state in ${(deployedMs / 1000).toFixed(1)} s`);
    }
    await progress.markReady('chains');

    // Every service listens on a port fixed above, so the manifest can name them all before they are up.
    const zkRpcUrl = loopbackUrl(zkRpcPort);
    const indexerUrl = `${loopbackUrl(indexerPort)}/v1/graphql`;
    // The relayer and the indexer talk to the anvils directly; the app, the manifest and the explorer use the
    // zk layer (a zk deposit's L2 transaction is known by its canonical hash there only).
    const nodeChains = buildChains(nodes, deployment);
    const appChains = nodeChains.map((c) => (c.chainId === ZK_L2_CHAIN_ID ? { ...c, rpcUrl: zkRpcUrl } : c));
    // The app reads each chain through the fault injector first, then the node (docs/rpc.md, "On the devnet").
    const chains = appChains.map((c) => ({ ...c, faultyRpcUrl: loopbackUrl(faultyPortOf(devnetChain(c.name)).port) }));
    const faultyChains = appChains.map((c) => ({
      chainId: c.chainId,
      upstream: c.rpcUrl,
      ...faultyPortOf(devnetChain(c.name)),
    }));
    const start = <T>(service: DevnetService | undefined, begun: Promise<T>, expectedUrl?: string): Promise<T> => {
      const done = begun.then(async (value) => {
        const url = expectedUrl === undefined ? undefined : (value as { url: string }).url;
        if (url !== expectedUrl)
          throw new Error(`The devnet ${service} listens at ${url}, not at ${expectedUrl} as the manifest says`);
        if (service) {
          await progress.markReady(service);
          log(`${service} ready at ${((Date.now() - started) / 1000).toFixed(1)} s`);
        }
        return value;
      });
      starting.push(done);
      return done;
    };
    // At once: the app needs the chains, the zk layer, the marketplace and the explorer; the relayer (its
    // libraries preloaded above) and the indexer (below) come after (docs/performance.md).
    const l1Node = nodeOf(nodes, ZK_L1_CHAIN_ID);
    const l2Node = nodeOf(nodes, ZK_L2_CHAIN_ID);
    const zkStarted = start(
      'zk',
      (async () => {
        sequencer = await ZkSequencer.start({
          l1RpcUrl: l1Node.rpcUrl,
          l2RpcUrl: l2Node.rpcUrl,
          chainContract: MAINNET_ABSTRACT_CHAIN_CONTRACT,
          executeDelayMs: zkExecuteDelayMs,
          log,
        });
        zkRpc = await startZkRpcProxy({
          port: zkRpcPort,
          upstream: l2Node.rpcUrl,
          l1RpcUrl: l1Node.rpcUrl,
          sequencer,
          deployment: deployment.zk,
        });
        return zkRpc;
      })(),
      zkRpcUrl,
    );
    const marketplaceStarted = start(
      'marketplace',
      startMarketplace({ port: marketplacePort, manifest: { chains, tokens: deployment.tokens }, origins }).then(
        (started) => (marketplace = started),
      ),
    );
    // The validators sign what the chains hold before the relayer starts, and their storage (which the relayer
    // reads once per validator) is up by then (docs/hyperlane-validators.md).
    const validatorsStarted = start(
      undefined,
      DevnetValidators.start({
        chains: nodeChains.map((c) => ({
          name: c.name,
          domainId: c.domainId,
          rpcUrl: c.rpcUrl,
          wsUrl: c.wsUrl,
          mailbox: c.mailbox as Address,
          merkleTreeHook: c.merkleTreeHook as Address,
        })),
        validators: VALIDATORS,
        storagePort: validatorStoragePort,
        log,
      }).then((started) => (validators = started)),
      loopbackUrl(validatorStoragePort),
    );
    const rpcFaultsStarted = start(
      undefined,
      startRpcFaults({ chains: faultyChains }).then((started) => (rpcFaults = started)),
    );
    const controlStarted = start(
      undefined,
      Promise.all([zkStarted, marketplaceStarted, rpcFaultsStarted, validatorsStarted]).then(
        async ([, market, faults, signers]) => {
          const zk = sequencer as ZkSequencer;
          control = await startControl(
            controlPort,
            relayer,
            origins,
            market,
            {
              hold: () => zk.hold(),
              release: () => zk.release(),
              setLogRangeLimit: (blocks) => zkRpc?.setLogRangeLimit(blocks),
              setNamedBridge: (contract) => zkRpc?.setNamedBridge(contract),
            },
            faults,
            { setLogsApiDown: (down) => explorer?.setLogsApiDown(down) },
            signers,
          );
          return control;
        },
      ),
    );
    const explorerStarted = start(
      'explorer',
      startExplorer({ port: explorerPort, chains, indexerUrl, origins }).then((started) => (explorer = started)),
    );
    start(
      'relayer',
      validatorsStarted.then((signers) =>
        relayer.start({
          chains: nodeChains.map((c) => ({ name: c.name, rpcUrl: c.rpcUrl })),
          core: deployment.core,
          validatorStorageUrl: signers.url,
        }),
      ),
    );
    const appServices = Promise.all([
      zkStarted,
      marketplaceStarted,
      controlStarted,
      explorerStarted,
      validatorsStarted,
    ]);
    // The indexer's database (PGlite) takes seconds of CPU to create in this process, and blocks its event
    // loop meanwhile: started once the manifest is written, it no longer holds the app back.
    start(
      'indexer',
      manifestWritten.then(async () => {
        const { startIndexer } = await import('./indexer/server');
        indexer = await startIndexer({
          port: indexerPort,
          chains: nodeChains,
          onError: (error) => log(`indexer: ${String(error)}`),
          stateDir,
        });
        return indexer;
      }),
      indexerUrl,
    );
    const everything = Promise.all(starting);
    // Whichever comes first: the app's services all up, or any service failing.
    const [, market, controlServer, explorerServer, signers] = await Promise.race([
      appServices,
      everything.then(() => appServices),
    ]);

    // Parsed with the schema the app and the tests read it with, so a mismatch fails here, not in them.
    const manifest = devnetManifestSchema.parse({
      chains,
      tokens: deployment.tokens,
      routerOwner: DEPLOYER.address,
      zk: zkManifest(deployment.zk, zkRpcUrl),
      accounts: DEVNET_ACCOUNTS.map(({ address, privateKey, role }) => ({ address, privateKey, role })),
      services: {
        indexerUrl,
        marketplaceUrl: market.url,
        marketplaceApiKey: market.apiKey,
        onrampUrl: market.onramp.url,
        onrampPublicKey: market.onramp.publicKey,
        routeListSigner: market.routeListSigner,
        controlUrl: controlServer.url,
        explorerUrl: explorerServer.url,
        validatorStorageUrl: signers.url,
      },
    });
    await writeFileAtomic(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    releaseIndexer(true);
    const usableMs = Date.now() - started;
    log(`usable in ${(usableMs / 1000).toFixed(1)} s: chains, zk layer, marketplace and explorer up`);
    log(`marketplace    ${market.url}`);
    log(`explorer       ${explorerServer.url}`);
    log(`validators     ${VALIDATOR_THRESHOLD} of ${VALIDATORS.length} sign each message; storage ${signers.url}`);
    log(`zk layer       ${zkRpcUrl} (Abstract RPC; batches execute ${zkExecuteDelayMs} ms after commit)`);
    options.onUsable?.({ manifest, manifestPath, usableMs, stop });

    await Promise.all([everything, market.prepareSignIn()]);
    log(`indexer        ${indexerUrl}`);
    log('relayer running (every chain to every chain)');
    return {
      manifest,
      manifestPath,
      relayer,
      validators: signers,
      allowAppOrigin: (origin) => origins.allowApp(origin),
      timings: { deployedMs, loadedMs, usableMs, totalMs: Date.now() - started },
      stop,
    };
  } catch (error) {
    releaseIndexer(false);
    await Promise.allSettled(starting);
    await stop();
    throw error;
  }
}

/** Where a devnet service listening on `port` answers (devnet/ports.ts, listenOnLoopback). */
function loopbackUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}

function buildChains(nodes: readonly AnvilNode[], deployment: Deployment): ManifestChain[] {
  return nodes.map(({ chain, rpcUrl }) => {
    const core = deployment.core[chain.name] ?? {};
    const address = (key: string): string => {
      const value = core[key];
      if (!value) throw new Error(`The saved deployment has no ${key} on ${chain.name}: run npm run devnet:reset`);
      return value;
    };
    return {
      name: chain.name,
      displayName: chain.displayName,
      chainId: chain.chainId,
      domainId: chain.domainId,
      rpcUrl,
      wsUrl: rpcUrl.replace(/^http/, 'ws'),
      nativeSymbol: chain.nativeSymbol,
      mailbox: address('mailbox'),
      merkleTreeHook: address('merkleTreeHook'),
      interchainGasPaymaster: address('interchainGasPaymaster'),
      validatorAnnounce: address('validatorAnnounce'),
    };
  });
}

function nodeOf(nodes: readonly AnvilNode[], chainId: number): AnvilNode {
  const node = nodes.find((n) => n.chain.chainId === chainId);
  if (!node) throw new Error(`The devnet has no chain ${chainId}`);
  return node;
}

function zkManifest(zk: ZkDeployment, l2RpcUrl: string): ManifestZk {
  return {
    l1ChainId: ZK_L1_CHAIN_ID,
    l2ChainId: ZK_L2_CHAIN_ID,
    bridgehub: MAINNET_BRIDGEHUB,
    chainContract: MAINNET_ABSTRACT_CHAIN_CONTRACT,
    l1AssetRouter: zk.l1AssetRouter,
    l1Nullifier: zk.l1Nullifier,
    l1NativeTokenVault: zk.l1NativeTokenVault,
    l2RpcUrl,
  };
}

function statePath(stateDir: string, chain: DevnetChain): string {
  return path.join(stateDir, `${chain.name}.state`);
}

/** Changes to the deploy code or the contract and node versions invalidate the saved state. */
async function deploymentFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [
    'accounts.ts',
    'chains.ts',
    'deploy.ts',
    'hyperlane.ts',
    'multicall3.ts',
    'tokens.ts',
    'validators/checkpoint.ts',
    'validators/locations.ts',
    'zk/addresses.ts',
    'zk/deploy.ts',
  ]) {
    hash.update(await readFile(path.join(DEVNET_SOURCE_DIR, file)));
  }
  hash.update(await zkSourcesDigest());
  const packages = ['@hyperlane-xyz/core', '@hyperlane-xyz/sdk', '@foundry-rs/anvil', '@matterlabs/zksync-contracts'];
  for (const pkg of packages) {
    const manifest = await readFile(path.join(REPO_ROOT, 'node_modules', pkg, 'package.json'), 'utf8');
    hash.update(`${pkg}@${(JSON.parse(manifest) as { version: string }).version}`);
  }
  return hash.digest('hex');
}

async function readSavedDeployment(stateDir: string, fingerprint: string): Promise<SavedDeployment | undefined> {
  const file = path.join(stateDir, 'deployment.json');
  if (!existsSync(file)) return undefined;
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as SavedDeployment;
    const complete = DEVNET_CHAINS.every((chain) => existsSync(statePath(stateDir, chain)));
    return saved.fingerprint === fingerprint && complete ? saved : undefined;
  } catch {
    return undefined;
  }
}

async function saveDeployment(
  stateDir: string,
  fingerprint: string,
  deployment: FullDeployment,
  nodes: readonly AnvilNode[],
): Promise<void> {
  await mkdir(stateDir, { recursive: true });
  await Promise.all(nodes.map(async (n) => writeFileAtomic(statePath(stateDir, n.chain), await dumpState(n.rpcUrl))));
  // Written last: its presence says the state files beside it are complete.
  const saved: SavedDeployment = { fingerprint, deployment };
  await writeFileAtomic(path.join(stateDir, 'deployment.json'), `${JSON.stringify(saved, null, 2)}\n`);
}

async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** Spare ports for every devnet process, for devnets that must not collide with `npm start` (tests, reset, bench). */
export async function spareDevnetPorts(): Promise<Record<string, number>> {
  const ports: Record<string, number> = {};
  const taken = new Set<number>();
  const services = ['indexer', 'marketplace', 'control', 'zkRpc', 'explorer', 'validatorStorage'];
  const chainPorts = DEVNET_CHAINS.flatMap((c) => [c.name, faultyRpcPortKey(c.name)]);
  for (const name of [...chainPorts, ...services]) {
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    ports[name] = port;
  }
  return ports;
}
