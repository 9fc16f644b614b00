import { encodeFunctionData } from 'viem';
import { erc721Abi } from '../../lib/abis';
import type { NftApprovalGrant } from '../method';
import type { Plan } from '../plan';

/**
 * How the collateral router gets the right to move the selected NFTs (docs/nfts.md). By default the
 * narrowest right: `approve(router, tokenId)` for each token that lacks it, one signature each. Only when
 * the user chooses fewer signatures, one `setApprovalForAll(router, true)`, which the gallery can revoke.
 * Synthetic routers burn the tokens they hold the right to already, and need nothing.
 */
export type ApprovalPlan =
  | { readonly kind: 'none' }
  | { readonly kind: 'all' }
  | { readonly kind: 'tokens'; readonly tokenIds: readonly bigint[] };

export function approvalPlan(input: {
  readonly collateral: boolean;
  readonly approvedForAll: boolean;
  /** Token ids the router is approved for one by one. */
  readonly approvedIds: readonly bigint[];
  readonly tokenIds: readonly bigint[];
  /** The user asked for one approval of the whole collection instead of one per token. */
  readonly preferApproveAll: boolean;
}): ApprovalPlan {
  if (!input.collateral || input.approvedForAll) return { kind: 'none' };
  const missing = input.tokenIds.filter((id) => !input.approvedIds.includes(id));
  if (missing.length === 0) return { kind: 'none' };
  return input.preferApproveAll && missing.length > 1 ? { kind: 'all' } : { kind: 'tokens', tokenIds: missing };
}

/** How many approval signatures a plan asks for. */
export function approvalCount(plan: ApprovalPlan): number {
  return plan.kind === 'none' ? 0 : plan.kind === 'all' ? 1 : plan.tokenIds.length;
}

/**
 * Taking back a collection-wide approval the gallery lists (docs/nfts.md): `setApprovalForAll(router, false)`
 * on the collection, sent from the owner that granted it.
 */
export function revokeApprovalPlan(input: NftApprovalGrant): Plan {
  const { owner, chainId, collection, router, trust } = input;
  return {
    sender: owner,
    chainId,
    requests: [
      {
        kind: 'approve-nft',
        chainId,
        collection,
        spender: { address: router, role: 'warp-route', chainId, trust },
        call: {
          chainId,
          to: collection,
          data: encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [router, false] }),
        },
      },
    ],
  };
}
