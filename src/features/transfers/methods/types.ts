import type { UseQueryOptions } from '@tanstack/react-query';
import type { Address, Hash, Hex, TransactionReceipt } from 'viem';
import type { NetworkConfig } from '../../../config';
import type { OpenRoute } from '../../../lib/routes';
import type { ApprovalPlan } from '../nft-approval';
import type { SavedTransfer } from '../saved-transfers';
import type { WalletState } from '../wallet-state';

export type { OpenRoute };

/** A step after the origin transaction, as the progress names it. */
export type ArrivalStep = 'delivered' | 'credited' | 'ready-to-claim' | 'claimed';

/** What the user asks to move: an amount of a route's token from one address to another. */
export interface TransferIntent {
  readonly route: OpenRoute;
  readonly sender: Address;
  readonly recipient: Address;
  readonly amount: bigint;
}

/** A transfer with the bridge's fee as the method quoted it (`feeQuery`). */
export interface QuotedTransfer extends TransferIntent {
  readonly fee: bigint;
}

/** An allowance the wallet must grant before the send, on the origin chain. */
export interface TokenApproval {
  readonly chainId: number;
  readonly token: Address;
  readonly spender: Address;
  /** Exactly what the send moves: never more. */
  readonly amount: bigint;
}

/**
 * A contract the wallet is asked to call or to approve, by what it is (docs/transfers.md, "Review before
 * signing"): a Hyperlane warp route's router, or the ZK Stack bridge's Bridgehub, L1 asset router or L2 bridge.
 */
export type ContractRole = 'warp-route' | 'zk-bridgehub' | 'zk-asset-router' | 'zk-l2-bridge';

/** The transaction that sends, as the quote planned it: the send goes to exactly this contract. */
export interface PlannedSend {
  readonly to: Address;
  readonly contract: ContractRole;
  /** The native currency paid with it (the bridge's fee, or a zk deposit's mint), as quoted. */
  readonly value: bigint;
}

/** What the send will ask the wallet for, priced: the review lists it, and the send consumes it. */
export interface SourceGas {
  /** The origin chain's gas for every transaction of the send, in its native currency. */
  readonly cost: bigint;
  /** The approvals the send will ask for first, in order. */
  readonly approvals: readonly TokenApproval[];
  /** What the approvals' spender is. */
  readonly spender: ContractRole;
  readonly send: PlannedSend;
}

/** A transfer with the plan its review showed: what the send does. */
export interface PlannedTransfer extends QuotedTransfer {
  readonly plan: SourceGas;
}

export type SendStep = 'switching' | 'approving' | 'sending' | 'confirming';
export type NftSendStep = 'switching' | 'checking' | 'approving' | 'sending' | 'confirming';

/** What a send reports as it goes: each transfer is saved at its hash, then updated once confirmed. */
export interface SendHooks<Step> {
  onStep(step: Step, done?: number): void;
  onSent(transfer: SavedTransfer): void;
  onConfirmed(sentHash: Hash, transfer: SavedTransfer): void;
  /** Each transaction the wallet returned a hash for, as soon as it did: the progress links to it. */
  onTransaction?(kind: 'approve' | 'send', hash: Hash): void;
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
  /** The bridge's fee for one message, as `feeQuery` quoted it. */
  readonly fee: bigint;
  /** One collection-wide approval instead of one per token, when the user chose it. */
  readonly preferApproveAll: boolean;
}

/** An NFT send with the approvals its review showed: the send asks for exactly these. */
export interface PlannedNftSend extends NftSendRequest {
  readonly approvals: ApprovalPlan;
}

/** What the send's review lists of an NFT send: its approvals, and where its transactions go. */
export interface NftPlan {
  readonly approvals: ApprovalPlan;
  readonly send: PlannedSend;
  /** One transaction for every token (a batch), or one each. */
  readonly transactions: number;
}

/** What a look at the chains changed of a transfer in flight; nothing when nothing changed. */
export type TrackUpdate = Partial<
  Pick<SavedTransfer, 'status' | 'deliveredAt' | 'destinationTxHash' | 'errorCode' | 'readyAt'>
