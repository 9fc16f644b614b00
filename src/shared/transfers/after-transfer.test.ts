import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  balancesKeys,
  invalidateAfterTransfer,
  nftApprovalKeys,
  nftInventoryKeys,
  sourceBalanceKeys,
} from './after-transfer';

const owner = '0x00000000000000000000000000000000000000aa';

describe('invalidateAfterTransfer', () => {
  it('marks every holding a transfer moves as stale, and nothing else', async () => {
    const queryClient = new QueryClient();
    const moved = [
      balancesKeys.chain(1, owner),
      sourceBalanceKeys.of(1, undefined, owner),
      nftInventoryKeys.of('devnet', owner, ['1:0xabc']),
      nftApprovalKeys.of('devnet', owner, ['1:0xdef']),
    ];
    const unrelated = ['price', 'ETH', 'USD'];
    for (const key of [...moved, unrelated]) queryClient.setQueryData(key, 1);

    await invalidateAfterTransfer(queryClient);

    for (const key of moved) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(unrelated)?.isInvalidated).toBe(false);
  });
});
