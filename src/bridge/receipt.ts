/**
 * Waiting for a transaction (docs/transfers.md, docs/errors.md): poll blocks at half the recent block time
 * (average of the last 10, default 1000 ms), clamped to 500-5000 ms, ask for the receipt once per new block,
 * and give up after 100 blocks (docs/rpc.md, "Budget").
 */
import { type Address, type Hash, type Hex, isAddressEqual, type TransactionReceipt } from 'viem';
import type { ChainClient } from '../api/chain-clients';
import { AppError, appError, isReceiptNotFound } from '../lib/errors';
import { replacementTaken, type SavedTransfer, type TransferErrorCode } from './saved-transfers';

export const DEFAULT_BLOCK_TIME_MS = 1000;
export const OVER_POLL_RATIO = 2;
export const MIN_POLL_MS = 500;
export const MAX_POLL_MS = 5000;
export const MAX_BLOCKS_WAIT = 100;

/** A block's number and timestamp (in seconds). */
interface BlockTime {
  readonly number: bigint;
  readonly timestamp: bigint;
}

/** The average block time, in ms, from the first and last of some recent blocks (oldest first). */
function averageBlockTime(blocks: readonly BlockTime[]): number {
  const first = blocks[0];
  const last = blocks.at(-1);
  if (first && last && last.number > first.number) {
    const spanMs = Number(last.timestamp - first.timestamp) * 1000;
    if (spanMs > 0) return spanMs / Number(last.number - first.number);
  }
  return DEFAULT_BLOCK_TIME_MS;
}

/** The polling interval from the first and last of some recent blocks (oldest first): half their average time. */
export function pollingInterval(blocks: readonly BlockTime[]): number {
  return Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, averageBlockTime(blocks) / OVER_POLL_RATIO));
}

/**
 * The latest block and the one 10 before it: their times give the average of the last 10, in two reads, not
 * eleven, and no block number read apart (docs/rpc.md, "Budget").
 */
async function recentBlocks(client: ChainClient): Promise<BlockTime[]> {
  const latest = await client.getBlock({ blockTag: 'latest' });
  if (latest.number === null) return [];
  const before = latest.number - 10n < 0n ? 0n : latest.number - 10n;
  const older = before === latest.number ? latest : await client.getBlock({ blockNumber: before });
  return [
    { number: before, timestamp: older.timestamp },
    { number: latest.number, timestamp: latest.timestamp },
  ];
}

/** How long a chain's measured block time is used before it is read again. */
const BLOCK_TIME_KEPT_MS = 10 * 60_000;
const measured = new WeakMap<ChainClient, { readonly interval: number; readonly at: number }>();

/**
 * The polling interval of `client`'s chain, measured once and kept for a while: a transfer's approval and
 * send, a minute apart at most, do not read the chain's recent blocks twice.
 */
async function chainPollingInterval(client: ChainClient): Promise<number> {
  const kept = measured.get(client);
  if (kept && Date.now() - kept.at < BLOCK_TIME_KEPT_MS) return kept.interval;
  const blocks = await recentBlocks(client).catch(() => []);
  const interval = pollingInterval(blocks);
  // A chain that did not answer is measured again by the next wait.
  if (blocks.length > 0) measured.set(client, { interval, at: Date.now() });
  return interval;
}

/**
 * The hashes whose receipt this tab is waiting for: the tracker leaves them to the wait rather than asking
 * the chain the same thing in the same second.
 */
const awaited = new Map<Hash, number>();

/** Whether a receipt wait in this tab is polling for `hash` now (several may: a batch's sends share one). */
export function receiptAwaited(hash: Hash): boolean {
  return (awaited.get(hash) ?? 0) > 0;
}

/** Consecutive failed polls after which the chain counts as unreachable for this wait. */
const MAX_FAILED_POLLS = 5;

/**
 * The wait ran out (the block limit, or the chain stopped answering) before a receipt came in. The
 * transaction may still be mined: the transfer stays pending and the tracker keeps looking.
 */
export class ReceiptTimeoutError extends AppError<'receipt-timeout'> {
  constructor(maxBlocks: number, options: { cause?: unknown } = {}) {
    super('receipt-timeout', { blocks: maxBlocks }, `Transaction not found after ${maxBlocks} blocks`, options);
    this.name = 'ReceiptTimeoutError';
  }
}

