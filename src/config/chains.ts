/**
 * Every chain of docs/chains-and-assets.md with its public metadata. Network configs pick from these and add
 * their RPC URLs. Explorer API URLs are Etherscan's V2 endpoint for the chain (Ronin's explorer has its own);
 * the app calls none of them yet, and links to the explorers' pages through src/lib/explorer-links.ts.
 */
import type { Address } from 'viem';
import type { ChainConfig, ChainSlug } from './types';

type BlockExplorer = ChainConfig['blockExplorers'][number];
type NativeCurrency = ChainConfig['nativeCurrency'];

const ETH: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const RON: NativeCurrency = { name: 'Ronin', symbol: 'RON', decimals: 18 };
/**
 * Etherscan's API for chain `chainId` in its V2 form, one endpoint for every chain its family of explorers
 * (Etherscan, Arbiscan, Basescan, Abscan) covers; the per-explorer V1 endpoints were shut down
 * (docs/chains-and-assets.md, "Chains").
 */
function etherscanApi(chainId: number): string {
  return `https://api.etherscan.io/v2/api?chainid=${chainId}`;
}
/** ENS's universal resolver, the same address on Ethereum and Sepolia (viem's chain definitions). */
const ENS_UNIVERSAL_RESOLVER: Address = '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe';
/**
 * Multicall3, at one address on most EVM chains, sent there from one deployer account at its first nonce
 * (mds1/multicall's deployments list; viem's chain definitions). Abstract's, a zkEVM where an address is
 * derived otherwise, are their own. chains.test compares every one with viem's.
 */
const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

function chain(
  chainSlug: ChainSlug,
  chainId: number,
  chainName: string,
  hyperlaneName: string,
  explorer: BlockExplorer,
  options: { native?: NativeCurrency; icon: string; testnet?: boolean; ens?: Address; multicall3?: Address },
): ChainConfig {
  return {
    chainSlug,
    chainIdHex: `0x${chainId.toString(16)}`,
    chainId,
    chainName,
    hyperlaneName,
    nativeCurrency: options.native ?? ETH,
    blockExplorers: [explorer],
    icon: `/chains/${options.icon}.svg`,
    testnet: options.testnet ?? false,
    ...(options.ens ? { ensUniversalResolver: options.ens } : {}),
    multicall3: options.multicall3 ?? MULTICALL3,
  };
}

export const CHAINS: Readonly<Record<ChainSlug, ChainConfig>> = {
  arb: chain(
    'arb',
    42161,
    'Arbitrum One',
    'arbitrum',
    { name: 'Arbiscan', url: 'https://arbiscan.io', apiUrl: etherscanApi(42161) },
    { icon: 'arbitrum' },
  ),
  abstract: chain(
    'abstract',
    2741,
    'Abstract',
    'abstract',
    { name: 'Abscan', url: 'https://abscan.org', apiUrl: etherscanApi(2741) },
    { icon: 'abstract', multicall3: '0xAa4De41dba0Ca5dCBb288b7cC6b708F3aaC759E7' },
  ),
  eth: chain(
    'eth',
    1,
    'Ethereum',
    'ethereum',
    { name: 'Etherscan', url: 'https://etherscan.io', apiUrl: etherscanApi(1) },
    { icon: 'ethereum', ens: ENS_UNIVERSAL_RESOLVER },
  ),
  base: chain(
    'base',
    8453,
    'Base',
    'base',
    { name: 'Basescan', url: 'https://basescan.org', apiUrl: etherscanApi(8453) },
    { icon: 'base' },
  ),
  ronin: chain(
    'ronin',
    2020,
    'Ronin',
    'ronin',
    {
      name: 'Ronin Explorer',
      url: 'https://app.roninchain.com',
      apiUrl: 'https://explorer-kintsugi.roninchain.com/v2/2020',
    },
    { icon: 'ronin', native: RON },
  ),
  arbsepolia: chain(
    'arbsepolia',
    421614,
    'Arbitrum Sepolia',
    'arbitrumsepolia',
    { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io', apiUrl: etherscanApi(421614) },
    { icon: 'arbitrum', testnet: true },
  ),
  abstracttest: chain(
    'abstracttest',
    11124,
    'Abstract Testnet',
    'abstracttestnet',
    { name: 'Abscan', url: 'https://sepolia.abscan.org', apiUrl: etherscanApi(11124) },
    { icon: 'abstract', testnet: true, multicall3: '0xF9cda624FBC7e059355ce98a31693d299FACd963' },
  ),
  sepolia: chain(
    'sepolia',
    11155111,
    'Sepolia',
    'sepolia',
    { name: 'Etherscan', url: 'https://sepolia.etherscan.io', apiUrl: etherscanApi(11155111) },
    { icon: 'ethereum', testnet: true, ens: ENS_UNIVERSAL_RESOLVER },
  ),
  basesepolia: chain(
    'basesepolia',
    84532,
    'Base Sepolia',
    'basesepolia',
    { name: 'Basescan', url: 'https://sepolia.basescan.org', apiUrl: etherscanApi(84532) },
    { icon: 'base', testnet: true },
  ),
};

export function chainById(chainId: number): ChainConfig | undefined {
  return Object.values(CHAINS).find((c) => c.chainId === chainId);
}
