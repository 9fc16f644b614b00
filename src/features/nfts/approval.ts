/**
 * How the collateral router gets the right to move the selected NFTs. One token still to approve: approve
 * just that one, the narrowest right. Several: one `setApprovalForAll`, one signature instead of one per
 * token. Synthetic
 * routers burn the tokens they hold the right to already, and need nothing.
 */
type ApprovalPlan =
  | { readonly kind: 'none' }
  | { readonly kind: 'all' }
  | { readonly kind: 'token'; readonly tokenId: bigint };

export function approvalPlan(input: {
  readonly collateral: boolean;
  readonly approvedForAll: boolean;
  /** Token ids the router is approved for one by one. */
  readonly approvedIds: readonly bigint[];
  readonly tokenIds: readonly bigint[];
}): ApprovalPlan {
  if (!input.collateral || input.approvedForAll) return { kind: 'none' };
  const missing = input.tokenIds.filter((id) => !input.approvedIds.includes(id));
  const [only] = missing;
  if (only === undefined) return { kind: 'none' };
  return missing.length === 1 ? { kind: 'token', tokenId: only } : { kind: 'all' };
}
