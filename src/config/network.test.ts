import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { devnetConfig } from './devnet';
import { publicDevnetManifestSchema } from './devnet-manifest';
import { SAMPLE_MANIFEST, SAMPLE_ZK } from './devnet-manifest.fixture';
import { MAINNET } from './mainnet';
import { DevnetStartingError, loadNetworkConfig, networkName, withLogsApiOverrides, withRpcOverrides } from './network';
import { TESTNET } from './testnet';
import type { NetworkChain, NetworkConfig } from './types';
import { validateNetworkConfig } from './validate';

describe('network selection', () => {
  it('is mainnet unless VITE_NETWORK says otherwise', () => {
    expect(networkName(undefined)).toBe('mainnet');
    expect(networkName('')).toBe('mainnet');
    expect(networkName('testnet')).toBe('testnet');
    expect(networkName('devnet')).toBe('devnet');
  });

  it('names the variable and the allowed values for anything else', () => {
    expect(() => networkName('Mainnet')).toThrow(
      "VITE_NETWORK is 'Mainnet', but must be one of mainnet, testnet, devnet",
    );
  });

  it('has valid built-in networks, which it returns whole (the browser does not check them again)', async () => {
    expect(validateNetworkConfig(MAINNET)).toEqual(MAINNET);
    expect(validateNetworkConfig(TESTNET)).toEqual(TESTNET);
    expect(await loadNetworkConfig('mainnet')).toEqual(MAINNET);
    expect(await loadNetworkConfig('testnet')).toEqual(TESTNET);
  });

  it('puts first the RPC of each chain a deployer overrides, naming its variable, and only there', () => {
    const overrides = new Map([
      [42161, 'https://arb.example.com/v2/key'],
      [84532, 'https://base-sepolia.example.com'],
    ]);
    const mainnet = withRpcOverrides(MAINNET, (chainId) => overrides.get(chainId));
    const firstTwo = (c: NetworkChain) => [c.chainId, c.rpcUrls.slice(0, 2), c.rpcOverride];
    expect(mainnet.chains.map(firstTwo)).toEqual([
      [42161, ['https://arb.example.com/v2/key', 'https://arb1.arbitrum.io/rpc'], 'VITE_RPC_URL_42161'],
      [2741, ['https://api.mainnet.abs.xyz'], undefined],
      [1, ['https://ethereum.publicnode.com', 'https://eth.drpc.org'], undefined],
      [8453, ['https://base-pokt.nodies.app', 'https://base.public.blockpi.network/v1/rpc/public'], undefined],
    ]);
    expect({ ...mainnet, chains: [] }).toEqual({ ...MAINNET, chains: [] });
    const testnet = withRpcOverrides(TESTNET, (chainId) => overrides.get(chainId));
    expect(testnet.chains.find((c) => c.chainId === 84532)?.rpcUrls).toEqual([
      'https://base-sepolia.example.com',
      'https://sepolia.base.org',
      'https://base-sepolia-rpc.publicnode.com',
    ]);
    expect(testnet.chains.find((c) => c.chainId === 421614)).toEqual(TESTNET.chains.find((c) => c.chainId === 421614));
    // An override that is one of the public RPCs goes first, not twice.
    const again = withRpcOverrides(MAINNET, (chainId) => (chainId === 1 ? 'https://eth.drpc.org' : undefined));
    expect(again.chains.find((c) => c.chainId === 1)?.rpcUrls.slice(0, 3)).toEqual([
      'https://eth.drpc.org',
      'https://ethereum.publicnode.com',
      'https://rpc.flashbots.net',
    ]);
  });

  it('gives a ZK chain the logs API a deployer sets, and no other chain; none is built in', () => {
    const api = (chainId: number) => `https://explorer.example.com/${chainId}/api`;
    const logsApis = (config: NetworkConfig) => config.chains.map((c) => [c.chainId, c.logsApiUrl]);
    expect(logsApis(withLogsApiOverrides(MAINNET, api))).toEqual([
      [42161, undefined],
      [2741, api(2741)],
      [1, undefined],
      [8453, undefined],
    ]);
    expect(logsApis(withLogsApiOverrides(TESTNET, api)).filter(([, url]) => url)).toEqual([[11124, api(11124)]]);
    // Abscan is Etherscan V2, which needs a key a public build cannot hold: mainnet and testnet set none.
    expect([...MAINNET.chains, ...TESTNET.chains].filter((c) => c.logsApiUrl)).toEqual([]);
    expect(withLogsApiOverrides(MAINNET, () => undefined)).toEqual(MAINNET);
  });

  it('refuses a logs API carrying an API key, naming the field', () => {
    const keyed = {
      ...MAINNET,
      chains: MAINNET.chains.map((c) =>
        c.chainId === 2741 ? { ...c, logsApiUrl: 'https://api.etherscan.io/v2/api?chainid=2741&ApiKey=K123' } : c,
      ),
    };
    expect(() => validateNetworkConfig(keyed)).toThrow(ConfigError);
    expect(() => validateNetworkConfig(keyed)).toThrow('chains.1.logsApiUrl must not carry an API key (apikey)');
    const keyless = withLogsApiOverrides(MAINNET, () => 'https://abstract.blockscout.example/api');
    expect(validateNetworkConfig(keyless)).toEqual(keyless);
  });

  it('asks for the devnet when its manifest is missing, and names what is wrong in a bad one', async () => {
    await expect(loadNetworkConfig('devnet', null, null)).rejects.toThrow('start the devnet with `npm start`');
    const bad = {
      ...SAMPLE_MANIFEST,
      chains: [{ ...SAMPLE_MANIFEST.chains[0], rpcUrl: 'nope' }, SAMPLE_MANIFEST.chains[1]],
    };
    // zod's English message, which the app's zod sets (src/zod-csp.ts): the mini build alone says "Invalid input".
    await expect(loadNetworkConfig('devnet', bad)).rejects.toThrow('chains.0.rpcUrl Invalid URL');
  });

  it('says the devnet is starting when the dev server is waiting for its manifest', async () => {
    const starting = await loadNetworkConfig('devnet', null, '/__devnet/ready').catch((error: unknown) => error);
    expect(starting).toBeInstanceOf(DevnetStartingError);
    expect(starting).toBeInstanceOf(ConfigError);
    expect((starting as DevnetStartingError).readyUrl).toBe('/__devnet/ready');
    expect((await loadNetworkConfig('devnet', SAMPLE_MANIFEST, '/__devnet/ready')).name).toBe('devnet');
  });
});

