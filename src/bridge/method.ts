/**
 * What a bridge method is (docs/routes.md, "Methods"): its words and the plain async functions that quote,
 * plan, track, claim and find its transfers. A method returns data (a fee, a `Plan`, an update) and never
 * asks the wallet: the executor runs its plans. One folder per method (`hyperlane/`, `zk/`), one line each
 * in `registry.ts`; methods never import each other.
 */
import type { Address, Hash, Hex, Log, TransactionReceipt } from 'viem';
import type { NetworkChain, NetworkConfig } from '../config';
import type { AppError } from '../lib/errors';
import type { ExplorerLink, LinkedTransfer } from '../lib/explorer-links';
import type { BlockInterval } from '../lib/log-scan';
import type { BridgeRoute, OpenRoute } from '../lib/routes';
import type { Plan, Trust } from './plan';
import type { SavedTransfer } from './saved-transfers';

export type { OpenRoute };

/**
 * A step after the origin transaction, as the progress shows it (`stepper.step.<key>`): done once every
 * transfer of the send has one of the `doneAt` statuses; before that under way, or waiting while any has
 * none of `startsAt`. A step a destination transaction completes links to it; `note` is the key of a line
 * shown while the step is under way.
 */
export interface ArrivalStep {
  readonly key: string;
  readonly doneAt: readonly SavedTransfer['status'][];
  readonly startsAt?: readonly SavedTransfer['status'][];
  readonly linksDestination: boolean;
  readonly note?: string;
  /** The wait for a claim to become possible: while it is under way, the progress offers to notify then. */
  readonly becomesClaimable?: boolean;
}

/** What the user asks to move: an amount of a route's token from one address to another. */
export interface TransferIntent {
  readonly route: OpenRoute;
  readonly sender: Address;
  readonly recipient: Address;
  readonly amount: bigint;
}

/** A transfer with the bridge's fee as the method quoted it (`fee`). */
export interface QuotedTransfer extends TransferIntent {
  readonly fee: bigint;
}

/**
 * What the user pays after the send, on another chain, in its native currency: a zk withdrawal's claim on
 * L1, its gas at that chain's gas price now (docs/transfers.md, "The claim's cost").
 */
export interface LaterCost {
  /** The chain it is paid on, by the account that will claim. */
  readonly chainId: number;
  readonly wei: bigint;
}

/** An NFT as the send needs it: its id, and what the history shows of it. */
export interface NftToSend {
  readonly tokenId: string;
  readonly name: string;
  readonly image?: string;
}

export interface NftSendRequest {
  readonly route: OpenRoute;
  readonly items: readonly NftToSend[];
  readonly sender: Address;
  readonly recipient: Address;
  /** The bridge's fee for one message, as `fee` quoted it. */
  readonly fee: bigint;
  /** One collection-wide approval instead of one per token, when the user chose it. */
  readonly preferApproveAll: boolean;
}

/** What a look at the chains changed of a transfer in flight; nothing when nothing changed. */
export type TrackUpdate = Partial<
  Pick<SavedTransfer, 'status' | 'deliveredAt' | 'destinationTxHash' | 'errorCode' | 'readyAt' | 'batchExecutedAt'>
>;

type Ends = Pick<SavedTransfer, 'originChainId' | 'destinationChainId'>;

/**
 * One thing the chains tell of a late transfer (docs/transfers.md, "Late transfers"), worded by
 * `late.check.<key>.<finding>`: so (`yes`), not so (`no`), or a read that failed (`unknown`, "could not check").
 */
export interface LateCheck {
  readonly key: string;
  readonly finding: 'yes' | 'no' | 'unknown';
  /** The numbers its words name (the validators' "signed 1 of 3, threshold 2"). */
  readonly values?: Readonly<Record<string, number>>;
}

/** Why a late transfer cannot be delivered from the user's wallet now (docs/self-delivery.md). */
export type SelfDeliveryBlock =
  | 'below-threshold'
  | 'storage-unreadable'
  | 'unsupported-ism'
  | 'route-unenrolled'
  | 'unreadable';

/** Whether the user can deliver a late transfer themselves (`planSelfDelivery`), or why not, worded by its numbers. */
export type SelfDeliveryState =
  | { readonly ready: true }
  | {
      readonly ready: false;
      readonly reason: SelfDeliveryBlock;
      readonly values?: Readonly<Record<string, number>>;
    };

