/**
 * For unit tests (registry.test.ts): how a network config differs from the Hyperlane registry
 * (`@hyperlane-xyz/registry`), the source of the mainnet and testnet chains' domain ids and Mailboxes and of
 * their warp routes (docs/routes.md, "Built-in routes"). The app never loads the registry: its data is large,
 * and the config carries the little of it the app needs.
 */

import type { NetworkConfig } from '../../config/types';
import { findRoute } from '../../lib/routes';
import { hyperlaneRoutes } from './built-in-routes';

/** The parts of the registry's chain metadata read here. */
interface RegistryChain {
  readonly chainId: number | string;
  readonly domainId: number;
  readonly availability?: { readonly status?: string; readonly reasons?: readonly string[] } | undefined;
  readonly deprecated?: boolean | undefined;
  readonly rpcUrls?: readonly { readonly http: string }[] | undefined;
}

/** One leg of a registry warp route (its `WarpCoreConfig` token). */
interface RegistryToken {
  readonly chainName: string;
  readonly standard?: string | undefined;
  readonly symbol?: string | undefined;
  readonly decimals?: number | undefined;
  readonly addressOrDenom?: string | undefined;
  readonly collateralAddressOrDenom?: string | undefined;
  /** `protocol|chainName|router` of each leg this one sends to. */
  readonly connections?: readonly { readonly token: string }[] | undefined;
}

/** What the comparison reads of the registry: its exports `chainMetadata`, `chainAddresses`, `warpRouteConfigs`. */
export interface RegistryView {
  readonly chainMetadata: Readonly<Record<string, RegistryChain>>;
  readonly chainAddresses: Readonly<
    Record<string, { readonly mailbox?: string | undefined; readonly validatorAnnounce?: string | undefined }>
  >;
  readonly warpRouteConfigs: Readonly<Record<string, { readonly tokens: readonly RegistryToken[] }>>;
}

/** A chain Hyperlane no longer relays to: the registry disables it (e.g. as deprecated) or marks it deprecated. */
export function isRetiredChain(chain: RegistryChain | undefined): boolean {
  return chain?.availability?.status === 'disabled' || chain?.deprecated === true;
}

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

const STANDARDS: Readonly<Record<string, string>> = { EvmHypCollateral: 'collateral', EvmHypSynthetic: 'synthetic' };

function connectionTarget(connection: { readonly token: string }): { chainName: string; router: string } {
  const [, chainName = '', router = ''] = connection.token.split('|');
  return { chainName, router };
}

/**
 * Every way `network` differs from `registry`, one sentence each; none when they agree. Checked: each chain's
 * id, domain id, public RPCs (the registry's, in its order: docs/rpc.md), Mailbox and ValidatorAnnounce (a chain the registry disables must have no Mailbox, so no Hyperlane route);
 * each warp route leg's router, standard, collateral token, decimals and symbol; and each direction the app
 * offers over Hyperlane (`findRoute` on the built-in routes, as the form asks), which must be a connection of
 * the origin leg to the destination's router in the registry, while every connection the registry lists
 * between the network's chains must be offered.
 */
