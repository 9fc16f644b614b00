/**
 * Every TanStack Query key of the app, in one place (README, "Queries"): each query's `queryOptions` lives
 * beside its fetcher and takes its key from here, and what a transfer changes is invalidated by these
 * names (`invalidateAfterTransfer`). Keys are plain data; they may hold bigints (src/lib/query-key-hash.ts).
 * A query not asked yet has its name's `idle` key.
 */
import type { Address, Hash } from 'viem';
import type { BridgeRoute } from '../lib/routes';

export const queryKeys = {
  /** A key for a query whose input is not known yet (its `queryFn` is `skipToken`). */
  idle: (name: string) => [name, 'idle'] as const,

  price: (base: string, quote: string) => ['price', base, quote] as const,
  traits: (slug: string | undefined) => ['traits', slug ?? 'none'] as const,
  bridgingTokens: (network: string) => ['bridging-tokens', network] as const,

  deposits: {
    all: ['deposits'] as const,
    of: (network: string, sender: Address) => [...queryKeys.deposits.all, network, sender.toLowerCase()] as const,
  },
  originMessage: (chainId: number, originTxHash: Hash | undefined) =>
    ['origin-message', chainId, originTxHash?.toLowerCase()] as const,
  originLogs: (chainId: number | undefined, hash: Hash) => ['origin-logs', chainId, hash] as const,

  names: {
    all: ['names'] as const,
    domain: (address: Address) => [...queryKeys.names.all, 'domain', address.toLowerCase()] as const,
    ens: (chainId: number, address: Address) =>
      [...queryKeys.names.all, 'ens', chainId, address.toLowerCase()] as const,
    ensAvatar: (chainId: number, name: string) => [...queryKeys.names.all, 'ens-avatar', chainId, name] as const,
    resolve: (name: string) => [...queryKeys.names.all, 'resolve', name.toLowerCase()] as const,
  },

  balances: {
    all: ['balances'] as const,
    /** Every owner's balances on `chainId`: the prefix a refresh of that chain invalidates. */
    onChain: (chainId: number | undefined) => [...queryKeys.balances.all, chainId] as const,
    chain: (chainId: number | undefined, owner: Address | undefined) =>
      [...queryKeys.balances.onChain(chainId), owner ?? 'nobody'] as const,
  },
  sourceBalance: {
    all: ['source-balance'] as const,
    /** Every source balance read on `chainId`: the prefix a refresh of that chain invalidates. */
    onChain: (chainId: number) => [...queryKeys.sourceBalance.all, chainId] as const,
    of: (chainId: number, token: Address | undefined, owner: Address) =>
      [...queryKeys.sourceBalance.onChain(chainId), token ?? 'native', owner] as const,
  },
  nftInventory: {
    all: ['nft-inventory'] as const,
    of: (network: string, owner: Address, endpoints: readonly string[]) =>
      [...queryKeys.nftInventory.all, network, owner, endpoints] as const,
  },
  nftApprovals: {
    all: ['nft-approvals'] as const,
    of: (network: string, owner: Address, routers: readonly string[]) =>
      [...queryKeys.nftApprovals.all, network, owner, routers] as const,
  },

  accountCode: (chainId: number, account: Address) => ['account-code', chainId, account] as const,
  recipient: (chainId: number, recipient: Address) => ['recipient', chainId, recipient] as const,

  /** A server route's verification: everything it reads. */
  routeTrust: (network: string, route: BridgeRoute) =>
    [
      'route-trust',
      network,
      route.token.symbol,
      route.token.decimals,
      route.l1.chainId,
      route.l1.router,
      route.l1.address,
      route.l2.chainId,
      route.l2.router,
      route.l2.address,
      route.destinationCollateral === true,
    ] as const,

  /** The bridge's queries: a route's fee, and the plans of a transfer, an NFT send and a claim (plain data). */
  bridgeFee: (route: {
    readonly method: string;
    readonly from: { readonly chainId: number; readonly router?: Address; readonly address?: Address };
    readonly to: { readonly chainId: number };
    readonly route: { readonly token: { readonly symbol: string } };
  }) =>
    [
      'bridge-fee',
      route.method,
      route.from.chainId,
      route.from.router ?? null,
      route.from.address ?? null,
      route.to.chainId,
      route.route.token.symbol,
    ] as const,
  /** What a route's transfer costs after its send (a zk withdrawal's claim on L1), priced now. */
  laterCost: (route: {
    readonly method: string;
    readonly from: { readonly chainId: number };
    readonly to: { readonly chainId: number };
  }) => ['later-cost', route.method, route.from.chainId, route.to.chainId] as const,
  bridgePlan: (transfer: object) => ['bridge-plan', transfer] as const,
  nftPlan: (request: object) => ['nft-plan', request] as const,
  claimPlan: (originTxHash: Hash, claimer: Address) => ['claim-plan', originTxHash, claimer] as const,
  selfDeliveryPlan: (transferId: string, sender: Address) => ['self-delivery-plan', transferId, sender] as const,

  foundTransfers: (network: string, address: Address) => ['found-transfers', network, address.toLowerCase()] as const,
  /** A saved transfer's tracking, by its id. */
  track: (transfer: string) => ['track', transfer] as const,
  trackReceipt: (transfer: string) => ['track-receipt', transfer] as const,
  /** Why a late transfer is not delivered, as its method reads it (docs/transfers.md, "Late transfers"). */
  lateDiagnosis: (transfer: string) => ['late-diagnosis', transfer] as const,
};
