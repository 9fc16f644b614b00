/**
 * Devnet: the local chains started by `npm start`, built from the manifest the devnet writes
 * (`.devnet/manifest.json`, see the README). The devnet's own explorer serves every chain's transactions and
 * addresses and the Hyperlane messages (docs/explorer.md), and Abstract's logs as an Etherscan-compatible API
 * (docs/zk-devnet.md, "The logs API"). Devnet chains have no ENS.
 */
import { getAddress } from 'viem';
import { balanceAssets } from './balance-assets';
import { chainOf } from './chain-of';
import { CHAINS, chainById } from './chains';
import type { PublicDevnetManifest } from './devnet-manifest';
import type {
  ChainSlug,
  HyperlaneTokenConfig,
  NetworkChain,
  NetworkConfig,
  ZkChainConfig,
  ZkTokenConfig,
} from './types';
import { warpRoute } from './warp-route';

/**
 * The devnet sequencer's own timing (docs/routes.md, "Times"): a deposit runs within a second or two, a
 * withdrawal's batch seals within a second and executes after `DEVNET_ZK_EXECUTE_DELAY` (5 s by default).
 */
const DEVNET_ZK_TIMES = { depositSeconds: 2, withdrawalSeconds: 8 } as const;

/**
 * The devnet relayer delivers a message within a few seconds (docs/routes.md, "Times"), so a message it has
 * not delivered after this many is late, and a browser test can wait past it (docs/transfers.md, "Late
 * transfers").
 */
const DEVNET_HYPERLANE_DELIVERY_SECONDS = 15;

const DEVNET_EXPLORER_NAME = 'Devnet Explorer';
const DEVNET_ROUTER_OWNER_NAME = 'Devnet deployer';

const SERVER_ONLY_CHAIN_IDS: readonly number[] = [CHAINS.ronin.chainId];