export function registryMismatches(network: NetworkConfig, registry: RegistryView): string[] {
  const problems: string[] = [];
  const names = new Set(network.chains.map((c) => c.hyperlaneName));
  const retired = (name: string) => isRetiredChain(registry.chainMetadata[name]);

  for (const chain of network.chains) {
    const where = `${network.name} ${chain.hyperlaneName}`;
    const metadata = registry.chainMetadata[chain.hyperlaneName];
    if (!metadata) {
      problems.push(`${where}: no such chain in the registry`);
      continue;
    }
    if (Number(metadata.chainId) !== chain.chainId) {
      problems.push(`${where}: chain id ${chain.chainId}, the registry's ${metadata.chainId}`);
    }
    if (metadata.domainId !== chain.domainId) {
      problems.push(`${where}: domain ${chain.domainId}, the registry's ${metadata.domainId}`);
    }
    const rpcUrls = (metadata.rpcUrls ?? []).map((rpc) => rpc.http);
    if (rpcUrls.join(' ') !== chain.rpcUrls.join(' ')) {
      problems.push(`${where}: RPCs ${chain.rpcUrls.join(', ')}, the registry's ${rpcUrls.join(', ')}`);
    }
    const mailbox = registry.chainAddresses[chain.hyperlaneName]?.mailbox;
    if (retired(chain.hyperlaneName)) {
      if (chain.mailbox) problems.push(`${where}: the registry disables this chain, but it has a Mailbox`);
    } else {
      if (!same(chain.mailbox, mailbox)) {
        problems.push(`${where}: Mailbox ${chain.mailbox ?? 'none'}, the registry's ${mailbox ?? 'none'}`);
      }
      const announce = registry.chainAddresses[chain.hyperlaneName]?.validatorAnnounce;
      if (!same(chain.validatorAnnounce, announce)) {
        problems.push(
          `${where}: ValidatorAnnounce ${chain.validatorAnnounce ?? 'none'}, the registry's ${announce ?? 'none'}`,
        );
      }
    }
  }

  const registryLegs = Object.entries(registry.warpRouteConfigs).flatMap(([id, route]) =>
    route.tokens.map((token) => ({ id, token })),
  );
  const legAt = (chainName: string, router: string | undefined) =>
    registryLegs.find(({ token }) => token.chainName === chainName && same(token.addressOrDenom, router));
  const usedRoutes = new Set<string>();

  for (const leg of network.hyperlaneTokens) {
    const where = `${network.name} ${leg.symbol} on ${leg.chainName}`;
    const found = legAt(leg.chainName, leg.address);
    if (!found) {
      problems.push(`${where}: router ${leg.address} is in no warp route of the registry`);
      continue;
    }
    usedRoutes.add(found.id);
    const { token } = found;
    if (STANDARDS[token.standard ?? ''] !== leg.standard) {
      problems.push(`${where}: ${leg.standard}, the registry's ${token.standard} (${found.id})`);
    }
    if (leg.standard === 'collateral' && !same(leg.collateralAddress, token.collateralAddressOrDenom)) {
      problems.push(`${where}: collateral ${leg.collateralAddress}, the registry's ${token.collateralAddressOrDenom}`);
    }
    if (token.decimals !== leg.decimals)
      problems.push(`${where}: ${leg.decimals} decimals, the registry's ${token.decimals}`);
    if (token.symbol !== leg.symbol) problems.push(`${where}: symbol ${leg.symbol}, the registry's ${token.symbol}`);
    if (retired(leg.chainName)) problems.push(`${where}: the registry disables this chain`);
  }

  // The directions the app offers over Hyperlane, exactly as the form finds them.
  const routes = hyperlaneRoutes(network);
  const symbols = [...new Set(routes.map((r) => r.token.symbol))];
  const offered = new Set<string>();
  for (const symbol of symbols) {
    for (const from of network.chains) {
      for (const to of network.chains) {
        const answer = findRoute(routes, { token: symbol, fromChainId: from.chainId, toChainId: to.chainId });
        if (!answer.ok) continue;
        const direction = `${network.name} ${symbol} ${from.hyperlaneName} -> ${to.hyperlaneName}`;
        offered.add(direction);
        const origin = legAt(from.hyperlaneName, answer.from.router);
        const sends = origin?.token.connections?.some((c) => {
          const target = connectionTarget(c);
          return target.chainName === to.hyperlaneName && same(target.router, answer.to.router);
        });
        if (!sends) problems.push(`${direction}: offered, but no connection of the registry's`);
      }
    }
  }

  // Every leg and connection of the registry's routes in use, on the network's relayed chains, is the app's.
  for (const { id, token } of registryLegs) {
    if (!usedRoutes.has(id) || !names.has(token.chainName) || retired(token.chainName)) continue;
    const symbol = token.symbol ?? id;
    if (
      !network.hyperlaneTokens.some((l) => l.chainName === token.chainName && same(l.address, token.addressOrDenom))
    ) {
      problems.push(
        `${network.name} ${symbol} on ${token.chainName}: a leg of ${id} in the registry, not in the config`,
      );
      continue;
    }
    for (const connection of token.connections ?? []) {
      const target = connectionTarget(connection);
      if (!names.has(target.chainName) || retired(target.chainName)) continue;
      const direction = `${network.name} ${symbol} ${token.chainName} -> ${target.chainName}`;
      if (!offered.has(direction)) problems.push(`${direction}: a connection of the registry's, not offered`);
    }
  }
  return problems;
}
