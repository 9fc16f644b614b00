/**
 * The chain with this id among a network's (or the devnet manifest's) chains; undefined when there is none
 * (a record's or a saved transfer's chain).
 */
export function chainOf<Chain extends { readonly chainId: number }>(
  network: { readonly chains: readonly Chain[] },
  chainId: number | undefined,
): Chain | undefined {
  return chainId === undefined ? undefined : network.chains.find((c) => c.chainId === chainId);
}
