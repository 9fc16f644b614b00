import { chainAddresses, chainMetadata, warpRouteConfigs } from '@hyperlane-xyz/registry';
import { describe, expect, it } from 'vitest';
import { CHAINS } from '../../config/chains';
import { MAINNET } from '../../config/mainnet';
import { RETIRED_ROUTES } from '../../config/retired-routes';
import { TESTNET } from '../../config/testnet';
import type { HyperlaneTokenConfig, NetworkConfig } from '../../config/types';
import { destinationsFrom } from '../../lib/routes';
import { builtInRoutes } from '..';
import { isRetiredChain, type RegistryView, registryMismatches } from './registry-compare';

/** The pinned registry package (package.json), as the comparison reads it. */
const REGISTRY: RegistryView = { chainMetadata, chainAddresses, warpRouteConfigs };

const ARB = CHAINS.arb.chainId;

describe('the Hyperlane registry', () => {
  it.each([MAINNET, TESTNET])(
    'is what the $name config says: chains, Mailboxes, legs and every offered direction',
    (network) => {
      expect(registryMismatches(network, REGISTRY)).toEqual([]);
    },
  );

  it('connects no SMOL leg back to Arbitrum, so the mainnet build offers no SMOL route into Arbitrum', () => {
    const smol = warpRouteConfigs['SMOL/arbitrum-abstract-ethereum-solanamainnet-base'];
    const back = smol?.tokens.filter((t) => t.connections?.some((c) => c.token.split('|')[1] === 'arbitrum'));
    expect(back?.map((t) => t.chainName)).toEqual([]);
    const routes = builtInRoutes(MAINNET);
    for (const chain of MAINNET.chains) expect(destinationsFrom(routes, 'SMOL', chain.chainId)).not.toContain(ARB);
  });

  it('disables Ronin and Abstract Testnet, which offer no Hyperlane route', () => {
    expect(isRetiredChain(chainMetadata.ronin)).toBe(true);
    expect(isRetiredChain(chainMetadata.abstracttestnet)).toBe(true);
    expect(MAINNET.chains.map((c) => c.chainSlug)).not.toContain('ronin');
    expect(TESTNET.chains.find((c) => c.chainSlug === 'abstracttest')?.mailbox).toBeUndefined();
  });

  it('is where the retired Ronin leg was: MAGIC’s routers, and Ronin’s RPCs', () => {
    const [ronin] = RETIRED_ROUTES.mainnet ?? [];
    expect(ronin?.chain.chainId).toBe(Number(chainMetadata.ronin?.chainId));
    expect(ronin?.chain.rpcUrls).toEqual(chainMetadata.ronin?.rpcUrls.map((rpc) => rpc.http));
    // The Ronin leg had the Arbitrum router's address (registry 24.3.0, MAGIC/arbitrum-abstract-ronin-base).
    const arbitrumRouter = warpRouteConfigs['MAGIC/abstract']?.tokens.find((t) => t.chainName === 'arbitrum');
    expect(ronin?.token.address.toLowerCase()).toBe(arbitrumRouter?.addressOrDenom?.toLowerCase());
  });
});

