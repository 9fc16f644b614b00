import { isAddress } from 'viem';
import { z } from 'zod';
import type { NetworkConfig } from './types';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

// viem's isAddress checks the EIP-55 checksum of mixed-case addresses; all-lowercase ones pass as written.
const address = z.string().refine((value) => isAddress(value), 'is not a valid address (bad hex or checksum)');
const chainId = z.number().int().positive();

const networkSchema = z.object({
  name: z.enum(['mainnet', 'testnet', 'devnet']),
  services: z.object({
    indexerUrl: z.string().url(),
    marketplace: z.object({ url: z.string().url(), apiKey: z.string().min(1) }).optional(),
  }),
  homeChainId: chainId,
  chains: z
    .array(
      z.object({
        chainId,
        chainSlug: z.string(),
        hyperlaneName: z.string().min(1),
        rpcUrl: z.string().url(),
        domainId: chainId,
        mailbox: address.optional(),
      }),
    )
    .min(1),
  hyperlaneTokens: z.array(
    z.object({
      chainName: z.string().min(1),
      standard: z.enum(['collateral', 'synthetic']),
      decimals: z.number().int().min(0).max(36),
      symbol: z.string().min(1),
      name: z.string().min(1),
      address,
      collateralAddress: address.optional(),
      isNft: z.boolean(),
      connections: z.array(z.object({ chainName: z.string().min(1), address })),
    }),
  ),
  zkChains: z.array(z.object({ l1ChainId: chainId, l2ChainId: chainId, bridgehub: address, diamondProxy: address })),
  zkTokens: z.array(
    z.object({
      symbol: z.string(),
      l1ChainId: chainId,
      l2ChainId: chainId,
      l1Address: address,
      l2Address: address.optional(),
    }),
  ),
  routeRestrictions: z.array(z.object({ symbol: z.string(), l1ChainId: chainId, l2ChainId: chainId })),
  balanceAssets: z.record(
    z.string(),
    z.array(z.object({ symbol: z.string(), decimals: z.number(), address: address.optional() })),
  ),
});

/**
 * Checks a network config at start-up: shapes and addresses, and that everything it names (chains of
 * tokens, routes, the home chain) is a chain of the network. Throws one ConfigError listing every problem.
 */
export function validateNetworkConfig(config: NetworkConfig): NetworkConfig {
  const problems: string[] = [];
  const parsed = networkSchema.safeParse(config);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')} ${issue.message}`);
  }
  const chainIds = new Set(config.chains.map((c) => c.chainId));
  const chainNames = new Set(config.chains.map((c) => c.hyperlaneName));
  const knownChain = (id: number, where: string) => {
    if (!chainIds.has(id)) problems.push(`${where}: chain ${id} is not a chain of this network`);
  };
  knownChain(config.homeChainId, 'homeChainId');
  config.hyperlaneTokens.forEach((token, i) => {
    for (const name of [token.chainName, ...token.connections.map((c) => c.chainName)]) {
      if (!chainNames.has(name))
        problems.push(`hyperlaneTokens.${i} (${token.symbol}): ${name} is not a chain of this network`);
    }
    if (token.standard === 'collateral' && !token.collateralAddress) {
      problems.push(`hyperlaneTokens.${i} (${token.symbol}): a collateral leg needs its collateralAddress`);
    }
  });
  config.zkTokens.forEach((t, i) => {
    knownChain(t.l1ChainId, `zkTokens.${i}`);
    knownChain(t.l2ChainId, `zkTokens.${i}`);
  });
  config.routeRestrictions.forEach((r, i) => {
    knownChain(r.l1ChainId, `routeRestrictions.${i}`);
    knownChain(r.l2ChainId, `routeRestrictions.${i}`);
  });
  if (problems.length > 0) {
    throw new ConfigError(`The ${config.name} network config is invalid:\n- ${problems.join('\n- ')}`);
  }
  return config;
}
