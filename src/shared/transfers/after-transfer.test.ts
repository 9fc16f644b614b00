import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/query-keys';
import { invalidateAfterTransfer } from './after-transfer';

const owner = '0x00000000000000000000000000000000000000aa';

describe('invalidateAfterTransfer', () => {
  it('marks every holding a transfer moves as stale, and nothing else', async () => {
    const queryClient = new QueryClient();
    const moved = [
      queryKeys.balances.chain(1, owner),
      queryKeys.sourceBalance.of(1, undefined, owner),
      queryKeys.nftInventory.of('devnet', owner, ['1:0xabc']),
      queryKeys.nftApprovals.of('devnet', owner, ['1:0xdef']),
    ];
    const unrelated = ['price', 'ETH', 'USD'];
    for (const key of [...moved, unrelated]) queryClient.setQueryData(key, 1);

    await invalidateAfterTransfer(queryClient);

    for (const key of moved) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(unrelated)?.isInvalidated).toBe(false);
  });
});
