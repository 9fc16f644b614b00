/**
 * Transfers sent from this browser, saved the moment the wallet returns the hash, so a reload or a crash
 * never loses one. Plain data and pure updates; the store around it (`useTransfers.ts`) persists them to
 * local storage as a versioned envelope that is checked entry by entry when read. The schemas are built on
 * their first parse, not at import (docs/performance.md, "On a phone").
 */
import { isAddress } from 'viem';
import * as z from 'zod/mini';
import { BRIDGE_METHODS } from '../config/bridge-methods';
import { type AppError, appError, type ErrorCode } from '../lib/errors';

export const TRANSFERS_STORAGE_KEY = 'treasure-bridge.transfers';
/**
 * 1: a bare array of transfers, unchecked. 2: `{ version: 2, transfers }`, each entry checked by the schema.
 * 3: as 2, a failure stored as its code (`errorCode`) instead of the English text (`error`); each transfer
 * since with its own `id`, an addition, not a new version: a tab still running the code before it reads and
 * writes the list as it always did (dropping ids, which are then made again), where a version it does not know
 * would read as empty and its next write would erase the rest.
 */
export const TRANSFERS_STORAGE_VERSION = 3;
/**
 * Delivered and failed transfers kept, newest first; unfinished ones are always kept. Older ones are
 * still in the history when the indexer knows them; storage stays small.
 */
export const MAX_FINISHED_TRANSFERS = 100;

const hash = () =>
  z.pipe(
    z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
    z.transform((v) => v as `0x${string}`),
  );
// Strict: a mixed-case address must carry its checksum, as `shortenAddress` in the history requires.
const address = () =>
  z.pipe(
    z.string().check(z.refine((v) => isAddress(v, { strict: true }))),
    z.transform((v) => v as `0x${string}`),
  );
const chainId = () => z.number().check(z.int(), z.positive());
const timestamp = () => z.number().check(z.int(), z.nonnegative());

/**
 * Why a transfer failed once it had a hash: its receipt reverted, the wallet replaced it with nothing, or
 * (a zk token deposit saved by an earlier version) its L2 transaction reverted, its funds left on L1.
 */
const transferErrorCodes = [
  'transaction-failed',
  'transaction-replaced',
  'deposit-failed',
] as const satisfies readonly ErrorCode[];
export type TransferErrorCode = (typeof transferErrorCodes)[number];

/** Only http(s) images are stored: a `data:` URI can weigh more than every other transfer together. */
export function storableImage(image: string | undefined): string | undefined {
  return image && /^https?:\/\//i.test(image) ? image : undefined;
}

const savedNftSchema = z.lazy(() =>
  z.readonly(
    z.pipe(
      z.object({
        tokenId: z.string().check(z.regex(/^\d+$/)),
        name: z.string(),
        // An image that is not a string is not worth dropping the transfer for.
        image: z.catch(z.optional(z.string()), undefined),
      }),
      z.transform(({ image, ...nft }): { tokenId: string; name: string; image?: string } => {
        const kept = storableImage(image);
        return kept ? { ...nft, image: kept } : nft;
      }),
    ),
  ),
);

