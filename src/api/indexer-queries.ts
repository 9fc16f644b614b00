import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Hex } from 'viem';
import type { NetworkConfig } from '../config';
import type { IndexerClient } from './indexer';
import { queryKeys } from './query-keys';

/** The indexer's answers carry a 10-second cache hint (docs/transfers.md): asking more often learns nothing. */
export const INDEXER_INTERVAL_MS = 10_000;

/**
 * `sender`'s deposits the indexer knows, for every destination chain of the network, read again every 10 s
 * while someone watches them. The history shows them; the tracker takes delivery transactions from them.
 */
export function depositsQuery(indexer: IndexerClient, network: NetworkConfig, sender: `0x${string}` | undefined) {
  return queryOptions({
    queryKey: sender ? queryKeys.deposits.of(network.name, sender) : queryKeys.idle('deposits'),
    queryFn: sender
      ? async () => {
          const lists = await Promise.all(
            network.chains.map((chain) => indexer.getDepositsForAddressOnChain(sender, chain.chainId)),
          );
          return lists.flat();
        }
      : skipToken,
    staleTime: INDEXER_INTERVAL_MS,
    refetchInterval: INDEXER_INTERVAL_MS,
  });
}

/**
 * The Hyperlane message an origin transaction dispatched, asked of the explorer's GraphQL API when the app
 * does not know it (a transfer found from the indexer): the first one, as a bridge transfer sends one.
 * Asked again every 10 s until the explorer has it; a message id never changes once known.
 */
export function originMessageQuery(explorer: IndexerClient, chainId: number, originTxHash: Hex | undefined) {
  return queryOptions({
    queryKey: queryKeys.originMessage(chainId, originTxHash),
    queryFn: originTxHash
      ? async () => (await explorer.getMessageIdsOfOriginTx(chainId, originTxHash))[0] ?? null
      : skipToken,
    staleTime: (query) => (query.state.data ? Number.POSITIVE_INFINITY : INDEXER_INTERVAL_MS),
    refetchInterval: (query) => (query.state.data ? false : INDEXER_INTERVAL_MS),
  });
}