/** What a late transfer's method found: its checks, and, where it has the way, whether it can be delivered yourself. */
export interface LateDiagnosis {
  readonly checks: readonly LateCheck[];
  /** Absent where the method cannot deliver it yourself, or there is nothing to deliver. */
  readonly selfDelivery?: SelfDeliveryState;
}

/**
 * What a search for an address's transfers remembers between page loads, per chain: the blocks it read
 * already, which it does not read again, and the page size the chain's RPC accepted. Never throws: a storage
 * that refuses leaves the next search to read everything again.
 */
export interface FindMemory {
  read(chainId: number, address: Address): RememberedScan | undefined;
  write(chainId: number, address: Address, scan: RememberedScan): void;
}

export interface RememberedScan {
  readonly covered: readonly BlockInterval[];
  readonly span: bigint;
}

/** How far a search on one chain has got: back to which time (ms), and what it found so far. */
export interface FindProgress {
  readonly chainId: number;
  readonly searchedBackTo?: number;
  readonly found: readonly SavedTransfer[];
}

export interface FindOptions {
  readonly memory?: FindMemory;
  /** After each page of blocks read: the found transfers are the user's already, whatever comes next. */
  readonly onProgress?: (progress: FindProgress) => void;
}

/** How a search on one chain ended: how far back it got, and whether it read everything (else why not). */
export interface ChainSearch extends FindProgress {
  readonly complete: boolean;
  readonly failure?: unknown;
}

/** A collection-wide NFT approval an owner gave a method's router, and the root that vouches for the router. */
export interface NftApprovalGrant {
  readonly owner: Address;
  readonly chainId: number;
  readonly collection: Address;
  readonly router: Address;
  readonly trust: Trust;
}

/** What an origin transaction sent: an amount of a token, or NFTs, and to whom (as far as it says). */
export interface SentInTransaction {
  readonly amount?: { readonly value: bigint; readonly decimals: number; readonly symbol: string };
  readonly nfts?: readonly { readonly tokenId: string; readonly name: string }[];
  readonly recipient?: Address;
}

/** Whether the chains agree with a server route, or the code of why it is not offered. */
export type ServerRouteVerdict = { readonly consistent: true } | { readonly failure: string };

/** What a delivery listener is told (docs/transfers.md, "Tracking"). */
export interface DeliveryListener {
  /** Once the subscription is live: anything delivered before it was not heard, and is read instead. */
  onLive(): void;
  /** A message delivered, and the destination transaction that delivered it. */
  onProcessed(messageId: Hex, transactionHash: Hex | undefined): void;
}

/**
 * A method's deliveries heard as events where the destination chain has a WebSocket RPC (Hyperlane's Mailbox
 * `ProcessId`): where they can be heard, and the listener, loaded on demand (its socket code is not on the
 * first screen). `watch` listens on a chain until the returned function is called.
 */
export interface DeliveryEvents {
  heardOn(chain: NetworkChain): boolean;
  load(): Promise<(chain: NetworkChain, listener: DeliveryListener) => () => void>;
}

/** A search's end: what it found, and how it ended on each chain. */
export interface FindResult {
  readonly transfers: readonly SavedTransfer[];
  readonly chains: readonly ChainSearch[];
}

