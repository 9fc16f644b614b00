/**
 * The devnet's tokens and warp routes, shaped like the real ones (docs/chains-and-assets.md):
 * each token lives on its home chain behind a collateral router, with synthetic routers elsewhere.
 */
export interface DevnetTokenSpec {
  readonly symbol: string;
  readonly name: string;
  readonly kind: 'erc20' | 'erc721';
  readonly decimals: number;
  readonly home: string;
  readonly synthetics: readonly string[];
  /** Gas the destination router is told a delivery needs; the interchain gas quote pays for it. */
  readonly destinationGas: number;
}

export const DEVNET_TOKENS: readonly DevnetTokenSpec[] = [
  {
    symbol: 'MAGIC',
    name: 'MAGIC',
    kind: 'erc20',
    decimals: 18,
    home: 'arbitrum',
    synthetics: ['abstract', 'base', 'ronin'],
    destinationGas: 70_000,
  },
  {
    symbol: 'SMOL',
    name: 'SMOL',
    kind: 'erc20',
    decimals: 18,
    home: 'arbitrum',
    synthetics: ['ethereum', 'abstract', 'base'],
    destinationGas: 70_000,
  },
  {
    symbol: 'SmolBrain',
    name: 'Smol Brains',
    kind: 'erc721',
    decimals: 0,
    home: 'arbitrum',
    synthetics: ['abstract', 'base'],
    destinationGas: 150_000,
  },
];

/** Each user account's starting balance of every ERC20 on its home chain, in whole tokens. */
export const USER_ERC20_BALANCE = 10_000n;

/** Smol Brain ids minted on Arbitrum, and which user account (1-based) each range goes to. */
export const SMOL_BRAIN_ALLOCATION: readonly { user: 1 | 2; ids: readonly number[] }[] = [
  { user: 1, ids: range(1, 10) },
  { user: 2, ids: range(11, 20) },
];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
