/**
 * A send's plan (docs/transfers.md, "Review before signing"): the wallet requests in order, each carrying the
 * exact transaction the wallet will be asked to sign, the contract it calls or approves, what that contract
 * is and the root that vouches for it. A method builds it and prices it; the review lists it; the executor
 * (`executor.ts`) runs it request by request; the progress follows it by index. Nothing is derived twice.
 */
import type { Address } from 'viem';
import type { BridgeRoute, RouteAttestation } from '../lib/routes';
import type { SavedTransfer } from './saved-transfers';

/**
 * Why a contract is trusted, by the root the build ships: a Hyperlane registry route the config carries, built
 * into the network's config, checked against the configured Bridgehub on L1, or (a server route's router)
 * listed in Treasure's route list signed by the key the config pins (docs/routes.md, "The signed route list").
 */
export type Trust = 'registry' | 'built-in' | 'bridgehub' | { readonly signedList: RouteAttestation };

/**
 * Why `route`'s contracts are trusted, by the root the build ships: the Hyperlane registry's routes the config
 * carries, the config's own, or Treasure's route list signed by the key the config pins (docs/routes.md, "The
 * signed route list"). Nothing for a server route without that: it must not be offered.
 */
export function routeTrust(route: BridgeRoute): Trust | undefined {
  if (route.origin === 'built-in') return route.fromRegistry ? 'registry' : 'built-in';
  return route.attestation ? { signedList: route.attestation } : undefined;
}

/**
 * A contract a request calls or approves: what it is (`role`, a key of the method's own words,
 * `review.contract.<role>`), where, and why it is trusted.
 */
export interface PlannedContract {
  readonly address: Address;
  readonly role: string;
  readonly chainId: number;
  readonly trust: Trust;
}

/** A transaction exactly as the wallet is asked to sign it. */
export interface WalletCall {
  readonly chainId: number;
  readonly to: Address;
  readonly data: `0x${string}`;
  readonly value?: bigint;
}

/**
 * What the hash of a send makes (docs/transfers.md, "A hash is a transfer"): a new transfer, saved at its
 * hash with `transfer`'s fields; or the claim of a saved transfer, its destination transaction.
 */
export type SendRecord =
  | { readonly kind: 'transfer'; readonly transfer: Omit<SavedTransfer, 'id' | 'originTxHash' | 'sentAt' | 'status'> }
  | { readonly kind: 'claim'; readonly transfer: SavedTransfer };

export type PlannedRequest =
  | { readonly kind: 'switch'; readonly chainId: number }
  | {
      readonly kind: 'approve';
      readonly chainId: number;
      readonly token: Address;
      readonly amount: bigint;
      readonly spender: PlannedContract;
      readonly call: WalletCall;
    }
  | {
      readonly kind: 'approve-nft';
      readonly chainId: number;
      readonly collection: Address;
      /** The one token approved; none for the whole collection (`setApprovalForAll`). */
      readonly tokenId?: string;
      readonly spender: PlannedContract;
      readonly call: WalletCall;
    }
  | {
      readonly kind: 'send';
      readonly chainId: number;
      readonly contract: PlannedContract;
      /** The native currency paid with it. */
      readonly value: bigint;
      /** The NFTs this transaction moves; none for a token transfer. */
      readonly tokenIds?: readonly string[];
      readonly call: WalletCall;
      readonly record: SendRecord;
    };

/** A request the wallet signs: every kind but the network switch. */
export type SignedRequest = Exclude<PlannedRequest, { kind: 'switch' }>;

/**
 * What a send pays for the destination's own transaction that the destination refunds unused (a zk
 * deposit's L2 fee, docs/transfers.md, "A deposit's L2 fee"): where, to whom, and at most how much.
 */
export interface PlanRefund {
  readonly chainId: number;
  readonly recipient: Address;
  /** Whether `recipient` is an L1 contract's L2 alias, which no key controls there. */
  readonly aliased: boolean;
  /** The fee paid for the destination's transaction: the most that can come back. */
  readonly atMost: bigint;
  /** The multiple of the origin's gas price at review that the fee covers, whatever the wallet pays. */
  readonly covers: bigint;
}

export interface Plan {
  /** The account every request is sent from: the executor refuses to go on from another. */
  readonly sender: Address;
  /** The chain every request is sent on. */
  readonly chainId: number;
  /** The transactions, in order: approvals, then sends. */
  readonly requests: readonly SignedRequest[];
  /**
   * The gas of every request on `chainId`, at the gas price when planned, in its native currency; not
   * estimated for an NFT send (its sends cannot be simulated before their approvals are mined).
   */
  readonly cost?: bigint;
  /**
   * What the chain must still say right before the wallet is first asked (an NFT still the sender's);
   * throws the error to show otherwise.
   */
  readonly check?: () => Promise<void>;
  /**
   * Whether each send is simulated right before the wallet is asked, its revert decoded by the method
   * (`BridgeMethod.decodeError`): the zk bridge's claims refuse a batch not executed yet that way.
   */
  readonly simulate?: boolean;
  /** What the destination refunds of what the send pays for its transaction there, if anything. */
  readonly refund?: PlanRefund;
  /**
   * A chain whose node named other bridge contracts than its root chain, whose contracts the plan uses: a
   * note in the review (docs/routes.md, "The bridge contracts, checked from L1").
   */
  readonly nodeDisagrees?: { readonly chainId: number; readonly rootChainId: number };
}

/** The plan's requests as the review lists them: a network switch first when the wallet is elsewhere. */
export function planRequests(plan: Plan, walletChainId: number | undefined): PlannedRequest[] {
  return [
    ...(walletChainId === plan.chainId ? [] : [{ kind: 'switch', chainId: plan.chainId } as const]),
    ...plan.requests,
  ];
}

/**
 * The requests that go to the wallet as one atomic batch, one prompt (EIP-5792; docs/transfers.md, "One
 * signature"): every signed request, when there are several, all on one chain on which the wallet batches
 * atomically (`atomicChainIds`), and at least one of them sends (an NFT batch's sends may be several: a wallet
 * that carries them in one transaction gives each its dispatch, `SavedTransfer.dispatchIndex`). Never a plan
 * whose sends are simulated first: a batch has no place for it. Else none: request by request. The review
 * and the executor both ask this.
 */
export function oneBatch(
  plan: Pick<Plan, 'simulate'>,
  requests: readonly PlannedRequest[],
  atomicChainIds: readonly number[] | undefined,
): SignedRequest[] {
  if (plan.simulate) return [];
  const signed = requests.filter((request): request is SignedRequest => request.kind !== 'switch');
  const [first] = signed;
  if (!first || signed.length < 2 || !atomicChainIds?.includes(first.chainId)) return [];
  if (signed.some((request) => request.chainId !== first.chainId)) return [];
  return signed.some((request) => request.kind === 'send') ? signed : [];
}

/** Where a send stands, as the form's button and the toast word it. */
export type SendStep = 'switching' | 'checking' | 'approving' | 'sending' | 'confirming';

/** The step a request is, and how many of its kind came before it (the NFT toast's "2 of 3"). */
export function stepOf(requests: readonly PlannedRequest[], index: number): { step: SendStep; ordinal: number } {
  const kind = requests[index]?.kind;
  if (!kind) return { step: 'confirming', ordinal: 0 };
  const step = stepOfKind(kind);
  const ordinal = requests.slice(0, index).filter((request) => stepOfKind(request.kind) === step).length;
  return { step, ordinal };
}

const stepOfKind = (kind: PlannedRequest['kind']): SendStep =>
  kind === 'switch' ? 'switching' : kind === 'send' ? 'sending' : 'approving';
