import type { UseQueryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { NetworkConfig } from '../../../config';
import type { RouteAnswer } from '../../../lib/routes';
import type { sendTransfer } from '../send';

export type OpenRoute = Extract<RouteAnswer, { ok: true }>;

export interface SourceGasRequest {
  readonly route: OpenRoute;
  readonly sender: Address;
  readonly recipient: Address;
  readonly amount: bigint;
  readonly interchainGas: bigint;
  readonly destinationDomain: number;
}

export interface SourceGas {
  /** The origin chain's gas for every transaction of the send, in its native currency. */
  readonly cost: bigint;
  readonly needsApproval: boolean;
}

type Query<T> = UseQueryOptions<T, Error, T, readonly unknown[]>;

/**
 * One way of moving tokens between chains (docs/routes.md). The form picks the module by the route's
 * method and otherwise does not know which method it sends with; a method without a module cannot be
 * sent from here yet.
 */
export interface BridgeMethodModule {
  /** The fee for the message, paid on the origin chain in its native currency. */
  interchainGasQuery(network: NetworkConfig, route: OpenRoute | undefined): Query<bigint>;
  /** The origin chain's own gas for the send, approvals included, once there is an amount and a recipient. */
  sourceGasQuery(network: NetworkConfig, request: SourceGasRequest | undefined): Query<SourceGas>;
  /** Approves what must be approved, sends, saves at the hash and waits for the origin receipt. */
  sendTokens: typeof sendTransfer;
  /** Whether the message a transfer sent has been delivered on its destination. */
  delivered(network: NetworkConfig, destinationChainId: number, messageId: `0x${string}`): Promise<boolean>;
}
