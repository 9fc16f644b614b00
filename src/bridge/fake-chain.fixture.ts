/**
 * For unit tests of the executor: a wallet that records what it is asked and mines it on a fake chain,
 * whose receipts succeed unless a test reverts a hash, and the transfer store as a list.
 */
import { type Address, type Hash, type Log, pad } from 'viem';
import type { SavedTransfer, TransferId } from './saved-transfers';
import type { CallsStatus, WalletState, WalletTransaction } from './wallet';

export const OWNER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const OTHER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** What the fake chain answers, as `publicClient` for every chain. */
export function fakeChain() {
  const reverted = new Set<Hash>();
  /** The logs a test gives a transaction's receipt; none by default. */
  const logs = new Map<Hash, Log[]>();
  const simulated: WalletTransaction[] = [];
  const client = {
    reverted,
    logs,
    simulated,
    getBlockNumber: async () => 100n,
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => ({ timestamp: blockNumber }),
    getTransactionReceipt: async ({ hash }: { hash: Hash }) => ({
      status: reverted.has(hash) ? 'reverted' : 'success',
      transactionHash: hash,
      logs: logs.get(hash) ?? [],
    }),
    call: async (request: WalletTransaction) => {
      simulated.push(request);
      return { data: '0x' };
    },
  };
  return client;
}

/** A connected wallet on `chainId` that records every request, in order. */
export function fakeWallet(chainId: number, address: Address = OWNER) {
  const asked: string[] = [];
  const sent: WalletTransaction[] = [];
  const state: { current: WalletState } = { current: {} };
  state.current = {
    address,
    chainId,
    switchChain: async (next) => {
      asked.push(`switch:${next}`);
      state.current = { ...state.current, chainId: next };
    },
    sendTransaction: async (transaction) => {
      asked.push(`send:${transaction.to}`);
      sent.push(transaction);
      return pad(`0x${sent.length.toString(16)}`) as Hash;
    },
  };
  return { asked, sent, state, wallet: () => state.current };
}

/** The transfer store as two lists: what was saved at a hash, and every update after. */
export function fakeRecords() {
  const saved: SavedTransfer[] = [];
  const updated: { id: TransferId; change: Partial<SavedTransfer> }[] = [];
  return {
    saved,
    updated,
    all: () => saved,
    save: (transfer: SavedTransfer) => saved.push(transfer),
    update: (id: TransferId, change: Partial<SavedTransfer>) => updated.push({ id, change }),
    reopen: (id: TransferId) => updated.push({ id, change: { status: 'sent' } }),
  };
}

/**
 * Gives `wallet` atomic batches (EIP-5792) on `chainIds`: each batch is recorded, its calls numbered as hashes
 * after the wallet's sends, and its status is `status` of them (by default confirmed, one receipt per call).
 */
export function withBatches(
  wallet: ReturnType<typeof fakeWallet>,
  chainIds: readonly number[],
  status: (hashes: Hash[]) => CallsStatus = (hashes) => ({
    status: 200,
    receipts: hashes.map((transactionHash) => ({ transactionHash })),
  }),
) {
  const batches: { chainId: number; calls: readonly WalletTransaction[] }[] = [];
  const statuses = new Map<string, CallsStatus>();
  wallet.state.current = {
    ...wallet.state.current,
    batch: {
      atomicChainIds: chainIds,
      sendCalls: async (chainId, calls) => {
        wallet.asked.push(`batch:${calls.length}`);
        batches.push({ chainId, calls });
        const first = wallet.sent.length + 1;
        const hashes = calls.map((_, at) => pad(`0x${(first + at).toString(16)}`) as Hash);
        const id = `batch-${batches.length}`;
        statuses.set(id, status(hashes));
        return id;
      },
      callsStatus: async (id) => {
        const known = statuses.get(id);
        if (!known) throw new Error(`unknown batch ${id}`);
        return known;
      },
    },
  };
  return batches;
}