export interface MinedTransaction {
  readonly receipt: TransactionReceipt;
  /** The hash that was mined: the one sent, or the transaction that replaced it (sped up or cancelled). */
  readonly hash: Hash;
}

/**
 * The transaction that took `nonce` of `from` once the account's nonce has moved past it, searched in
 * blocks `fromBlock` to `toBlock`: the one sent, or a replacement the wallet made with a higher fee.
 */
export async function minedWithNonce(
  client: ChainClient,
  sent: { readonly from: Address; readonly nonce: number },
  fromBlock: bigint,
  toBlock: bigint,
): Promise<MinedTransaction | undefined> {
  const count = await client.getTransactionCount({ address: sent.from, blockTag: 'latest' });
  if (count <= sent.nonce) return undefined;
  for (let number = toBlock; number >= fromBlock && number >= 0n; number--) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true });
    const match = block.transactions.find((tx) => isAddressEqual(tx.from, sent.from) && tx.nonce === sent.nonce);
    if (match) return { hash: match.hash, receipt: await client.getTransactionReceipt({ hash: match.hash }) };
  }
  return undefined;
}

/** How a receipt wait ends and what it tells on the way. */
interface ReceiptWait {
  /** Blocks after which it gives up (`MAX_BLOCKS_WAIT` by default). */
  readonly maxBlocks?: number;
  /** Told once the chain has the transaction pending: its nonce finds a replacement after a reload. */
  readonly pending?: (pending: PendingTransaction) => void;
  /** Its sender and nonce, when already known (the tracker read them): a replacement is found from the start. */
  readonly known?: PendingTransaction | undefined;
}

/**
 * Polls for the receipt of `hash`, following it to a replacement when the wallet sped it up or cancelled
 * it. Gives up with `ReceiptTimeoutError` after `maxBlocks` blocks or when the chain stops answering.
 */
export async function waitForReceipt(
  client: ChainClient,
  hash: Hash | undefined,
  wait: ReceiptWait = {},
): Promise<MinedTransaction> {
  if (!hash)
    throw appError('receipt-missing-hash', 'Transaction has no transactionHash to wait for, did you execute it?');
  // Marked before the first read: a transfer saved a moment ago starts its tracking round meanwhile.
  awaited.set(hash, (awaited.get(hash) ?? 0) + 1);
  try {
    return await pollReceipt(client, hash, await chainPollingInterval(client), wait);
  } finally {
    const left = (awaited.get(hash) ?? 1) - 1;
    if (left > 0) awaited.set(hash, left);
    else awaited.delete(hash);
  }
}

/** A receipt not there yet is asked again after this long even without a new block: a load-balanced RPC's
 * nodes may have answered the block number and the receipt from different heights. */
const RECEIPT_AGAIN_MS = 1000;

/**
 * The block number at each poll, the receipt when a block came since it was last asked or a second has passed
 * (a chain mining four blocks a second is not asked for it twice a second to no end), and at the first poll
 * before any block number: the transaction is often mined by then.
 */
