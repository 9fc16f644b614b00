import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Hash } from 'viem';
import { invalidateAfterTransfer } from './after-transfer';
import { type SavedTransfer, transferFailure } from './saved-transfers';
import { sendWithToast } from './send-with-toast';
import { transferStore } from './transfer-store';

/** What a send reports back as it goes: each transfer is saved at its hash, then updated once confirmed. */
export const saveTransfers = {
  onSent: (saved: SavedTransfer) => transferStore.save(saved),
  onConfirmed: (hash: SavedTransfer['originTxHash'], confirmed: SavedTransfer) => transferStore.update(hash, confirmed),
};

/** `saveTransfers`, also telling a send's progress (its stepper) each hash and each saved transfer. */
export function savesWithProgress(progress: {
  readonly transaction: (kind: 'approve' | 'send', hash: Hash) => void;
  readonly saved: (hash: Hash) => void;
}) {
  return {
    onTransaction: progress.transaction,
    onSent: (saved: SavedTransfer) => {
      saveTransfers.onSent(saved);
      progress.saved(saved.originTxHash);
    },
    onConfirmed: saveTransfers.onConfirmed,
  };
}

/**
 * The send flow tokens and NFTs share (docs/transfers.md, "A hash is a transfer"): one toast from the
 * first step to the outcome, each transfer saved at its hash and updated when confirmed (`run` hands
 * `saveTransfers` to the send), and, sent or not, every holding a transfer moves read again. The mutation
 * never fails: its result says whether the send went, or the message to keep on the form.
 */
export function useSendMutation<TInput>(options: {
  readonly firstStep: (input: TInput) => string;
  readonly run: (input: TInput, showStep: (text: string) => void) => Promise<readonly SavedTransfer[]>;
  readonly success: (transfers: readonly SavedTransfer[], input: TInput) => string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) =>
      sendWithToast(
        t,
        options.firstStep(input),
        async (showStep) => {
          const transfers = await options.run(input, showStep);
          // Only a reverted receipt is a failure once there is a hash; the history shows it.
          const failed = transfers.find((transfer) => transfer.status === 'failed');
          if (failed) throw transferFailure(failed);
          return transfers;
        },
        (transfers) => options.success(transfers, input),
      ),
    onSettled: () => invalidateAfterTransfer(queryClient),
  });
}