export function devnetConfig(manifest: PublicDevnetManifest): NetworkConfig {
  const { explorerUrl } = manifest.services;
  const chains: NetworkChain[] = manifest.chains.map((c) => {
    const known = chainById(c.chainId);
    if (!known) throw new Error(`The devnet manifest has chain id ${c.chainId}, which the app does not know`);
    // No ENS on the devnet's Ethereum: nothing is asked of a resolver that is not there.
    const { ensUniversalResolver: _, ...metadata } = known;
    const blockExplorers = explorerUrl
      ? [{ name: DEVNET_EXPLORER_NAME, url: `${explorerUrl}/${known.chainSlug}` }]
      : [];
    // The explorer's Etherscan-compatible logs API, on the ZK chain, where the withdrawal search asks it first.
    const logsApi = explorerUrl && c.chainId === manifest.zk?.l2ChainId;
    return {
      ...metadata,
      blockExplorers,
      ...(logsApi ? { logsApiUrl: `${explorerUrl}/${known.chainSlug}/api` } : {}),
      domainId: c.domainId,
      rpcUrls: c.faultyRpcUrl ? [c.faultyRpcUrl, c.rpcUrl] : [c.rpcUrl],
      ...(c.wsUrl ? { wsUrl: c.wsUrl } : {}),
      mailbox: getAddress(c.mailbox),
      ...(c.validatorAnnounce ? { validatorAnnounce: getAddress(c.validatorAnnounce) } : {}),
    };
  });
  const nameOf = (chainId: number) => chainOf(manifest, chainId)?.name ?? String(chainId);
  const warpTokens = manifest.tokens;

  const hasRoute = (symbol: string, chainId: number) =>
    warpTokens.some((t) => t.symbol === symbol && t.chainId === chainId);
  // Built-in routes are mainnet's: Ronin's legs were removed from the Hyperlane registry, so they are not
  // built in here either. The devnet marketplace still lists Arbitrum -> Ronin, a server-only direction.
  const builtInTokens = warpTokens.filter((t) => !SERVER_ONLY_CHAIN_IDS.includes(t.chainId));
  const symbols = [...new Set(builtInTokens.map((t) => t.symbol))];
  const hyperlaneTokens: HyperlaneTokenConfig[] = symbols.flatMap((symbol) =>
    warpRoute(
      builtInTokens
        .filter((t) => t.symbol === symbol)
        .map((t) => {
          const collateral = t.standard === 'collateral' || t.standard === 'erc721-collateral';
          const isNft = t.standard.startsWith('erc721');
          return {
            chainName: nameOf(t.chainId),
            standard: collateral ? 'collateral' : 'synthetic',
            decimals: t.decimals,
            symbol: t.symbol,
            name: t.name,
            address: getAddress(t.router),
            ...(collateral ? { collateralAddress: getAddress(t.token) } : {}),
            isNft,
            ...(isNft ? { collectionSlug: 'smol-brains' } : {}),
          } as const;
        }),
    ),
  );

  const magicBySlug: Partial<Record<ChainSlug, Record<string, `0x${string}`>>> = {};
  for (const chain of chains) {
    const magic = warpTokens.find((t) => t.symbol === 'MAGIC' && t.chainId === chain.chainId);
    magicBySlug[chain.chainSlug] = magic ? { MAGIC: getAddress(magic.token) } : {};
  }
  // The devnet deploys no WETH, and MAGIC only where its warp route reaches.
  const withMagic = Object.fromEntries(Object.entries(magicBySlug).filter(([, tokens]) => tokens?.MAGIC));
  const withoutMagic = Object.fromEntries(Object.entries(magicBySlug).filter(([, tokens]) => !tokens?.MAGIC));

  return {
    name: 'devnet',
    services: {
      indexerUrl: manifest.services.indexerUrl,
      // The devnet indexer speaks the explorer's GraphQL API too.
      explorerGraphqlUrl: manifest.services.indexerUrl,
      ...(explorerUrl ? { hyperlaneExplorerUrl: explorerUrl } : {}),
      marketplace: { url: manifest.services.marketplaceUrl, apiKey: manifest.services.marketplaceApiKey },
      ...onrampConfig(manifest.services),
      ...(manifest.services.routeListSigner ? { routeListSigner: getAddress(manifest.services.routeListSigner) } : {}),
    },
    homeChainId: CHAINS.abstract.chainId,
    chains,
    // The devnet deploys its own routes: they are built in, not the registry's.
    hyperlaneRegistry: false,
    hyperlaneTokens,
    hyperlaneDeliverySeconds: DEVNET_HYPERLANE_DELIVERY_SECONDS,
    // The devnet's stand-in for Google Cloud Storage, where its validators publish (docs/self-delivery.md).
    gcsApiUrl: manifest.services.validatorStorageUrl ?? 'https://storage.googleapis.com',
    ...zkConfig(manifest),
    // The same one-way SMOL legs as on mainnet, so the rule is exercised on the devnet too.
    routeRestrictions: [
      { symbol: 'SMOL', l1ChainId: CHAINS.arb.chainId, l2ChainId: CHAINS.eth.chainId, withdrawDisabled: true },
      { symbol: 'SMOL', l1ChainId: CHAINS.arb.chainId, l2ChainId: CHAINS.base.chainId, withdrawDisabled: true },
    ].filter((r) => hasRoute('SMOL', r.l1ChainId) && hasRoute('SMOL', r.l2ChainId)),
    // The devnet deploys every router from one account, as Treasure owns its routes on mainnet.
    trustedRouterOwners: chains.map((chain) => ({
      chainId: chain.chainId,
      address: getAddress(manifest.routerOwner),
      name: DEVNET_ROUTER_OWNER_NAME,
    })),
    // The devnet's routers keep the Mailbox's default ISM.
    trustedIsms: [],
    balanceAssets: {
      ...balanceAssets(withMagic, ['WETH']),
      ...balanceAssets(withoutMagic, ['WETH', 'MAGIC']),
    },
  };
}

function onrampConfig({ onrampUrl: url, onrampPublicKey: publicKey }: PublicDevnetManifest['services']) {
  return url && publicKey ? { onramp: { url, publicKey } } : {};
}

/**
 * The devnet's ZK Stack bridge, from the manifest's `zk` section: the Bridgehub and the chain contract only,
 * as on mainnet (the asset router, nullifier and vault are read and checked at run time), moving ETH only,
 * as on mainnet. A manifest without the section (a devnet before the zk stand-in) has no zk route.
 */
function zkConfig(manifest: PublicDevnetManifest): { zkChains: ZkChainConfig[]; zkTokens: ZkTokenConfig[] } {
  const { zk } = manifest;
  if (!zk) return { zkChains: [], zkTokens: [] };
  const pair = { l1ChainId: zk.l1ChainId, l2ChainId: zk.l2ChainId };
  return {
    zkChains: [
      {
        ...pair,
        bridgehub: getAddress(zk.bridgehub),
        chainContract: getAddress(zk.chainContract),
        ...DEVNET_ZK_TIMES,
      },
    ],
    zkTokens: [{ symbol: 'ETH', name: 'Ether', decimals: 18, ...pair }],
  };
}
