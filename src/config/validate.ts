import { ConfigError } from './config-error';
import { imageOriginsOf } from './image-origins';
import { type NetworkConfig, networkConfigSchema } from './types';

/**
 * Checks a network config at start-up: shapes and addresses, and that everything it names (chains of
 * tokens, routes, the home chain) is a chain of the network. Returns the parsed config; throws one
 * ConfigError listing every problem.
 */
export function validateNetworkConfig(config: NetworkConfig): NetworkConfig {
  const problems: string[] = [];
  const parsed = networkConfigSchema.safeParse(config);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')} ${issue.message}`);
  }
  const chainIds = new Set(config.chains.map((c) => c.chainId));
  const chainNames = new Set(config.chains.map((c) => c.hyperlaneName));
  // A chain without a Mailbox is one Hyperlane does not relay to (docs/routes.md): no warp route leg there.
  const relayed = new Set(config.chains.filter((c) => c.mailbox).map((c) => c.hyperlaneName));
  const knownChain = (id: number, where: string) => {
    if (!chainIds.has(id)) problems.push(`${where}: chain ${id} is not a chain of this network`);
  };
  knownChain(config.homeChainId, 'homeChainId');
  config.hyperlaneTokens.forEach((token, i) => {
    for (const name of [token.chainName, ...token.connections.map((c) => c.chainName)]) {
      if (!chainNames.has(name))
        problems.push(`hyperlaneTokens.${i} (${token.symbol}): ${name} is not a chain of this network`);
      else if (!relayed.has(name))
        problems.push(`hyperlaneTokens.${i} (${token.symbol}): ${name} has no Mailbox, so no Hyperlane route`);
    }
    if (token.standard === 'collateral' && !token.collateralAddress) {
      problems.push(`hyperlaneTokens.${i} (${token.symbol}): a collateral leg needs its collateralAddress`);
    }
  });
  config.zkChains.forEach((c, i) => {
    knownChain(c.l1ChainId, `zkChains.${i}`);
    knownChain(c.l2ChainId, `zkChains.${i}`);
  });
  config.zkTokens.forEach((t, i) => {
    knownChain(t.l1ChainId, `zkTokens.${i}`);
    knownChain(t.l2ChainId, `zkTokens.${i}`);
  });
  config.routeRestrictions.forEach((r, i) => {
    knownChain(r.l1ChainId, `routeRestrictions.${i}`);
    knownChain(r.l2ChainId, `routeRestrictions.${i}`);
  });
  try {
    imageOriginsOf(config);
  } catch {
    problems.push('services.marketplace.url: its origin cannot serve images (https, or http on the loopback)');
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`The ${config.name} network config is invalid:\n- ${problems.join('\n- ')}`);
  }
  return parsed.data;
}