describe('the registry comparison', () => {
  const smolLeg = (network: NetworkConfig, chainName: string) => {
    const leg = network.hyperlaneTokens.find((t) => t.symbol === 'SMOL' && t.chainName === chainName);
    if (!leg) throw new Error(`no SMOL leg on ${chainName}`);
    return leg;
  };
  const withLeg = (network: NetworkConfig, changed: HyperlaneTokenConfig): NetworkConfig => ({
    ...network,
    hyperlaneTokens: network.hyperlaneTokens.map((t) =>
      t.symbol === changed.symbol && t.chainName === changed.chainName ? changed : t,
    ),
  });

  it('fails on an offered direction the registry lacks (SMOL Abstract -> Arbitrum)', () => {
    const abstract = smolLeg(MAINNET, 'abstract');
    const arbitrum = smolLeg(MAINNET, 'arbitrum');
    const network = withLeg(MAINNET, {
      ...abstract,
      connections: [...abstract.connections, { chainName: 'arbitrum', address: arbitrum.address }],
    });
    expect(registryMismatches(network, REGISTRY)).toEqual([
      "mainnet SMOL abstract -> arbitrum: offered, but no connection of the registry's",
    ]);
  });

  it('fails on a direction opened by a restriction-free route the registry does not connect', () => {
    // Every SMOL leg connected to every other, as the config once had it.
    const legs = MAINNET.hyperlaneTokens.filter((t) => t.symbol === 'SMOL');
    const network: NetworkConfig = {
      ...MAINNET,
      hyperlaneTokens: MAINNET.hyperlaneTokens.map((t) =>
        t.symbol === 'SMOL'
          ? {
              ...t,
              connections: legs.filter((o) => o !== t).map((o) => ({ chainName: o.chainName, address: o.address })),
            }
          : t,
      ),
    };
    expect(registryMismatches(network, REGISTRY).sort()).toEqual(
      [
        "mainnet SMOL abstract -> arbitrum: offered, but no connection of the registry's",
        "mainnet SMOL base -> arbitrum: offered, but no connection of the registry's",
        "mainnet SMOL ethereum -> arbitrum: offered, but no connection of the registry's",
      ].sort(),
    );
  });

  it('fails on a direction the registry connects that is not offered, and on a missing leg', () => {
    const base = smolLeg(MAINNET, 'base');
    const network = withLeg(MAINNET, {
      ...base,
      connections: base.connections.filter((c) => c.chainName !== 'ethereum'),
    });
    expect(registryMismatches(network, REGISTRY)).toEqual([
      "mainnet SMOL base -> ethereum: a connection of the registry's, not offered",
    ]);
    const withoutBase = { ...MAINNET, hyperlaneTokens: MAINNET.hyperlaneTokens.filter((t) => t !== base) };
    expect(registryMismatches(withoutBase, REGISTRY).sort()).toEqual(
      [
        'mainnet SMOL on base: a leg of SMOL/arbitrum-abstract-ethereum-solanamainnet-base in the registry, not in the config',
        "mainnet SMOL abstract -> base: a connection of the registry's, not offered",
        "mainnet SMOL arbitrum -> base: a connection of the registry's, not offered",
        "mainnet SMOL ethereum -> base: a connection of the registry's, not offered",
      ].sort(),
    );
  });

  it('fails on another router, collateral, standard or decimals than the registry’s', () => {
    const arbitrum = smolLeg(MAINNET, 'arbitrum');
    const other = '0x1111111111111111111111111111111111111111';
    expect(registryMismatches(withLeg(MAINNET, { ...arbitrum, collateralAddress: other }), REGISTRY)).toEqual([
      `mainnet SMOL on arbitrum: collateral ${other}, the registry's 0x9E64D3b9e8eC387a9a58CED80b71Ed815f8D82B5`,
    ]);
    expect(registryMismatches(withLeg(MAINNET, { ...arbitrum, decimals: 6 }), REGISTRY)).toEqual([
      "mainnet SMOL on arbitrum: 6 decimals, the registry's 18",
    ]);
    const ethereum = smolLeg(MAINNET, 'ethereum');
    expect(
      registryMismatches(withLeg(MAINNET, { ...ethereum, standard: 'collateral', collateralAddress: other }), REGISTRY),
    ).toContain(
      "mainnet SMOL on ethereum: collateral, the registry's EvmHypSynthetic (SMOL/arbitrum-abstract-ethereum-solanamainnet-base)",
    );
    const moved = registryMismatches(withLeg(MAINNET, { ...ethereum, address: other }), REGISTRY);
    expect(moved).toContain(`mainnet SMOL on ethereum: router ${other} is in no warp route of the registry`);
  });

  it('fails on another Mailbox, ValidatorAnnounce, domain or RPC list, and on a Mailbox on a chain the registry disables', () => {
    const other = '0x1111111111111111111111111111111111111111' as const;
    const chains = MAINNET.chains.map((c) =>
      c.chainSlug === 'base'
        ? { ...c, mailbox: other, validatorAnnounce: other, domainId: 1 }
        : c.chainSlug === 'abstract'
          ? { ...c, rpcUrls: ['https://abstract.example.com'] }
          : c,
    );
    expect(registryMismatches({ ...MAINNET, chains }, REGISTRY)).toEqual([
      "mainnet abstract: RPCs https://abstract.example.com, the registry's https://api.mainnet.abs.xyz",
      "mainnet base: domain 1, the registry's 8453",
      "mainnet base: Mailbox 0x1111111111111111111111111111111111111111, the registry's 0xeA87ae93Fa0019a82A727bfd3eBd1cFCa8f64f1D",
      "mainnet base: ValidatorAnnounce 0x1111111111111111111111111111111111111111, the registry's 0x182E8d7c5F1B06201b102123FC7dF0EaeB445a7B",
    ]);
    const abstractTestnet = { ...CHAINS.abstracttest, domainId: 11124, rpcUrls: ['https://api.testnet.abs.xyz'] };
    const relayed = {
      ...TESTNET,
      chains: TESTNET.chains.map((c) =>
        c.chainSlug === 'abstracttest'
          ? { ...abstractTestnet, mailbox: '0x28f448885bEaaF662f8A9A6c9aF20fAd17A5a1DC' as const }
          : c,
      ),
    };
    expect(registryMismatches(relayed, REGISTRY)).toEqual([
      'testnet abstracttestnet: the registry disables this chain, but it has a Mailbox',
    ]);
  });
});
