/**
 * Testnet. Each address with its public source (docs/chains-and-assets.md, "Where the addresses come from"):
 * - Mailboxes and domain ids: the Hyperlane registry (`@hyperlane-xyz/registry`, pinned in package.json),
 *   `chains/<name>/addresses.yaml`; registry.test.ts fails when one differs. The registry disables Abstract
 *   Testnet (testnet pruning, registry PR #1140): Hyperlane does not relay there, so it has no Mailbox here
 *   and no Hyperlane route, built-in or from the marketplace's records.
 * - No warp route: the registry has none for MAGIC on these chains (the Arbitrum Sepolia leg that
 *   TreasureProject/hyperlane-warp-ui lists is not in it, and its other legs were on Abstract Testnet).
 * - MAGIC on Sepolia and Arbitrum Sepolia: TreasureProject/tdk-js `packages/core/src/constants.ts`.
 * - ZK Stack bridge for Abstract Testnet: abstract-docs `l1-rollup-contracts`.
 */

import { balanceAssets } from './balance-assets';
import { CHAINS } from './chains';
import { builtServices } from './services';
import type { NetworkConfig } from './types';

const ETH_TOKEN = { symbol: 'ETH', name: 'Ether', decimals: 18 } as const;

export const TESTNET: NetworkConfig = {
  name: 'testnet',
  get services() {
    return builtServices('testnet');
  },
  homeChainId: CHAINS.abstracttest.chainId,
  chains: [
    {
      ...CHAINS.arbsepolia,
      domainId: 421614,
      rpcUrls: [
        'https://arbitrum-sepolia.drpc.org',
        'https://arbitrum-sepolia.gateway.tenderly.co',
        'https://sepolia-rollup.arbitrum.io/rpc',
      ],
      mailbox: '0x598facE78a4302f11E3de0bee1894Da0b2Cb71F8',
      validatorAnnounce: '0x1b33611fCc073aB0737011d5512EF673Bff74962',
    },
    {
      ...CHAINS.abstracttest,
      domainId: 11124,
      rpcUrls: ['https://api.testnet.abs.xyz'],
    },
    {
      ...CHAINS.sepolia,
      domainId: 11155111,
      rpcUrls: [
        'https://ethereum-sepolia.publicnode.com',
        'https://gateway.tenderly.co/public/sepolia',
        'https://sepolia.drpc.org',
        'https://1rpc.io/sepolia',
      ],
      mailbox: '0xfFAEF09B3cd11D9b20d1a19bECca54EEC2884766',
      validatorAnnounce: '0xE6105C59480a1B7DD3E4f28153aFdbE12F4CfCD9',
    },
    {
      ...CHAINS.basesepolia,
      domainId: 84532,
      rpcUrls: ['https://sepolia.base.org', 'https://base-sepolia-rpc.publicnode.com'],
      mailbox: '0x6966b0E55883d49BFB24539356a2f8A673E02039',
      validatorAnnounce: '0x20c44b1E3BeaDA1e9826CFd48BeEDABeE9871cE9',
    },
  ],
  hyperlaneRegistry: true,
  // The spec's 5 minutes (docs/routes.md, "Times").
  hyperlaneDeliverySeconds: 5 * 60,
  gcsApiUrl: 'https://storage.googleapis.com',
  hyperlaneTokens: [],
  zkChains: [
    {
      l1ChainId: CHAINS.sepolia.chainId,
      l2ChainId: CHAINS.abstracttest.chainId,
      bridgehub: '0x35A54c8C757806eB6820629bc82d90E056394C92',
      chainContract: '0x8ad52ff836a30f063df51a00c99518880b8b36ac',
    },
  ],
  // ETH only, as on mainnet (mainnet.ts says why).
  zkTokens: [{ ...ETH_TOKEN, l1ChainId: CHAINS.sepolia.chainId, l2ChainId: CHAINS.abstracttest.chainId }],
  routeRestrictions: [],
  // The registry has no Treasure warp route on testnet and no testnet owner is published: a server route the
  // signed list names would still fail the owner check, so testnet offers its built-in routes (docs/routes.md).
  trustedRouterOwners: [],
  trustedIsms: [],
  // tdk-js lists 0x55d0…191c as MAGIC on Arbitrum Sepolia, while the warp route wraps 0xe2fa…4436; the
  // balance shown is the warp route's, the one this bridge moves. MAGIC's testnet addresses on Abstract
  // Testnet and Base Sepolia are not public: those chains show WETH and ETH only.
  balanceAssets: {
    ...balanceAssets({
      arbsepolia: { MAGIC: '0xe2faac0d4fd98a9b2275e5acd90d81fa0b6a4436' },
      sepolia: { MAGIC: '0x013cb2854daad8203c6686682f5d876e5d3de4a2' },
    }),
    ...balanceAssets({ abstracttest: {}, basesepolia: {} }, ['MAGIC']),
  },
};
