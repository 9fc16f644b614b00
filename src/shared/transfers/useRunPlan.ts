import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../api/services';
import { execute, type MethodModule, type Plan, type PlannedRequest, type SendStep } from '../../bridge';
import { type SavedTransfer, transferFailure } from '../../bridge/saved-transfers';
import type { NetworkConfig } from '../../config';
import { getWalletState } from '../wallet/wallet-state';
import { invalidateAfterSend } from './after-transfer';
import type { ProgressHooks } from './review/progress';
import { sendWithToast } from './send-with-toast';
import { transferStore } from './transfer-store';

/** A reviewed plan as the user confirmed it: the requests the review listed, and its progress. */
export interface ConfirmedPlan {
  readonly method: MethodModule;
  readonly plan: Plan;
  readonly requests: readonly PlannedRequest[];
  readonly progress?: ProgressHooks;
}

/**
 * Runs a confirmed plan with the connected wallet (read again before every request) and the app's transfer
 * store, telling its progress each request, hash and saved transfer, and `onStep` each step to word.
 */
export function runPlan(
  network: NetworkConfig,
  confirmed: ConfirmedPlan,
  onStep: (step: SendStep, ordinal: number) => void,
): Promise<SavedTransfer[]> {
  const { progress } = confirmed;
  return execute({
    network,
    method: confirmed.method,
    plan: confirmed.plan,
    requests: confirmed.requests,
    wallet: getWalletState,
    records: transferStore,
    report: {
      step: (step, index, ordinal) => {
        progress?.step(index);
        onStep(step, ordinal);
      },
      hash: (index, hash) => progress?.hash(index, hash),
      saved: (transfer) => progress?.saved(transfer.id),
    },
  });
}

/**
 * The send flow tokens, NFTs and claims share (docs/transfers.md, "A hash is a transfer"): a confirmed plan
 * run with the connected wallet (`runPlan`), one toast from the first step to the outcome, each step worded by
 * `step` (nothing when it returns nothing), each transfer saved at its hash and updated when confirmed, and,
 * sent or not, the holdings on the chain it was sent on read again. The mutation never fails: its result says
 * whether the send went, or the message to keep on the form.
 */
export function useRunPlan<TInput extends ConfirmedPlan>(options: {
  readonly firstStep: (input: TInput) => string;
  readonly step: (step: SendStep, ordinal: number, input: TInput) => string | undefined;
  readonly success: (transfers: readonly SavedTransfer[], input: TInput) => string;
}) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const queryClient = useQueryClient();
  const run = (input: TInput, showStep: (text: string) => void) =>
    runPlan(network, input, (step, ordinal) => {
      const text = options.step(step, ordinal, input);
      if (text !== undefined) showStep(text);
    });
  return useMutation({
    mutationFn: (input: TInput) =>
      sendWithToast(
        t,
        options.firstStep(input),
        async (showStep) => {
          const transfers = await run(input, showStep);
          // Only a reverted receipt is a failure once there is a hash; the history shows it.
          const failed = transfers.find((transfer) => transfer.status === 'failed');
          if (failed) throw transferFailure(failed);
          return transfers;
        },
        (transfers) => options.success(transfers, input),
      ),
    onSettled: (_transfers, _error, input) => invalidateAfterSend(queryClient, input.plan.chainId),
  });
}
