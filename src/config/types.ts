import type { Address } from 'viem';
import type { ChainConfig } from './chains';

export type NetworkName = 'mainnet' | 'testnet' | 'devnet';

export type BridgeMethod = 'hyperlane' | 'zk';

/** SPEC.md section 3: one chain's leg of a Hyperlane warp route. */
export interface HyperlaneTokenConfig {
  readonly chainName: string;
  readonly standard: 'collateral' | 'synthetic';
  readonly decimals: number;
  readonly symbol: string;
  readonly name: string;
  /** The warp route's router on this chain. */
  readonly address: Address;
  /** The wrapped token, on collateral legs only. */
  readonly collateralAddress?: Address;
  readonly isNft: boolean;
  /** Marketplace slug of an NFT collection. */
  readonly collectionSlug?: string;
  /** The same token's routers on other chains, enrolled with this one. */
  readonly connections: readonly { readonly chainName: string; readonly address: Address }[];
}

/** A token moved by the ZK Stack native bridge between an L1 and a ZK chain. */
export interface ZkTokenConfig {
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly l1ChainId: number;
  readonly l2ChainId: number;
  readonly l1Address: Address;
  /** Resolved at run time from the native token vault when absent. */
  readonly l2Address?: Address;
}

export interface ZkChainConfig {
  readonly l1ChainId: number;
  readonly l2ChainId: number;
  readonly bridgehub: Address;
  /** The L2 chain's diamond proxy on L1, which emits NewPriorityRequest. */
  readonly diamondProxy: Address;
}

/** A token whose balance the app shows on a chain; no address means the chain's native currency. */
export interface BalanceAsset {
  readonly symbol: string;
  readonly decimals: number;
  readonly address?: Address;
}

/** A built-in restriction on the route of `symbol` between two chains (SPEC.md sections 3 and 4). */
export interface RouteRestriction {
  readonly symbol: string;
  readonly l1ChainId: number;
  readonly l2ChainId: number;
  readonly withdrawOnly?: boolean;
  readonly depositDeprecated?: boolean;
  readonly withdrawDisabled?: boolean;
}

export interface NetworkChain extends ChainConfig {
  readonly rpcUrl: string;
  /** Hyperlane domain id; equal to the chain id on every chain here. */
  readonly domainId: number;
  readonly mailbox?: Address;
}

export interface ServiceConfig {
  /** The Hyperlane indexer's GraphQL endpoint. */
  readonly indexerUrl: string;
  /** The marketplace backend; without it the bridge runs on its built-in routes alone. */
  readonly marketplace?: { readonly url: string; readonly apiKey: string };
}

export interface NetworkConfig {
  readonly name: NetworkName;
  readonly services: ServiceConfig;
  /**
   * The ecosystem's home chain: a route's L2 end when it is one of the two ends, so moving onto it is a
   * deposit and moving off it a withdrawal.
   */
  readonly homeChainId: number;
  readonly chains: readonly NetworkChain[];
  readonly hyperlaneTokens: readonly HyperlaneTokenConfig[];
  readonly zkChains: readonly ZkChainConfig[];
  readonly zkTokens: readonly ZkTokenConfig[];
  readonly routeRestrictions: readonly RouteRestriction[];
  /** Balance assets per chain id. */
  readonly balanceAssets: Readonly<Record<number, readonly BalanceAsset[]>>;
}