async function pollReceipt(
  client: ChainClient,
  hash: Hash,
  interval: number,
  { maxBlocks = MAX_BLOCKS_WAIT, pending: told, known }: ReceiptWait,
): Promise<MinedTransaction> {
  // One read less than a poll ago (another wait's: the approval's, just mined) is this poll's too.
  const blockNumber = () => client.getBlockNumber({ cacheTime: interval });
  let startBlock: bigint | undefined;
  let askedAt: bigint | undefined;
  let askedTime = 0;
  let pending: PendingTransaction | undefined = known;
  let failedPolls = 0;
  for (;;) {
    try {
      const latest = askedAt === undefined ? undefined : await blockNumber();
      const again = Date.now() - askedTime >= RECEIPT_AGAIN_MS;
      if (askedAt === undefined || again || (latest !== undefined && latest > askedAt)) {
        askedTime = Date.now();
        const found = await findOriginTransaction(client, { originTxHash: hash, ...pending }, startBlock);
        if (found.mined) return found.mined;
        if (!pending && found.pending) {
          pending = found.pending;
          told?.(pending);
        }
        askedAt = latest ?? (await blockNumber());
      }
      startBlock ??= askedAt;
      failedPolls = 0;
      if ((latest ?? askedAt) - startBlock >= BigInt(maxBlocks)) throw new ReceiptTimeoutError(maxBlocks);
    } catch (error) {
      if (error instanceof ReceiptTimeoutError) throw error;
      failedPolls += 1;
      if (failedPolls >= MAX_FAILED_POLLS) throw new ReceiptTimeoutError(maxBlocks, { cause: error });
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** Blocks searched back for the transaction that took a dropped transfer's nonce. */
const REPLACEMENT_SEARCH_BLOCKS = 1000n;

/** What the chain says of a transaction still waiting to be mined: how its replacement is found later. */
export interface PendingTransaction {
  readonly sender: Address;
  readonly nonce: number;
}

/**
 * A sent transaction as the chain has it now: mined under its hash; mined under another hash once the
 * node has forgotten it and the sender's nonce moved past it (the wallet sped it up or cancelled it),
 * searched from `searchFrom` (else the last 1000 blocks); or still pending, with its sender and nonce.
 * Nothing when the chain does not know it and its nonce is not known either.
 */
export async function findOriginTransaction(
  client: ChainClient,
  sent: { readonly originTxHash: Hash; readonly sender?: Address; readonly nonce?: number | undefined },
  searchFrom?: bigint,
): Promise<{ readonly mined?: MinedTransaction; readonly pending?: PendingTransaction }> {
  const hash = sent.originTxHash;
  // Only "no receipt yet" is an answer; a chain that did not answer fails the read.
  const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
    if (isReceiptNotFound(error)) return undefined;
    throw error;
  });
  if (receipt) return { mined: { receipt, hash } };
  const transaction = await client.getTransaction({ hash }).catch(() => undefined);
  if (transaction) return { pending: { sender: transaction.from, nonce: transaction.nonce } };
  if (sent.nonce === undefined || sent.sender === undefined) return {};
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const from = searchFrom ?? (latest > REPLACEMENT_SEARCH_BLOCKS ? latest - REPLACEMENT_SEARCH_BLOCKS : 0n);
  const mined = await minedWithNonce(client, { from: sent.sender, nonce: sent.nonce }, from, latest);
  return mined ? { mined } : {};
}

/**
 * What a mined origin transaction makes of a sent transfer: pending with the id of the message it sent
 * (`messageIdOf`, the method's reading; under the mined hash when the wallet replaced it), failed when it
 * reverted, or failed as replaced when what was mined sent nothing (the wallet cancelled it).
 */
export function minedOutcome(
  sentHash: Hash,
  mined: MinedTransaction,
  messageIdOf: (receipt: TransactionReceipt) => Hex | undefined,
): {
  readonly originTxHash?: Hash;
  readonly status: 'pending' | 'failed';
  readonly messageId?: Hex;
  readonly errorCode?: TransferErrorCode;
} {
  const replaced = mined.hash !== sentHash ? { originTxHash: mined.hash } : {};
  if (mined.receipt.status !== 'success') return { ...replaced, status: 'failed', errorCode: 'transaction-failed' };
  const messageId = messageIdOf(mined.receipt);
  if (!messageId) return { ...replaced, status: 'failed', errorCode: 'transaction-replaced' };
  return { ...replaced, status: 'pending', messageId };
}

/**
 * What a mined origin transaction makes of `transfer`, as `minedOutcome` says, except that a replacement which
 * is already a transfer of its own among `transfers` (the wallet reused the nonce for another send) is not
 * this one's: this one was cancelled.
 */
export function originUpdate(
  transfers: readonly SavedTransfer[],
  transfer: Pick<SavedTransfer, 'id' | 'originTxHash' | 'dispatchIndex'>,
  mined: MinedTransaction,
  messageIdOf: (receipt: TransactionReceipt) => Hex | undefined,
): ReturnType<typeof minedOutcome> {
  const outcome = minedOutcome(transfer.originTxHash, mined, messageIdOf);
  const taken = outcome.originTxHash !== undefined && replacementTaken(transfers, transfer, outcome.originTxHash);
  return taken ? { status: 'failed', errorCode: 'transaction-replaced' } : outcome;
}
