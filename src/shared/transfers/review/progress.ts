/**
 * A send's progress, step by step (docs/transfers.md, "Progress"): each planned wallet request, then what
 * follows the origin transaction (delivery, a zk credit, a withdrawal's readiness and claim). The send's
 * hooks move it along; what follows the origin is read from the saved transfers as the tracker updates
 * them, so it goes on after the send resolved, and after a reload from what the saved transfer knows.
 */
import type { Hash } from 'viem';
import type { ArrivalStep, PlannedRequest } from '../../../bridge';
import type { SavedTransfer, TransferId } from '../../../bridge/saved-transfers';

export interface Progress {
  /** The planned requests, in order; none when reopened after a reload (only the saved transfer is known). */
  readonly requests: readonly PlannedRequest[];
  readonly arrival: readonly ArrivalStep[];
  /** The hash of each request, by its index, once the wallet returned it. */
  readonly hashes: readonly (Hash | undefined)[];
  /** The request under way; `requests.length` once every request is done. */
  readonly current: number;
  /** The transfers the send saved, by their id. */
  readonly transferIds: readonly TransferId[];
  readonly failure?: { readonly index: number; readonly message: string };
}

export type ProgressEvent =
  /** The request at `index` is under way; `requests.length` once the sends are being confirmed. */
  | { readonly type: 'step'; readonly index: number }
  | { readonly type: 'hash'; readonly index: number; readonly hash: Hash }
  | { readonly type: 'saved'; readonly id: TransferId }
  | { readonly type: 'done' }
  | { readonly type: 'failed'; readonly message: string };

export function startProgress(requests: readonly PlannedRequest[], arrival: readonly ArrivalStep[]): Progress {
  return { requests, arrival, hashes: [], current: 0, transferIds: [] };
}

/** What the history knows of a transfer sent before this page loaded: its origin transaction and status. */
export function savedProgress(transfer: SavedTransfer, arrival: readonly ArrivalStep[]): Progress {
  return { requests: [], arrival, hashes: [], current: 0, transferIds: [transfer.id] };
}

export function progressReducer(progress: Progress, event: ProgressEvent): Progress {
  switch (event.type) {
    case 'step':
      return { ...progress, current: Math.min(event.index, progress.requests.length) };
    case 'hash': {
      const hashes = [...progress.hashes];
      hashes[event.index] = event.hash;
      return { ...progress, hashes };
    }
    case 'saved':
      return { ...progress, transferIds: [...progress.transferIds, event.id] };
    case 'done':
      return { ...progress, current: progress.requests.length };
    case 'failed':
      return { ...progress, failure: { index: progress.current, message: event.message } };
  }
}

export type StepState = 'done' | 'current' | 'failed' | 'waiting';

/**
 * What to do after a failed step: try again (nothing was sent), the same knowing an approval went through,
 * or look at the history (a transfer that failed on chain, or a zk ETH deposit refunded on L2).
 */
export type StepAdvice = 'retry' | 'retry-approved' | 'see-history';

/** A planned request's kind, or an arrival step's key. */
export type StepKind = PlannedRequest['kind'] | string;

export interface StepView {
  readonly key: string;
  readonly kind: StepKind;
  readonly request?: PlannedRequest;
  readonly state: StepState;
  /** The transaction to link to, on `chainId`, once there is one. */
  readonly hash?: Hash;
  readonly chainId?: number;
  readonly message?: string;
  readonly advice?: StepAdvice;
  /** The key of a line shown while the step is under way (a withdrawal's "claim it later"). */
  readonly note?: string;
  /** The arrival step's `becomesClaimable`. */
  readonly becomesClaimable?: boolean;
}

/** The saved transfers `progress` sent. */
export const transfersOf = (progress: Progress, transfers: readonly SavedTransfer[]) =>
  transfers.filter((t) => progress.transferIds.includes(t.id));

/** Where the transfers of a send stand, all together: the least advanced one decides. */
function arrivalState(step: ArrivalStep, transfers: readonly SavedTransfer[]): StepState {
  if (transfers.length === 0) return 'current';
  const all = (statuses: readonly SavedTransfer['status'][]) => transfers.every((t) => statuses.includes(t.status));
  if (transfers.some((t) => t.status === 'failed' || t.status === 'refunded')) return 'failed';
  if (all(step.doneAt)) return 'done';
  return !step.startsAt || all(step.startsAt) ? 'current' : 'waiting';
}

/** Every step of `progress`, with the saved transfers of the send as the store has them now. */
export function stepperView(progress: Progress, transfers: readonly SavedTransfer[]): StepView[] {
  const { requests, failure } = progress;
  const mine = transfersOf(progress, transfers);
  const anyHash = progress.hashes.some(Boolean);
  const requestSteps: StepView[] =
    requests.length > 0
      ? requests.map((request, index) => {
          const failed = failure?.index === index;
          const state: StepState = failed
            ? 'failed'
            : index < progress.current
              ? 'done'
              : index === progress.current && !failure
                ? 'current'
                : 'waiting';
          const hash = progress.hashes[index];
          return {
            key: `request-${index}`,
            kind: request.kind,
            request,
            state,
            chainId: request.chainId,
            ...(hash ? { hash } : {}),
            ...(failed
              ? {
                  message: failure.message,
                  advice: request.kind === 'send' && hash ? 'see-history' : anyHash ? 'retry-approved' : 'retry',
                }
              : {}),
          } satisfies StepView;
        })
      : mine.map((transfer) => ({
          key: `sent-${transfer.id}`,
          kind: 'send' as const,
          state: transfer.status === 'sent' ? ('current' as const) : ('done' as const),
          hash: transfer.originTxHash,
          chainId: transfer.originChainId,
        }));
  const sent = requests.length === 0 ? mine.length > 0 : !failure && progress.current >= requests.length;
  const [only] = mine;
  const arrivalSteps = progress.arrival.map((step): StepView => {
    // Until the last request is sent, what arrives is only part of the send: an NFT batch's first token may
    // be delivered while its second is still in the wallet.
    const state = failure || !sent ? 'waiting' : arrivalState(step, mine);
    // A delivery's, a zk credit's or a claim's transaction, when the chains named it.
    const hash = state === 'done' && mine.length === 1 && step.linksDestination ? only?.destinationTxHash : undefined;
    return {
      key: step.key,
      kind: step.key,
      state,
      ...(hash && only ? { hash, chainId: only.destinationChainId } : {}),
      ...(state === 'failed' ? { advice: 'see-history' as const } : {}),
      ...(step.note ? { note: step.note } : {}),
      ...(step.becomesClaimable ? { becomesClaimable: true } : {}),
    };
  });
  return [...requestSteps, ...arrivalSteps];
}

/** What the executor tells the progress as it goes (by request index), and how the send ended. */
export interface ProgressHooks {
  step(index: number): void;
  hash(index: number, hash: Hash): void;
  saved(id: TransferId): void;
  settled(outcome: { readonly ok: true } | { readonly ok: false; readonly message: string }): void;
}

/** The hooks that move the progress kept under `id` by `dispatch`. */
export function progressHooks(dispatch: (event: ProgressEvent) => void): ProgressHooks {
  return {
    step: (index) => dispatch({ type: 'step', index }),
    hash: (index, hash) => dispatch({ type: 'hash', index, hash }),
    saved: (id) => dispatch({ type: 'saved', id }),
    settled: (outcome) => dispatch(outcome.ok ? { type: 'done' } : { type: 'failed', message: outcome.message }),
  };
}
