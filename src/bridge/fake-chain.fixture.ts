/**
 * For unit tests of the executor: a wallet that records what it is asked and mines it on a fake chain,
 * whose receipts succeed unless a test reverts a hash, and the transfer store as a list.
 */
import { type Address, type Hash, pad } from 'viem';
import type { SavedTransfer } from './saved-transfers';
import type { WalletState, WalletTransaction } from './wallet';

export const OWNER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const OTHER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** What the fake chain answers, as `publicClient` for every chain. */
export function fakeChain() {
  const reverted = new Set<Hash>();
  const simulated: WalletTransaction[] = [];
  const client = {
    reverted,
    simulated,
    getBlockNumber: async () => 100n,
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => ({ timestamp: blockNumber }),
    getTransactionReceipt: async ({ hash }: { hash: Hash }) => ({
      status: reverted.has(hash) ? 'reverted' : 'success',
      transactionHash: hash,
      logs: [],
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
  const updated: { hash: Hash; change: Partial<SavedTransfer> }[] = [];
  return {
    saved,
    updated,
    save: (transfer: SavedTransfer) => saved.push(transfer),
    update: (hash: Hash, change: Partial<SavedTransfer>) => updated.push({ hash, change }),
  };
}
