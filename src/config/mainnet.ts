/**
 * Mainnet. Each address with its public source (docs/chains-and-assets.md, "Where the addresses come from"):
 * - Mailboxes, domain ids and both warp routes: the Hyperlane registry (`@hyperlane-xyz/registry`, pinned in
 *   package.json), `chains/<name>/addresses.yaml` and `deployments/warp_routes/`. registry.test.ts fails when
 *   a chain, leg or offered direction here differs from the registry's.
 * - MAGIC warp route: registry id MAGIC/abstract. Its Ronin leg was removed from the registry on 2026-08-07
 *   and Ronin is disabled there as deprecated, so Ronin is not a chain of this network (holders of MAGIC
 *   there are told the route was retired: retired-routes.ts).
 * - SMOL warp route: registry id SMOL/arbitrum-abstract-ethereum-solanamainnet-base. Its legs on Abstract,
 *   Base and Ethereum list no connection to Arbitrum (registry PR #1089): SMOL only leaves Arbitrum.
 * - MAGIC on Ethereum: TreasureProject/tdk-js `packages/core/src/constants.ts`.
 * - Smol Brains on Arbitrum: TreasureProject/smol-quests `src/const.ts`. No public bridge record exists for
 *   it, so it has no route here until the project deploys one.
 * - ZK Stack bridge for Abstract: abstract-docs `l1-rollup-contracts`.
 * - Trusted router owners and ISMs: the `owner` and `interchainSecurityModule` of each leg in the registry's deploy configs of the two routes,
 *   hyperlane-registry `deployments/warp_routes/MAGIC/abstract-deploy.yaml` and
 *   `deployments/warp_routes/SMOL/arbitrum-abstract-ethereum-solanamainnet-base-deploy.yaml` (the npm package
 *   ships the route configs only, so these are pinned here).
 */

import { balanceAssets } from './balance-assets';
import { CHAINS } from './chains';
import { builtServices } from './services';
import type { NetworkConfig } from './types';
import { warpRoute } from './warp-route';

const ETH_TOKEN = { symbol: 'ETH', name: 'Ether', decimals: 18 } as const;
const MAGIC = { symbol: 'MAGIC', name: 'MAGIC', decimals: 18, isNft: false } as const;
const SMOL = { symbol: 'SMOL', name: 'SMOL', decimals: 18, isNft: false } as const;

const MAGIC_ARBITRUM = '0x539bdE0d7Dbd336b79148AA742883198BBF60342';
const MAGIC_ABSTRACT = '0x263D8f36Bb8d0d9526255E205868C26690b04B88';
const MAGIC_BASE = '0xF1572d1Da5c3CcE14eE5a1c9327d17e9ff0E3f43';

/** The owner of both routes' Arbitrum legs and of SMOL's Ethereum leg. */
const TREASURE_ARBITRUM_OWNER = '0x142417CA4604750675250f4AAD4e8e429DF48b44';
const TREASURE = 'Treasure';