>;

/** What the form calls the bridge's fee: Hyperlane's interchain gas, or a zk deposit's L2 transaction fee. */
export type FeeLabelKey = 'bridge.interchainGas' | 'bridge.l2TransactionFee';

type Query<T> = UseQueryOptions<T, Error, T, readonly unknown[]>;

/**
 * One way of moving tokens between chains (docs/routes.md, "Methods"). The form picks the module by the
 * route's method and otherwise does not know which method it sends with; a method without a module
 * cannot be sent from here.
 */
export interface BridgeMethodModule {
  /** The i18n key the form names the fee row with. */
  readonly feeLabel: FeeLabelKey;
  /** The bridge's own fee for one message, paid on the origin chain in its native currency. */
  feeQuery(network: NetworkConfig, route: OpenRoute | undefined): Query<bigint>;
  /**
   * Whether the funds of a transfer between these chains arrive only once the user claims them
   * (`finalize`): asked by the form of a route, and by the history of a saved transfer.
   */
  needsClaim?(network: NetworkConfig, ends: Pick<SavedTransfer, 'originChainId' | 'destinationChainId'>): boolean;
  /** The allowances the send needs that the sender has not granted yet. */
  approvalsNeeded(network: NetworkConfig, intent: TransferIntent): Promise<TokenApproval[]>;
  /** The origin chain's own gas for the send, approvals included, once there is an amount and a recipient. */
  sourceGasQuery(network: NetworkConfig, transfer: QuotedTransfer | undefined): Query<SourceGas>;
  /**
   * What follows the origin transaction, in order, as the progress shows it: Hyperlane's delivery, a zk
   * deposit's credit on L2, a zk withdrawal's readiness to claim and its claim.
   */
  arrival(
    network: NetworkConfig,
    ends: Pick<SavedTransfer, 'originChainId' | 'destinationChainId'>,
  ): readonly ArrivalStep[];
  /** Approves exactly what the plan approves, sends to its contract, saves at the hash and waits for the origin receipt. */
  sendTokens(
    network: NetworkConfig,
    transfer: PlannedTransfer,
    wallet: WalletState,
    hooks: SendHooks<SendStep>,
  ): Promise<SavedTransfer>;
  /** What an NFT send will ask the wallet for, read from the chain: shown before the send, then done. */
  planNfts?(network: NetworkConfig, request: NftSendRequest): Promise<NftPlan>;
  /** Sends NFTs, for methods that move them. */
  sendNfts?(
    network: NetworkConfig,
    request: PlannedNftSend,
    wallet: WalletState,
    hooks: SendHooks<NftSendStep>,
  ): Promise<SavedTransfer[]>;
  /** Completes a transfer its destination does not complete by itself (a zk withdrawal's claim on L1). */
  finalize?(
    network: NetworkConfig,
    transfer: SavedTransfer,
    wallet: WalletState,
    hooks: SendHooks<SendStep>,
  ): Promise<SavedTransfer>;
  /** What `finalize` will cost on the destination chain, in its native currency: shown before the wallet is asked. */
  finalizeCostQuery?(network: NetworkConfig, transfer: SavedTransfer | undefined): Query<bigint>;
  /**
   * The address's transfers the chains know of, sent from any browser, that still need the user (zk
   * withdrawals to claim), so that nothing depends on the browser that sent them.
   */
  findTransfers?(network: NetworkConfig, address: Address): Promise<SavedTransfer[]>;
  /** The transfer a transaction on `chainId` sent, read from the chain: a withdrawal claimed by its hash. */
  transferFromHash?(network: NetworkConfig, chainId: number, hash: Hash): Promise<SavedTransfer | undefined>;
  /** The message a successful origin transaction sent; nothing when it sent none (it was replaced). */
  messageId(network: NetworkConfig, transfer: SavedTransfer, receipt: TransactionReceipt): Hex | undefined;
  /** One look past the origin at a transfer with a message id. */
  track(network: NetworkConfig, transfer: SavedTransfer): Promise<TrackUpdate | undefined>;
}
