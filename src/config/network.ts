import devnetManifest, { readyUrl as devnetReadyUrl, progressUrl } from 'virtual:devnet-manifest';
import { ConfigError } from './config-error';
import { logsApiUrlOverride, rpcUrlOverride } from './env';
import { MAINNET } from './mainnet';
import { withRpcOverride } from './rpc-urls';
import type { NetworkConfig, NetworkName } from './types';

export const NETWORK_NAMES: readonly NetworkName[] = ['mainnet', 'testnet', 'devnet'];

/** `VITE_NETWORK`: `npm start` sets devnet; a build without it is mainnet. */
export function networkName(value: string | undefined): NetworkName {
  if (value === undefined || value === '') return 'mainnet';
  if ((NETWORK_NAMES as readonly string[]).includes(value)) return value as NetworkName;
  throw new ConfigError(`VITE_NETWORK is '${value}', but must be one of ${NETWORK_NAMES.join(', ')}`);
}

/**
 * `config` with each chain's `VITE_RPC_URL_<chainId>` override, if any, as its first RPC (docs/deploying.md). The devnet's chains carry real chain ids too, but their RPCs are its own: a
 * deployer's override must never send a devnet's reads to a real chain, so only built-in networks take it.
 */
export function withRpcOverrides(
  config: NetworkConfig,
  override: (chainId: number) => string | undefined = rpcUrlOverride,
): NetworkConfig {
  return {
    ...config,
    chains: config.chains.map((chain) => withRpcOverride(chain, override)),
  };
}

/**
 * `config` with each ZK chain's `VITE_LOGS_API_URL_<chainId>` logs API, if any (docs/transfers.md, "Searching
 * the chain"). Built-in networks only, as the RPC overrides: the devnet's Abstract is its own chain.
 */
export function withLogsApiOverrides(
  config: NetworkConfig,
  override: (chainId: number) => string | undefined = logsApiUrlOverride,
): NetworkConfig {
  const zkChainIds = new Set(config.zkChains.map((c) => c.l2ChainId));
  return {
    ...config,
    chains: config.chains.map((chain) => {
      const logsApiUrl = zkChainIds.has(chain.chainId) ? override(chain.chainId) : undefined;
      return logsApiUrl === undefined ? chain : { ...chain, logsApiUrl };
    }),
  };
}

/** A built-in network with the build's overrides: RPCs and logs APIs. */
const withOverrides = (config: NetworkConfig) => withLogsApiOverrides(withRpcOverrides(config));

/** Set while the dev server runs for the devnet: answers which of the devnet's parts are still starting. */
export const devnetProgressUrl: string | null = progressUrl;

/** The devnet has not written its manifest yet; `readyUrl` answers `{ "ready": true }` once it has. */
export class DevnetStartingError extends ConfigError {
  constructor(readonly readyUrl: string) {
    super('The devnet is starting: its manifest is not there yet');
    this.name = 'DevnetStartingError';
  }
}

/**
 * The config of network `name`: a built-in one as written (tests validate it), the devnet's built from the manifest it
 * wrote and validated. Without the manifest, a DevnetStartingError when the dev server says the devnet is still starting (`readyUrl`).
 * Mainnet's is part of the first screen; testnet's and the devnet's (with the manifest's schema) load on
 * demand, so that a mainnet build does not carry them (README, the first-load budget).
 */
export async function loadNetworkConfig(
  name: NetworkName,
  manifest: unknown = devnetManifest,
  readyUrl: string | null = devnetReadyUrl,
): Promise<NetworkConfig> {
  // The built-in networks are constants that network.test.ts validates, and their overrides are checked
  // with the env (checkEnv): validating them again in every browser held a phone's main thread before the first
  // render, most of it EIP-55 checksums (docs/performance.md, "On a phone"). The devnet's comes from its manifest.
  if (name === 'mainnet') return withOverrides(MAINNET);
  if (name === 'testnet') return withOverrides((await import('./other-networks')).TESTNET);
  if (manifest === null || manifest === undefined) {
    if (readyUrl !== null) throw new DevnetStartingError(readyUrl);
    throw new ConfigError('VITE_NETWORK is devnet but no devnet manifest was found: start the devnet with `npm start`');
  }
  const [{ publicDevnetManifestSchema, devnetConfig }, { validateNetworkConfig }] = await Promise.all([
    import('./other-networks'),
    import('./validate'),
  ]);
  const parsed = publicDevnetManifestSchema.safeParse(manifest);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`The devnet manifest is invalid:\n- ${problems.join('\n- ')}`);
  }
  return validateNetworkConfig(devnetConfig(parsed.data));
}
