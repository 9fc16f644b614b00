import type { QueryClient } from '@tanstack/react-query';

/**
 * The keys of what a transfer changes: the balances panel, the form's source balance, the NFT inventory
 * and the NFT approvals. Their queries live beside their fetchers (balances, `useBalance`, nfts); their
 * keys start here so that `invalidateAfterTransfer` can name each of them.
 */
export const balancesKeys = {
  all: ['balances'] as const,
  chain: (chainId: number, owner: `0x${string}`) => [...balancesKeys.all, chainId, owner] as const,
};

export const sourceBalanceKeys = {
  all: ['source-balance'] as const,
  of: (chainId: number, token: `0x${string}` | undefined, owner: `0x${string}`) =>
    [...sourceBalanceKeys.all, chainId, token ?? 'native', owner] as const,
};

export const nftInventoryKeys = {
  all: ['nft-inventory'] as const,
  of: (network: string, owner: `0x${string}`, endpoints: readonly string[]) =>
    [...nftInventoryKeys.all, network, owner, endpoints] as const,
};

export const nftApprovalKeys = {
  all: ['nft-approvals'] as const,
  of: (network: string, owner: `0x${string}`, routers: readonly string[]) =>
    [...nftApprovalKeys.all, network, owner, routers] as const,
};

function invalidateAll(queryClient: QueryClient, keys: readonly (readonly string[])[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** After tokens arrived from outside the bridge (a purchase): the balances panel and the form's balance. */
export function invalidateTokenBalances(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, [balancesKeys.all, sourceBalanceKeys.all]);
}

/** After a transfer was sent, failed or was delivered: every holding it may have moved is read again. */
export function invalidateAfterTransfer(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, [
    balancesKeys.all,
    sourceBalanceKeys.all,
    nftInventoryKeys.all,
    nftApprovalKeys.all,
  ]);
}