export const savedTransferSchema = z.lazy(() =>
  z.readonly(
    z.object({
      /**
       * What the transfer is known by from its first save to its end (`transferOrigin` of the transaction the
       * wallet first returned): progress, alerts and the tracker key it by this, whatever hash it is mined under.
       */
      id: z.string().check(z.regex(/^0x[0-9a-f]{64}(#\d+)?$/)),
      /** The origin transaction's hash: one transfer per transaction, unless `dispatchIndex` says otherwise. */
      originTxHash: hash(),
      /**
       * Set when one origin transaction carried several sends (an NFT batch a wallet sent as one transaction,
       * docs/transfers.md, "One signature"): which of the origin Mailbox's dispatches in it is this transfer's,
       * from 0 in order. Each of those sends is a transfer of its own, told apart by their `id`.
       */
      dispatchIndex: z.optional(z.number().check(z.int(), z.nonnegative())),
      originChainId: chainId(),
      destinationChainId: chainId(),
      sender: address(),
      recipient: address(),
      symbol: z.string().check(z.minLength(1)),
      decimals: z.number().check(z.int(), z.gte(0), z.lte(255)),
      /** Base units, as a decimal string (JSON has no bigint). */
      amount: z.string().check(z.regex(/^\d+$/)),
      /** NFT transfers: the tokens moved, with what the gallery showed of them; `amount` is their count. */
      nfts: z.optional(z.readonly(z.array(savedNftSchema))),
      method: z.enum(BRIDGE_METHODS),
      /** The origin transaction's nonce, read while it is pending: how its replacement is found. */
      nonce: z.optional(z.number().check(z.int(), z.nonnegative())),
      /**
       * Known once the origin receipt is in: the Hyperlane message id; for a zk deposit the canonical L2
       * transaction hash, for a zk withdrawal its own L2 transaction hash.
       */
      messageId: z.optional(hash()),
      /** The delivery (a zk deposit's L2 transaction), or a zk withdrawal's claim on L1. */
      destinationTxHash: z.optional(hash()),
      /**
       * `claimable`: a zk withdrawal whose batch is executed on L1, waiting for the user's claim.
       * `refunded`: a zk ETH deposit that failed on L2, its value minted back to the sender there.
       */
      status: z.enum(['sent', 'pending', 'claimable', 'delivered', 'failed', 'refunded']),
      errorCode: z.optional(z.enum(transferErrorCodes)),
      sentAt: timestamp(),
      deliveredAt: z.optional(timestamp()),
      /** When a zk withdrawal should become claimable (ms), as far as the chains tell. */
      readyAt: z.optional(timestamp()),
      /** When L1 executed a zk withdrawal's batch (ms), read from the chain once it has: `readyAt` is then this. */
      batchExecutedAt: z.optional(timestamp()),
    }),
  ),
);

export type SavedTransfer = z.infer<typeof savedTransferSchema>;
export type SavedNft = NonNullable<SavedTransfer['nfts']>[number];
export type TransferStatus = SavedTransfer['status'];

const envelopeSchema = z.lazy(() =>
  z.object({
    version: z.union([z.literal(2), z.literal(TRANSFERS_STORAGE_VERSION)]),
    transfers: z.array(z.unknown()),
  }),
);

/** The English texts versions 1 and 2 stored for a failure, and the codes they stand for. */
const LEGACY_ERRORS: Readonly<Record<string, TransferErrorCode>> = {
  'Transaction failed': 'transaction-failed',
  'Transaction replaced': 'transaction-replaced',
};

/**
 * An entry without an id (written before ids, or by a tab still running that code) with the one it was known
 * by then (`transferOrigin`), where it has the hash to make it from; one without is dropped by the schema.
 */
function withId(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object' || 'id' in entry || !('originTxHash' in entry)) return entry;
  const { originTxHash, dispatchIndex } = entry as { originTxHash: unknown; dispatchIndex?: unknown };
  if (typeof originTxHash !== 'string') return entry;
  const index = typeof dispatchIndex === 'number' ? dispatchIndex : undefined;
  return { ...entry, id: transferOrigin({ originTxHash, dispatchIndex: index }) };
}

/** A version 1 or 2 entry with its failure text read into a code; a text it never wrote is dropped. */
function withErrorCode(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object' || !('error' in entry)) return entry;
  const { error, ...rest } = entry;
  const errorCode = typeof error === 'string' ? LEGACY_ERRORS[error] : undefined;
  return errorCode ? { ...rest, errorCode } : rest;
}

const FAILURE_TEXTS: Readonly<Record<TransferErrorCode, string>> = {
  'transaction-failed': 'Transaction failed',
  'transaction-replaced': 'Transaction replaced',
  'deposit-failed': 'The deposit failed on L2',
};

/** What a failed transfer reports, by its stored code: a reverted receipt unless it says otherwise. */
export function transferFailure(transfer: Pick<SavedTransfer, 'errorCode'>): AppError {
  const code = transfer.errorCode ?? 'transaction-failed';
  return appError(code, FAILURE_TEXTS[code]);
}

/**
 * Whether the transaction `minedHash` that replaced `transfer`'s origin transaction is already another
 * transfer's (the wallet reused the nonce for another send): then `transfer` was cancelled. A sibling sent in
 * the same transaction (another dispatch of it) that was replaced first is not another send.
 */
export function replacementTaken(
  transfers: readonly SavedTransfer[],
  transfer: Pick<SavedTransfer, 'id' | 'dispatchIndex'>,
  minedHash: string,
): boolean {
  const replaced = transferOrigin({ originTxHash: minedHash, dispatchIndex: transfer.dispatchIndex });
  return transfers.some((t) => t.id !== transfer.id && transferOrigin(t) === replaced);
}

/** The transfers of `account`: those it sent, and those sent to it (a withdrawal it can claim). */
export function transfersOfAccount(transfers: readonly SavedTransfer[], account: string): SavedTransfer[] {
  const own = account.toLowerCase();
  return transfers.filter((transfer) => [transfer.sender, transfer.recipient].some((a) => a.toLowerCase() === own));
}

/** What a transfer moved, for a toast or a row: the NFTs' names, or the token's symbol. */
export function transferLabel(transfer: Pick<SavedTransfer, 'symbol' | 'nfts'>): string {
  return transfer.nfts?.length ? transfer.nfts.map((n) => n.name).join(', ') : transfer.symbol;
}

/** A saved transfer's own id (`SavedTransfer.id`). */
export type TransferId = string;

/**
 * Where a transfer left from: its origin transaction, and its dispatch when that carried several. A new
 * transfer's id is this, and stays when the wallet replaces the transaction; versions 1-3 keyed transfers by it.
 */
export const transferOrigin = (transfer: {
  readonly originTxHash: string;
  readonly dispatchIndex?: number | undefined;
}): string =>
  transfer.dispatchIndex === undefined
    ? transfer.originTxHash.toLowerCase()
    : `${transfer.originTxHash.toLowerCase()}#${transfer.dispatchIndex}`;

/** Newest first; the sends of one transaction in reverse order too, as if sent one after the other. */
const newestFirst = (a: SavedTransfer, b: SavedTransfer) =>
  b.sentAt - a.sentAt || (b.dispatchIndex ?? 0) - (a.dispatchIndex ?? 0);

/** `next` in `list` in place of the transfer of its id, or of its origin transaction (one found again by hash). */
export function upsertTransfer(list: readonly SavedTransfer[], next: SavedTransfer): SavedTransfer[] {
  const origin = transferOrigin(next);
  const rest = list.filter((t) => t.id !== next.id && transferOrigin(t) !== origin);
  return [next, ...rest].sort(newestFirst);
}

/** How far along each status is: sent < pending < claimable < delivered/failed < refunded. */
const STATUS_ORDER: Readonly<Record<TransferStatus, number>> = {
  sent: 0,
  pending: 1,
  claimable: 2,
  delivered: 3,
  failed: 3,
  refunded: 4,
};

/**
 * `change` applied to one transfer. A status never moves backwards: the tracker may see a delivery
 * before the sender has finished with the receipt, and that late 'pending' must not undo it.
 */
export function updateTransfer(
  list: readonly SavedTransfer[],
  id: TransferId,
  change: Partial<SavedTransfer>,
): SavedTransfer[] {
  return list.map((t) => {
    if (t.id !== id) return t;
    const backwards = change.status !== undefined && STATUS_ORDER[change.status] < STATUS_ORDER[t.status];
    return { ...t, ...change, status: backwards ? t.status : (change.status ?? t.status) };
  });
}

/**
 * The transfer `id` back to sent, without its message id: the block that held its origin transaction was
 * reorganised away, so the chain must be asked again. The one move a status makes backwards.
 */
export function reopenTransfer(list: readonly SavedTransfer[], id: TransferId): SavedTransfer[] {
  return list.map((t) => {
    if (t.id !== id || t.status !== 'pending') return t;
    const { messageId: _, ...rest } = t;
    return { ...rest, status: 'sent' };
  });
}

/**
 * `kept` (this tab's copies, which storage did not take) over `stored`: per transfer the one further
 * along, this tab's on a tie, since another tab may have moved the stored one on meanwhile.
 */
export function mergeTransfers(stored: readonly SavedTransfer[], kept: readonly SavedTransfer[]): SavedTransfer[] {
  let list = [...stored];
  for (const mine of kept) {
    const other = list.find((t) => t.id === mine.id || transferOrigin(t) === transferOrigin(mine));
    if (!other || STATUS_ORDER[mine.status] >= STATUS_ORDER[other.status]) list = upsertTransfer(list, mine);
  }
  return list;
}

/** The entries of a list that pass the schema, newest first, one per transfer, trimmed. */
export function validTransfers(entries: readonly unknown[]): SavedTransfer[] {
  const list: SavedTransfer[] = [];
  for (const entry of entries) {
    const parsed = savedTransferSchema.safeParse(entry);
    if (parsed.success && !list.some((t) => t.id === parsed.data.id)) list.push(parsed.data);
  }
  const dropped = entries.length - list.length;
  if (dropped > 0) console.warn(`saved transfers: ${dropped} corrupt or duplicate entries dropped`);
  return trimTransfers(list.sort(newestFirst));
}

/**
 * What local storage holds, read whatever it is: version 3, or version 2 or 1 (a bare array) migrated, each
 * entry without an id given one. A corrupt entry is dropped alone; anything else (not JSON, another shape, a
 * later version) reads as none.
 */
export function parseSavedTransfers(text: string | null): SavedTransfer[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (Array.isArray(value)) return validTransfers(value.map((entry) => withId(withErrorCode(entry))));
  const envelope = envelopeSchema.safeParse(value);
  if (!envelope.success) return [];
  const { version, transfers } = envelope.data;
  return validTransfers(transfers.map((entry) => withId(version === 2 ? withErrorCode(entry) : entry)));
}

/** Every unfinished transfer, and the newest `MAX_FINISHED_TRANSFERS` others; `list` is newest first. */
export function trimTransfers(list: readonly SavedTransfer[]): SavedTransfer[] {
  let finished = 0;
  return list.filter((t) => !isFinished(t) || ++finished <= MAX_FINISHED_TRANSFERS);
}

/** The text to store: the version 3 envelope, trimmed, with no image that is not an http(s) URL. */
export function serializeTransfers(list: readonly SavedTransfer[]): string {
  const transfers = trimTransfers(list).map((t) =>
    t.nfts ? { ...t, nfts: t.nfts.map(({ image, ...nft }) => (storableImage(image) ? { ...nft, image } : nft)) } : t,
  );
  return JSON.stringify({ version: TRANSFERS_STORAGE_VERSION, transfers });
}

/**
 * Delivered, failed and refunded transfers are finished; a claimable zk withdrawal is not, since it may be
 * claimed elsewhere.
 */
function isFinished(transfer: SavedTransfer): boolean {
  return transfer.status === 'delivered' || transfer.status === 'failed' || transfer.status === 'refunded';
}

/** Transfers still to watch: sent, pending or claimable. */
export function unfinished(list: readonly SavedTransfer[]): SavedTransfer[] {
  return list.filter((t) => !isFinished(t));
}