describe('devnet config', () => {
  it('is built from the manifest: chains with their RPC, no explorer on an old one, and connected routes', async () => {
    const config = await loadNetworkConfig('devnet', SAMPLE_MANIFEST);
    // Returned as parsed, with nothing the schema does not know dropped.
    expect(config).toEqual(devnetConfig(publicDevnetManifestSchema.parse(SAMPLE_MANIFEST)));
    expect(config.chains.map((c) => [c.chainSlug, c.rpcUrls, c.blockExplorers.length])).toEqual([
      ['arb', ['http://127.0.0.1:8545'], 0],
      ['abstract', ['http://127.0.0.1:8546'], 0],
      ['eth', ['http://127.0.0.1:8548'], 0],
    ]);
    const magic = config.hyperlaneTokens.filter((t) => t.symbol === 'MAGIC');
    expect(magic.map((t) => [t.chainName, t.standard, t.collateralAddress])).toEqual([
      ['arbitrum', 'collateral', '0x4A679253410272dd5232B3Ff7cF5dbB88f295319'],
      ['abstract', 'synthetic', undefined],
    ]);
    expect(magic[0]?.connections).toEqual([
      { chainName: 'abstract', address: '0xc5a5C42992dECbae36851359345FE25997F5C42d' },
    ]);
    const brains = config.hyperlaneTokens.filter((t) => t.symbol === 'SmolBrain');
    expect(brains.map((t) => [t.isNft, t.decimals, t.collectionSlug])).toEqual([
      [true, 0, 'smol-brains'],
      [true, 0, 'smol-brains'],
    ]);
    expect(config.balanceAssets[42161]?.map((a) => a.symbol)).toEqual(['MAGIC', 'ETH']);
    expect(config.services).toEqual({
      indexerUrl: 'http://127.0.0.1:8550/v1/graphql',
      explorerGraphqlUrl: 'http://127.0.0.1:8550/v1/graphql',
      marketplace: { url: 'http://127.0.0.1:8551', apiKey: 'devnet-api-key' },
    });
    expect(config.balanceAssets[1]?.map((a) => a.symbol)).toEqual(['ETH']);
  });

  it('gives every chain the devnet explorer, and Hyperlane messages too, when the manifest names it', async () => {
    const explorerUrl = 'http://127.0.0.1:8554';
    const config = await loadNetworkConfig('devnet', {
      ...SAMPLE_MANIFEST,
      services: { ...SAMPLE_MANIFEST.services, explorerUrl },
    });
    expect(config.chains.map((c) => c.blockExplorers)).toEqual([
      [{ name: 'Devnet Explorer', url: `${explorerUrl}/arb` }],
      [{ name: 'Devnet Explorer', url: `${explorerUrl}/abstract` }],
      [{ name: 'Devnet Explorer', url: `${explorerUrl}/eth` }],
    ]);
    expect(config.services.hyperlaneExplorerUrl).toBe(explorerUrl);
    // No zk section: no chain is searched for withdrawals, so none has the explorer's logs API.
    expect(config.chains.filter((c) => c.logsApiUrl)).toEqual([]);
    const withZk = await loadNetworkConfig('devnet', {
      ...SAMPLE_MANIFEST,
      zk: SAMPLE_ZK,
      services: { ...SAMPLE_MANIFEST.services, explorerUrl },
    });
    expect(withZk.chains.map((c) => [c.chainSlug, c.logsApiUrl])).toEqual([
      ['arb', undefined],
      ['abstract', `${explorerUrl}/abstract/api`],
      ['eth', undefined],
    ]);
  });

  it('leaves Ronin legs out of the built-in routes, as on mainnet', async () => {
    const ronin = {
      ...SAMPLE_MANIFEST.chains[0],
      name: 'ronin',
      chainId: 2020,
      domainId: 2020,
      rpcUrl: 'http://127.0.0.1:8549',
    };
    const roninMagic = { ...SAMPLE_MANIFEST.tokens[1], chainId: 2020 };
    const config = await loadNetworkConfig('devnet', {
      ...SAMPLE_MANIFEST,
      chains: [...SAMPLE_MANIFEST.chains, ronin],
      tokens: [...SAMPLE_MANIFEST.tokens, roninMagic],
    });
    expect(config.chains.map((c) => c.chainSlug)).toContain('ronin');
    expect(config.hyperlaneTokens.map((t) => t.chainName)).not.toContain('ronin');
    expect(config.balanceAssets[2020]).toEqual([
      { symbol: 'MAGIC', decimals: 18, address: '0xc5a5C42992dECbae36851359345FE25997F5C42d' },
    ]);
  });

  it('refuses a chain the app does not know', () => {
    const unknown = {
      ...SAMPLE_MANIFEST,
      chains: [...SAMPLE_MANIFEST.chains, { ...SAMPLE_MANIFEST.chains[0], name: 'x', chainId: 999, domainId: 999 }],
    };
    expect(() => devnetConfig(publicDevnetManifestSchema.parse(unknown))).toThrow('chain id 999');
  });
});

