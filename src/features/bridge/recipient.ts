/** What the app warns about before sending to a recipient typed by hand, from its state on the destination. */
export type RecipientWarning = 'contract' | 'unused' | undefined;

interface RecipientState {
  /** The account's code: anything but empty means a contract. */
  readonly code: `0x${string}` | undefined;
  readonly nonce: number;
  readonly balance: bigint;
}

/**
 * A contract (the token or the router itself, say) may not be able to move what it receives: warn. An
 * address that has never sent a transaction nor held the native currency on the destination is often a
 * typo or an address from another ecosystem: ask the user to confirm it.
 */
export function recipientWarning(state: RecipientState): RecipientWarning {
  if (state.code !== undefined && state.code !== '0x') return 'contract';
  if (state.nonce === 0 && state.balance === 0n) return 'unused';
  return undefined;
}