export interface MethodModule {
  /** The i18n key the form names the fee row with. */
  readonly feeLabel: string;
  /**
   * The roles its plans name contracts by, each worded by `review.contract.<role>`: the method's own keys,
   * checked in every locale by src/shared/transfers/review/words.test.ts.
   */
  readonly contractRoles: readonly string[];
  /** The routes its config section builds for `network` (docs/routes.md, "Built-in routes"). */
  builtInRoutes(network: NetworkConfig): BridgeRoute[];
  /** The bridge's own fee for one message, paid on the origin chain in its native currency. */
  fee(network: NetworkConfig, route: OpenRoute): Promise<bigint>;
  /** What a transfer over `route` will cost after its send (a claim); nothing when it costs nothing more. */
  laterCost?(network: NetworkConfig, route: OpenRoute): Promise<LaterCost | undefined>;
  /**
   * Whether the funds of a transfer between these chains arrive only once the user claims them
   * (`planClaim`): asked by the form of a route, and by the history of a saved transfer.
   */
  needsClaim(network: NetworkConfig, ends: Ends): boolean;
  /**
   * What follows the origin transaction, in order, as the progress shows it: Hyperlane's delivery, a zk
   * deposit's credit on L2, a zk withdrawal's readiness to claim and its claim.
   */
  arrival(network: NetworkConfig, ends: Ends): readonly ArrivalStep[];
  /** The wallet requests of a token transfer, priced: exactly what the send will ask, approvals included. */
  plan(network: NetworkConfig, transfer: QuotedTransfer): Promise<Plan>;
  /** The wallet requests of an NFT send, read from the chain, for methods that move NFTs. */
  planNfts?(network: NetworkConfig, request: NftSendRequest): Promise<Plan>;
  /**
   * Taking back a collection-wide approval an NFT send of this method granted its `router` (docs/nfts.md),
   * for methods that move NFTs: the request the owner signs.
   */
  planNftRevoke?(approval: NftApprovalGrant): Plan;
  /**
   * The claim of a transfer its destination does not complete by itself (a zk withdrawal on L1), sent by
   * `claimer`, priced: what the claim button shows, then sends.
   */
  planClaim?(network: NetworkConfig, transfer: SavedTransfer, claimer: Address): Promise<Plan>;
  /** The message a successful origin transaction sent; nothing when it sent none (it was replaced). */
  messageId(network: NetworkConfig, transfer: SavedTransfer, receipt: TransactionReceipt): Hex | undefined;
  /** One look past the origin at a transfer with a message id. */
  track(network: NetworkConfig, transfer: SavedTransfer): Promise<TrackUpdate | undefined>;
  /**
   * The address's transfers the chains know of, sent from any browser, that still need the user (zk
   * withdrawals to claim), so that nothing depends on the browser that sent them.
   */
  findTransfers?(network: NetworkConfig, address: Address, options?: FindOptions): Promise<FindResult>;
  /** The transfer a transaction on `chainId` sent, read from the chain: a withdrawal claimed by its hash. */
  transferFromHash?(network: NetworkConfig, chainId: number, hash: Hash): Promise<SavedTransfer | undefined>;
  /**
   * The explorer links past a transfer's origin transaction, in the order a row shows them: its delivery and
   * message, or its L2 transaction, or its claim (docs/explorer.md).
   */
  links(network: NetworkConfig, transfer: LinkedTransfer): ExplorerLink[];
  /**
   * The marketplace's routes are this method's (Hyperlane warp routes): whether the chains agree with one, or
   * why it is not offered (docs/routes.md, "Server routes"). Throws when a chain cannot be read at all.
   */
  verifyServerRoute?(network: NetworkConfig, route: BridgeRoute): Promise<ServerRouteVerdict>;
  /**
   * The indexer's rows are this method's messages (Hyperlane's explorer): what the origin transaction `logs`
   * on `chainId` sent through one of `routes`, for a row sent from another browser; of a transaction that
   * sent several, the one of `messageId`. Undefined when no known route sent.
   */
  sentInTransaction?(
    network: NetworkConfig,
    chainId: number,
    logs: readonly Log[],
    routes: readonly BridgeRoute[],
    messageId?: Hex,
  ): SentInTransaction | undefined;
  /** Deliveries heard as they happen, where the method has a destination event to listen to. */
  readonly deliveryEvents?: DeliveryEvents;
  /**
   * How a transfer past its estimated time and not delivered is explained (docs/transfers.md, "Late
   * transfers"): the seconds after its send at which it is late, and what the chains tell of why, each check
   * `unknown` when its read failed, never a guess.
   */
  readonly late?: {
    /** The keys of the checks `diagnose` reports, in order: what the locales must word. */
    readonly checks: readonly string[];
    afterSeconds(network: NetworkConfig): number;
    diagnose(network: NetworkConfig, transfer: SavedTransfer): Promise<LateDiagnosis>;
  };
  /**
   * The one request that delivers a late transfer from the user's wallet (docs/self-delivery.md): its message,
   * with the metadata its destination's ISM needs, processed by the destination Mailbox the config names,
   * sent by `sender`. Offered only when the diagnosis says `selfDelivery.ready`; rejects when it no longer is.
   */
  planSelfDelivery?(network: NetworkConfig, transfer: SavedTransfer, sender: Address): Promise<Plan>;
  /** The method's own refusal in a failure (a contract's revert), as its plain code; nothing otherwise. */
  decodeError?(error: unknown): Promise<AppError | undefined>;
}