describe('the devnet’s zk bridge', () => {
  const zk = SAMPLE_ZK;

  it('is built from the manifest’s zk section: the Bridgehub and chain contract only, and ETH alone', async () => {
    const config = await loadNetworkConfig('devnet', { ...SAMPLE_MANIFEST, zk });
    expect(config.zkChains).toEqual([
      {
        l1ChainId: 1,
        l2ChainId: 2741,
        bridgehub: '0x303a465B659cBB0ab36eE643eA362c509EEb5213',
        chainContract: '0x2EDc71E9991A962c7FE172212d1aA9E50480fBb9',
        depositSeconds: 2,
        withdrawalSeconds: 8,
      },
    ]);
    expect(config.zkTokens.map((t) => t.symbol)).toEqual(['ETH']);
  });

  it('refuses a manifest token of the retired `zk-l1` standard: the devnet no longer writes one', () => {
    const l1Magic = {
      symbol: 'MAGIC',
      name: 'MAGIC',
      standard: 'zk-l1',
      decimals: 18,
      chainId: 1,
      router: zk.l1AssetRouter,
      token: '0x4444444444444444444444444444444444444444',
    };
    const manifest = { ...SAMPLE_MANIFEST, zk, tokens: [...SAMPLE_MANIFEST.tokens, l1Magic] };
    expect(publicDevnetManifestSchema.safeParse(manifest).success).toBe(false);
  });

  it('offers no zk route without the section', async () => {
    const config = await loadNetworkConfig('devnet', SAMPLE_MANIFEST);
    expect([config.zkChains, config.zkTokens]).toEqual([[], []]);
  });
});
