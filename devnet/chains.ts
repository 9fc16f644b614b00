/** The devnet's chains: real chain ids so the app's mainnet-shaped config applies unchanged. */
export interface DevnetChain {
  /** Hyperlane chain name, also the key of every per-chain map in the devnet. */
  readonly name: string;
  readonly displayName: string;
  readonly chainId: number;
  /** Hyperlane domain id; equal to the chain id for every chain here, as on the real networks. */
  readonly domainId: number;
  readonly defaultPort: number;
  readonly portEnv: string;
  readonly nativeSymbol: string;
  /** Gas price the interchain gas paymaster's oracle quotes for deliveries to this chain, in wei. */
  readonly gasPriceWei: bigint;
}

export const DEVNET_CHAINS: readonly DevnetChain[] = [
  chain('arbitrum', 'Arbitrum One', 42161, 8545, 'ETH', 10_000_000n),
  chain('abstract', 'Abstract', 2741, 8546, 'ETH', 50_000_000n),
  chain('base', 'Base', 8453, 8547, 'ETH', 10_000_000n),
  chain('ethereum', 'Ethereum', 1, 8548, 'ETH', 10_000_000_000n),
  chain('ronin', 'Ronin', 2020, 8549, 'RON', 20_000_000_000n),
];

/** Rough USD prices of the native currencies, so cross-currency gas quotes (Ronin) are plausible. */
export const NATIVE_USD: Readonly<Record<string, number>> = { ETH: 3000, RON: 0.6 };

function chain(
  name: string,
  displayName: string,
  chainId: number,
  defaultPort: number,
  nativeSymbol: string,
  gasPriceWei: bigint,
): DevnetChain {
  return {
    name,
    displayName,
    chainId,
    domainId: chainId,
    defaultPort,
    portEnv: `DEVNET_${name.toUpperCase()}_PORT`,
    nativeSymbol,
    gasPriceWei,
  };
}

export function devnetChain(name: string): DevnetChain {
  const found = DEVNET_CHAINS.find((c) => c.name === name);
  if (!found) throw new Error(`Unknown devnet chain '${name}'`);
  return found;
}
