/**
 * Transfers the chains know of that this browser did not send (docs/transfers.md, "Claims"): a withdrawal
 * sent from another browser is found from the chain and saved here, so it can be claimed from anywhere.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Address, Hash } from 'viem';
import { queryKeys } from '../../api/query-keys';
import { allMethods } from '../../bridge';
import { type SavedTransfer, transferId } from '../../bridge/saved-transfers';
import type { NetworkConfig } from '../../config';
import { transferStore } from './transfer-store';

/** Saves the transfers this browser has no record of; a saved transfer is never replaced by a found one. */
export function keepFound(found: readonly SavedTransfer[]): SavedTransfer[] {
  const known = new Set(transferStore.all().map(transferId));
  const added = found.filter((t) => !known.has(transferId(t)));
  for (const transfer of added) transferStore.save(transfer);
  return added;
}

/** The address's transfers every method finds on chain, kept in the store as they are found. */
export function foundTransfersQuery(network: NetworkConfig, address: Address | undefined) {
  return queryOptions({
    queryKey: address ? queryKeys.foundTransfers(network.name, address) : queryKeys.idle('found-transfers'),
    queryFn: address
      ? async () => {
          const finders = allMethods().flatMap((m) => (m.findTransfers ? [m.findTransfers] : []));
          const found = (await Promise.all(finders.map((find) => find(network, address)))).flat();
          keepFound(found);
          return found;
        }
      : skipToken,
    // Once per page load and address: on mainnet the search reads 31 days of logs, about a hundred requests.
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
