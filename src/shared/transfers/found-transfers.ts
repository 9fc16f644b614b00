/**
 * Transfers the chains know of that this browser did not send (docs/transfers.md, "Claims"): a withdrawal
 * sent from another browser is found from the chain and saved here, so it can be claimed from anywhere.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Address, Hash } from 'viem';
import { queryKeys } from '../../api/query-keys';
import { allMethods } from '../../bridge';
import type { FindProgress } from '../../bridge/method';
import type { SavedTransfer } from '../../bridge/saved-transfers';
import { recordFound } from '../../bridge/transfer-changes';
import type { NetworkConfig } from '../../config';
import { findMemory } from './find-memory';
import { type FindStatus, setFindStatus } from './find-status';
import { transferStore } from './transfer-store';

/** Saves the transfers this browser has no record of (`recordFound`). */
const keepFound = (found: readonly SavedTransfer[]) => recordFound(transferStore, found);

/**
 * The address's transfers every method finds on chain, kept in the store as they are found, page by page: a
 * search that stops part-way keeps what it found, and says in its status how far back it got. A search runs
 * again (the query refetched) from where the last one stopped (`findMemory`).
 */
export function foundTransfersQuery(network: NetworkConfig, address: Address | undefined) {
  return queryOptions({
    queryKey: address ? queryKeys.foundTransfers(network.name, address) : queryKeys.idle('found-transfers'),
    queryFn: address
      ? async () => {
          const status = (update: (s: FindStatus) => FindStatus) => setFindStatus(network.name, address, update);
          status((s) => ({ ...s, running: true }));
          const onProgress = (progress: FindProgress) => {
            keepFound(progress.found);
            const searchedBackTo = progress.searchedBackTo;
            status((s) => ({
              ...s,
              chains: { ...s.chains, [progress.chainId]: { searchedBackTo, incomplete: false } },
            }));
          };
          const finders = allMethods().flatMap((m) => (m.findTransfers ? [m.findTransfers] : []));
          try {
            const results = await Promise.all(
              finders.map((find) => find(network, address, { memory: findMemory, onProgress })),
            );
            const found = results.flatMap((result) => result.transfers);
            keepFound(found);
            const chains = results.flatMap((result) => result.chains);
            status(() => ({
              running: false,
              chains: Object.fromEntries(
                chains.map((c) => [c.chainId, { searchedBackTo: c.searchedBackTo, incomplete: !c.complete }]),
              ),
            }));
            for (const chain of chains) {
              if (!chain.complete) console.warn('The withdrawal search stopped part-way', chain.chainId, chain.failure);
            }
            return found;
          } catch (error) {
            status((s) => ({ ...s, running: false }));
            throw error;
          }
        }
      : skipToken,
    // Once per page load and address, and again on the user's retry, which resumes where this one stopped.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The transfer a pasted transaction hash sent, from whichever chain and method knows it, saved unless this
 * browser has it already. Nothing when no chain knows it; when none knows it and one could not be read, that
 * failure, so that "not found" is never said of a hash that could not be checked.
 */
export async function findTransferByHash(network: NetworkConfig, hash: Hash): Promise<SavedTransfer | undefined> {
  const readers = allMethods().flatMap((m) => (m.transferFromHash ? [m.transferFromHash] : []));
  const results = await Promise.allSettled(
    readers.flatMap((read) => network.chains.map((chain) => read(network, chain.chainId, hash))),
  );
  for (const result of results) {
    if (result.status === 'fulfilled' && result.value) {
      keepFound([result.value]);
      return result.value;
    }
  }
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return undefined;
}