export const MAINNET: NetworkConfig = {
  name: 'mainnet',
  get services() {
    return builtServices('mainnet');
  },
  homeChainId: CHAINS.abstract.chainId,
  chains: [
    {
      ...CHAINS.arb,
      domainId: 42161,
      rpcUrls: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum.drpc.org', 'https://arbitrum-one-rpc.publicnode.com'],
      mailbox: '0x979Ca5202784112f4738403dBec5D0F3B9daabB9',
      validatorAnnounce: '0x1df063280C4166AF9a725e3828b4dAC6c7113B08',
    },
    {
      ...CHAINS.abstract,
      domainId: 2741,
      rpcUrls: ['https://api.mainnet.abs.xyz'],
      mailbox: '0x9BbDf86b272d224323136E15594fdCe487F40ce7',
      validatorAnnounce: '0x2235662a9a8ED39AE489aafb2feE13Db26f72044',
    },
    {
      ...CHAINS.eth,
      domainId: 1,
      rpcUrls: [
        'https://ethereum.publicnode.com',
        'https://eth.drpc.org',
        'https://rpc.flashbots.net',
        'https://eth.blockrazor.xyz',
        'https://eth-pokt.nodies.app',
      ],
      mailbox: '0xc005dc82818d67AF737725bD4bf75435d065D239',
      validatorAnnounce: '0xCe74905e51497b4adD3639366708b821dcBcff96',
    },
    {
      ...CHAINS.base,
      domainId: 8453,
      rpcUrls: [
        'https://base-pokt.nodies.app',
        'https://base.public.blockpi.network/v1/rpc/public',
        'https://mainnet.base.org',
        'https://base.drpc.org',
        'https://1rpc.io/base',
        'https://base.gateway.tenderly.co',
        'https://base-rpc.publicnode.com',
      ],
      mailbox: '0xeA87ae93Fa0019a82A727bfd3eBd1cFCa8f64f1D',
      validatorAnnounce: '0x182E8d7c5F1B06201b102123FC7dF0EaeB445a7B',
    },
  ],
  hyperlaneRegistry: true,
  // The spec's 5 minutes (docs/routes.md, "Times").
  hyperlaneDeliverySeconds: 5 * 60,
  gcsApiUrl: 'https://storage.googleapis.com',
  hyperlaneTokens: [
    ...warpRoute([
      {
        ...MAGIC,
        chainName: 'arbitrum',
        standard: 'collateral',
        address: '0x37687d638EA2D25Df5350D37d5BccBF7Fff1F2B3',
        collateralAddress: MAGIC_ARBITRUM,
      },
      { ...MAGIC, chainName: 'abstract', standard: 'synthetic', address: MAGIC_ABSTRACT },
      { ...MAGIC, chainName: 'base', standard: 'synthetic', address: MAGIC_BASE },
    ]),
    ...warpRoute(
      [
        {
          ...SMOL,
          chainName: 'arbitrum',
          standard: 'collateral',
          address: '0x32AD8eEb9831afe4B8f19FCF7B318c6526B8B781',
          collateralAddress: '0x9E64D3b9e8eC387a9a58CED80b71Ed815f8D82B5',
        },
        {
          ...SMOL,
          chainName: 'abstract',
          standard: 'synthetic',
          address: '0xcbfb6dBeb6C06DdCd345781a0ADc711A86a77f7c',
        },
        { ...SMOL, chainName: 'base', standard: 'synthetic', address: '0xA4Bbac7eD5BdA8Ec71a1aF5ee84d4c5a737bD875' },
        {
          ...SMOL,
          chainName: 'ethereum',
          standard: 'synthetic',
          address: '0x53ccE6d10e43d1B3D11872Ad22eC2aCd8d2537B8',
        },
      ],
      // The registry's connections: nothing is sent back to Arbitrum.
      { abstract: ['base', 'ethereum'], base: ['abstract', 'ethereum'], ethereum: ['abstract', 'base'] },
    ),
  ],
  zkChains: [
    {
      l1ChainId: CHAINS.eth.chainId,
      l2ChainId: CHAINS.abstract.chainId,
      bridgehub: '0x303a465B659cBB0ab36eE643eA362c509EEb5213',
      chainContract: '0x2EDc71E9991A962c7FE172212d1aA9E50480fBb9',
    },
  ],
  // ETH only, native on both ends: how a user brings gas to Abstract. MAGIC deposited this way would
  // arrive as a bridged ERC20 that is not Treasure's MAGIC on Abstract (the Hyperlane synthetic).
  zkTokens: [{ ...ETH_TOKEN, l1ChainId: CHAINS.eth.chainId, l2ChainId: CHAINS.abstract.chainId }],
  // SMOL's one-way legs out of Arbitrum come from the warp route's connections above.
  routeRestrictions: [],
  // The ISMs the same deploy configs set on those legs (SMOL's Ethereum leg keeps the default).
  trustedIsms: [
    { chainId: CHAINS.arb.chainId, address: '0x5dC3Ff8428AaF51602D680A4d8e7Ec1322598B13' },
    { chainId: CHAINS.arb.chainId, address: '0xC1A64F81db3908F2DE4dD43A55dF7052aF2631B6' },
    { chainId: CHAINS.abstract.chainId, address: '0xb82A1AC8516610FB139DBee6Cc92841E9f8518b2' },
    { chainId: CHAINS.base.chainId, address: '0x7C74Dd1674450406b6AB3fa37184Bc73E8675242' },
  ],
  trustedRouterOwners: [
    { chainId: CHAINS.arb.chainId, address: TREASURE_ARBITRUM_OWNER, name: TREASURE },
    { chainId: CHAINS.eth.chainId, address: TREASURE_ARBITRUM_OWNER, name: TREASURE },
    // Both routes' Abstract legs.
    { chainId: CHAINS.abstract.chainId, address: '0xe8f5EEFae4e22556050e3b7058FB035449C3a954', name: TREASURE },
    // MAGIC's Base leg, then SMOL's.
    { chainId: CHAINS.base.chainId, address: '0x76D0fa3bF99D0a6cBdD906115f26A05A4cFB2297', name: TREASURE },
    { chainId: CHAINS.base.chainId, address: '0xD1D943c09b9C3355207ce8c85aB1c4558f6Cd851', name: TREASURE },
  ],
  balanceAssets: balanceAssets({
    arb: { MAGIC: MAGIC_ARBITRUM },
    abstract: { MAGIC: MAGIC_ABSTRACT },
    base: { MAGIC: MAGIC_BASE },
    eth: {},
  }),
};
