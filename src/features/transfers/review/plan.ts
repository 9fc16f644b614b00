/**
 * The wallet requests of a send, in order, as the review lists them and the send then makes them
 * (docs/transfers.md, "Review before signing"): the network switch when the wallet is elsewhere, each
 * approval (exact amount or token, to a named spender), then each transaction that sends. Every contract
 * says why it is trusted: built into the app's config, verified on chain (a server route, by
 * `route-trust.ts`, before it was offered), or checked against the configured Bridgehub (the zk bridge).
 */
import type { Address } from 'viem';
import type { ContractRole, NftPlan, OpenRoute, PlannedTransfer } from '../methods';
import type { ApprovalPlan } from '../nft-approval';

export type Trust = 'built-in' | 'verified-on-chain' | 'bridgehub';

/** A contract a request calls or approves: what it is, where, and why it is trusted. */
export interface PlannedContract {
  readonly address: Address;
  readonly role: ContractRole;
  readonly chainId: number;
  readonly trust: Trust;
}

export type PlannedRequest =
  | { readonly kind: 'switch'; readonly chainId: number }
  | {
      readonly kind: 'approve';
      readonly chainId: number;
      readonly token: Address;
      readonly amount: bigint;
      readonly spender: PlannedContract;
    }
  | {
      readonly kind: 'approve-nft';
      readonly chainId: number;
      readonly collection: Address;
      /** The one token approved; none for the whole collection (`setApprovalForAll`). */
      readonly tokenId?: string;
      readonly spender: PlannedContract;
    }
  | {
      readonly kind: 'send';
      readonly chainId: number;
      readonly contract: PlannedContract;
      /** The native currency paid with it. */
      readonly value: bigint;
      /** The NFTs this transaction moves; none for a token transfer. */
      readonly tokenIds?: readonly string[];
    };

/** Why a contract of `route` is trusted: the zk bridge's are checked against its Bridgehub, a route's by its origin. */
export function trustOf(route: OpenRoute, role: ContractRole): Trust {
  if (role !== 'warp-route') return 'bridgehub';
  return route.route.origin === 'server' ? 'verified-on-chain' : 'built-in';
}

function contract(route: OpenRoute, address: Address, role: ContractRole): PlannedContract {
  return { address, role, chainId: route.from.chainId, trust: trustOf(route, role) };
}

const switchFirst = (walletChainId: number | undefined, chainId: number): PlannedRequest[] =>
  walletChainId === chainId ? [] : [{ kind: 'switch', chainId }];

/** A token transfer's requests, from the plan its quote returned (`SourceGas`): what `sendTokens` does. */
export function tokenRequests(walletChainId: number | undefined, transfer: PlannedTransfer): PlannedRequest[] {
  const { route, plan } = transfer;
  return [
    ...switchFirst(walletChainId, route.from.chainId),
    ...plan.approvals.map(
      (approval): PlannedRequest => ({
        kind: 'approve',
        chainId: approval.chainId,
        token: approval.token,
        amount: approval.amount,
        spender: contract(route, approval.spender, plan.spender),
      }),
    ),
    {
      kind: 'send',
      chainId: route.from.chainId,
      contract: contract(route, plan.send.to, plan.send.contract),
      value: plan.send.value,
    },
  ];
}

function nftApprovals(route: OpenRoute, approvals: ApprovalPlan, spender: PlannedContract): PlannedRequest[] {
  const collection = route.from.address;
  if (!collection || approvals.kind === 'none') return [];
  const chainId = route.from.chainId;
  if (approvals.kind === 'all') return [{ kind: 'approve-nft', chainId, collection, spender }];
  return approvals.tokenIds.map((id) => ({ kind: 'approve-nft', chainId, collection, tokenId: String(id), spender }));
}

/** An NFT send's requests, from its plan (`planNfts`): what `sendNfts` does, one send per batch. */
export function nftRequests(
  walletChainId: number | undefined,
  route: OpenRoute,
  tokenIds: readonly string[],
  plan: NftPlan,
): PlannedRequest[] {
  const router = contract(route, plan.send.to, plan.send.contract);
  const batches = plan.transactions === 1 ? [tokenIds] : tokenIds.map((id) => [id]);
  return [
    ...switchFirst(walletChainId, route.from.chainId),
    ...nftApprovals(route, plan.approvals, router),
    ...batches.map(
      (ids): PlannedRequest => ({
        kind: 'send',
        chainId: route.from.chainId,
        contract: router,
        value: plan.send.value,
        tokenIds: ids,
      }),
    ),
  ];
}
