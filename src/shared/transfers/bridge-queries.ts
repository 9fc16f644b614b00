/**
 * The bridge's queries, one home for their keys and options (docs/transfers.md, "Quotes"): the fee of a
 * route, the plan of a quoted transfer, of an NFT send and of a claim, each asked of the route's method.
 * Their keys come from src/api/query-keys.ts.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Address } from 'viem';
import { queryKeys } from '../../api/query-keys';
import {
  type LaterCost,
  methodOf,
  type NftSendRequest,
  type OpenRoute,
  type Plan,
  type QuotedTransfer,
} from '../../bridge';
import type { SavedTransfer } from '../../bridge/saved-transfers';
import type { NetworkConfig } from '../../config';
import { AppError } from '../../lib/errors';

const FEE_STALE_MS = 30_000;
const PLAN_STALE_MS = 15_000;

/** The bridge's own fee for one message of `route`, as its method quotes it. */
export function feeQuery(network: NetworkConfig, route: OpenRoute | undefined) {
  return queryOptions<bigint, Error, bigint, readonly unknown[]>({
    queryKey: route ? queryKeys.bridgeFee(route) : queryKeys.idle('bridge-fee'),
    queryFn: route ? () => methodOf(route.method).fee(network, route) : skipToken,
    staleTime: FEE_STALE_MS,
  });
}

/**
 * What a transfer over `route` costs after its send, priced at the gas price now (a zk withdrawal's claim
 * on L1); `null` when its method has nothing to pay later.
 */
export function laterCostQuery(network: NetworkConfig, route: OpenRoute | undefined) {
  const laterCost = route ? methodOf(route.method).laterCost : undefined;
  return queryOptions<LaterCost | null, Error, LaterCost | null, readonly unknown[]>({
    queryKey: route && laterCost ? queryKeys.laterCost(route) : queryKeys.idle('later-cost'),
    queryFn: route && laterCost ? async () => (await laterCost(network, route)) ?? null : skipToken,
    staleTime: FEE_STALE_MS,
  });
}

/** The plan of a quoted token transfer: its wallet requests, priced. */
export function planQuery(network: NetworkConfig, transfer: QuotedTransfer | undefined) {
  return queryOptions<Plan, Error, Plan, readonly unknown[]>({
    queryKey: transfer ? queryKeys.bridgePlan(transfer) : queryKeys.idle('bridge-plan'),
    queryFn: transfer ? () => methodOf(transfer.route.method).plan(network, transfer) : skipToken,
    staleTime: PLAN_STALE_MS,
  });
}

/** The plan of an NFT send, read once as its review opens: the review shows it, Confirm sends it. */
export function nftPlanQuery(network: NetworkConfig, request: NftSendRequest) {
  const { planNfts } = methodOf(request.route.method);
  return queryOptions<Plan, Error, Plan, readonly unknown[]>({
    queryKey: queryKeys.nftPlan(request),
    queryFn: planNfts ? () => planNfts(network, request) : skipToken,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * The plan that delivers a late transfer from `sender`'s wallet (docs/self-delivery.md), while its confirmation
 * is open: its cost is shown, then it is sent. Read afresh each time the confirmation opens (the message may
 * have been delivered meanwhile); the send is simulated right before the wallet is asked either way.
 */
export function selfDeliveryPlanQuery(network: NetworkConfig, transfer: SavedTransfer, sender: Address | undefined) {
  const { planSelfDelivery } = methodOf(transfer.method);
  return queryOptions<Plan, Error, Plan, readonly unknown[]>({
    queryKey: sender ? queryKeys.selfDeliveryPlan(transfer.id, sender) : queryKeys.idle('self-delivery-plan'),
    queryFn: planSelfDelivery && sender ? () => planSelfDelivery(network, transfer, sender) : skipToken,
    staleTime: 0,
    // "Delivered meanwhile" or "not enough signatures" is the answer, not an outage to retry.
    retry: (failures, error) => !(error instanceof AppError) && failures < 3,
  });
}

/** The plan of a claim by `claimer`, while its confirmation is open: its cost is shown, then it is sent. */
export function claimPlanQuery(network: NetworkConfig, transfer: SavedTransfer, claimer: Address | undefined) {
  const { planClaim } = methodOf(transfer.method);
  return queryOptions<Plan, Error, Plan, readonly unknown[]>({
    queryKey: claimer ? queryKeys.claimPlan(transfer.originTxHash, claimer) : queryKeys.idle('claim-plan'),
    queryFn: planClaim && claimer ? () => planClaim(network, transfer, claimer) : skipToken,
    staleTime: PLAN_STALE_MS,
    // A refusal by code ("already claimed", "not final yet") is the answer, not an outage to retry.
    retry: (failures, error) => !(error instanceof AppError) && failures < 3,
  });
}
