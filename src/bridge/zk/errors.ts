import { BaseError, ContractFunctionRevertedError, decodeErrorResult, type Hex, isHex } from 'viem';
import { AppError, appError, walk } from '../../lib/errors';
import { zkErrorsAbi } from './abis';

/** The zk method's own failures, merged into the app's codes (docs/errors.md) and worded by `errorText`. */
declare module '../../lib/errors' {
  interface ErrorData {
    /** A zk withdrawal's batch is not executed on L1 yet (the contracts' `BatchNotExecuted`). */
    'batch-not-executed': undefined;
    /** A zk withdrawal was claimed already (`WithdrawalAlreadyFinalized`, or `isWithdrawalFinalized`). */
    'withdrawal-already-finalized': undefined;
    /** A zk withdrawal's L2->L1 log is not in a sealed batch yet, so it has no proof to claim with. */
    'withdrawal-log-not-found': undefined;
    /** The zk bridge contracts the L2 node names disagree with the ones the configured Bridgehub names. */
    'zk-contracts-unverified': undefined;
    /** A zk route of anything but ETH: the app moves only ETH over the zk bridge, never a token address. */
    'zk-token-unsupported': undefined;
  }
}

/**
 * A zk contract's refusal or viem's missing proof, as its plain code; nothing for any other failure. A
 * transaction the capture refused (`capture.ts`: to a contract L1 does not name) reaches here inside viem's
 * error for the transport that refused it: its own code, `zk-contracts-unverified`, is what a person reads.
 */
export function zkError(error: unknown): AppError | undefined {
  const refused = walk(error, (e) => e instanceof AppError && e.code === 'zk-contracts-unverified');
  if (refused instanceof AppError && refused !== error) return refused;
  if (walk(error, (e) => e instanceof BaseError && e.name === 'WithdrawalLogNotFoundError')) {
    return appError('withdrawal-log-not-found', 'The withdrawal is not in a batch yet', { cause: error });
  }
  switch (revertName(error)) {
    case 'BatchNotExecuted':
      return appError('batch-not-executed', 'The batch is not executed on L1 yet', { cause: error });
    case 'WithdrawalAlreadyFinalized':
      return appError('withdrawal-already-finalized', 'The withdrawal is already finalized', { cause: error });
    // The Mailbox refuses a deposit's mint below the L2 fee at the gas price it is sent at (docs/transfers.md,
    // "A deposit's L2 fee"): in the send's simulation or the wallet's estimate, before anything is sent.
    case 'MsgValueTooLow':
      return appError('quote-expired', 'The L2 fee rose past what the deposit mints', { cause: error });
    default:
      return undefined;
  }
}

/** The name of the zk error a revert carries, decoded from its data anywhere in the cause chain. */
function revertName(error: unknown): string | undefined {
  let name: string | undefined;
  walk(error, (e) => {
    if (e instanceof ContractFunctionRevertedError && e.data?.errorName) name = e.data.errorName;
    const data = (e as { data?: unknown } | null)?.data;
    const raw = typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : data;
    if (!name && typeof raw === 'string' && isHex(raw) && raw.length >= 10) {
      try {
        name = decodeErrorResult({ abi: zkErrorsAbi, data: raw as Hex }).errorName;
      } catch {
        // Not one of the zk errors.
      }
    }
    return name !== undefined;
  });
  return name;
}
