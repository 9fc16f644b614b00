/** What a bridge route is (docs/routes.md): its ends, its token, its times and direction flags. */
import type { Address } from 'viem';
import type { BridgeMethod } from '../../config/types';
import type { NftStandard } from '../server-bridge-token';

export const TOKEN_DEFAULT_DECIMALS = 18;
export const NFT_DEFAULT_DECIMALS = 0;
export interface RouteEndpoint {
  readonly chainId: number;
  /** The token the user holds on this chain; absent for the chain's native currency (`isNative`). */
  readonly address?: Address;
  /** The chain's native currency moves: no token contract, no approval, the balance is the native one. */
  readonly isNative?: boolean;
  /** The Hyperlane router the transfer is sent through (the token itself on synthetic legs). */
  readonly router?: Address;
}

export interface RouteToken {
  readonly tokenName: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly isNft: boolean;
  readonly collectionSlug?: string;
  readonly nftStandard?: NftStandard;
}

/**
 * The root that attests a server route (docs/routes.md, "The signed route list"): Treasure's route list,
 * signed by the key the network's config pins, which lists the route's contracts.
 */
export interface RouteAttestation {
  readonly signer: Address;
  /** When the list was signed, in Unix seconds. */
  readonly issuedAt: number;
}

/** A bridge route (docs/routes.md). `widthdrawOnly` is spelled as the backend spells it. */
export interface BridgeRoute {
  readonly bridge: BridgeMethod;
  readonly token: RouteToken;
  readonly l1: RouteEndpoint;
  readonly l2: RouteEndpoint;
  /** Seconds. */
  readonly estimatedDepositTime: number;
  /** Seconds; when absent a withdrawal takes as long as a deposit. */
  readonly estimatedWithdrawalTime?: number;
  readonly depositOnly: boolean;
  readonly widthdrawOnly: boolean;
  readonly depositDeprecated: boolean;
  readonly withdrawDisabled: boolean;
  readonly origin: 'built-in' | 'server';
  /** A built-in route the Hyperlane registry lists (the network's config carries the registry's routes). */
  readonly fromRegistry?: true;
  /** A server route's root: the signed list that names its contracts. A server route without one is never made. */
  readonly attestation?: RouteAttestation;
  /** A server route whose L2 end is a collateral router: its wrapped token is read on chain, not from the record. */
  readonly destinationCollateral?: boolean;
  /** A function sending several NFTs in one transaction, e.g. `transferRemoteBatch(uint32,bytes32,uint128[])`. */
  readonly nftBatchSignature?: string;
}

/** Whether both addresses are given and equal, ignoring case. */
export const sameAddress = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** The key a token is known by across routes (its symbol, upper-cased). */
export function tokenKey(token: Pick<RouteToken, 'symbol'>): string {
  return token.symbol.toUpperCase();
}
