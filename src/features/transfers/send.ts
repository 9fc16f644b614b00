/**
 * Sending a Hyperlane transfer: switch the wallet to the origin chain, approve exactly the amount when a
 * collateral router's allowance is short, then `transferRemote` paying the quoted interchain gas. The
 * transfer is saved the moment the wallet returns its hash, and from then on it exists: nothing after the
 * hash reports it failed except a reverted receipt (docs/transfers.md).
 */
import { type Address, encodeFunctionData, type Hash, type PublicClient, pad } from 'viem';
import { erc20Abi, tokenRouterAbi } from '../../lib/abis';
import {
  type AppError,
  appError,
  type RevertError,
  toWalletError,
  type UserRejectedError,
  type WalletFailedError,
} from '../../lib/errors';
import { isCollateralEnd, type OpenRoute } from '../../lib/routes';
import { minedOutcome, ReceiptTimeoutError, waitForReceipt } from './receipt';
import type { SavedTransfer } from './saved-transfers';
import type { WalletState, WalletTransaction } from './wallet-state';

export type SendStep = 'switching' | 'approving' | 'sending' | 'confirming';

/**
 * What sending can throw, each worded by its code (src/i18n/messages.ts): no wallet or route to send
 * with, a refusal, a revert, another wallet failure, a failed approval, or an approval not seen mined.
 */
export type SendTransferErrorType =
  | AppError<'no-send-wallet'>
  | AppError<'route-unsendable'>
  | UserRejectedError
  | RevertError
  | WalletFailedError
  | AppError<'transaction-failed'>
  | ReceiptTimeoutError;

export interface SendRequest {
  readonly answer: OpenRoute;
  readonly amount: bigint;
  readonly recipient: Address;
  readonly sender: Address;
  readonly destinationDomain: number;
  readonly interchainGas: bigint;
  readonly origin: PublicClient;
  /** The origin chain's Mailbox: the only emitter whose `DispatchId` names the message. */
  readonly originMailbox: Address;
}

/** The wallet's actions a send needs; a wallet without them cannot send from here. */
export function sendingWallet(wallet: WalletState) {
  const { sendTransaction, switchChain } = wallet;
  if (!sendTransaction || !switchChain) throw appError('no-send-wallet', 'This route cannot be sent from here');
  return { chainId: wallet.chainId, sendTransaction, switchChain };
}

/** Asks the wallet onto `chainId` when it is on another chain. */
export async function switchWalletTo(
  wallet: ReturnType<typeof sendingWallet>,
  chainId: number,
  onSwitching: () => void,
): Promise<void> {
  if (wallet.chainId === chainId) return;
  onSwitching();
  await wallet.switchChain(chainId);
}

/** Sends an approval and waits until it is mined: the transfer after it would revert without it. */
export async function approveAndWait(
  wallet: ReturnType<typeof sendingWallet>,
  origin: PublicClient,
  approval: WalletTransaction,
): Promise<void> {
  const { receipt } = await waitForReceipt(origin, await wallet.sendTransaction(approval));
  if (receipt.status !== 'success') throw appError('transaction-failed', 'Transaction failed');
}

/**
 * What the origin chain says of a sent transfer: pending with its message id once mined (under the hash
 * that was mined, when the wallet replaced the transaction); failed only when the receipt reverted or the
 * replacement dispatched nothing (a cancellation); unchanged, so still tracked, when the wait ran out.
 */
export async function confirmDispatch(
  origin: PublicClient,
  originMailbox: Address,
  transfer: SavedTransfer,
): Promise<SavedTransfer> {
  try {
    return {
      ...transfer,
      ...minedOutcome(transfer.originTxHash, await waitForReceipt(origin, transfer.originTxHash), originMailbox),
    };
  } catch (error) {
    if (error instanceof ReceiptTimeoutError) return transfer;
    throw error;
  }
}

export async function sendTransfer(
  request: SendRequest,
  wallet: WalletState,
  hooks: {
    onStep(step: SendStep): void;
    onSent(transfer: SavedTransfer): void;
    onConfirmed(sentHash: Hash, transfer: SavedTransfer): void;
  },
): Promise<SavedTransfer> {
  const { answer, amount, recipient, sender, origin } = request;
  const router = answer.from.router;
  const token = answer.from.address;
  if (!router || !token) throw appError('route-unsendable', 'This route cannot be sent from here');
  const actions = sendingWallet(wallet);
  try {
    await switchWalletTo(actions, answer.from.chainId, () => hooks.onStep('switching'));
    if (isCollateralEnd(answer.from)) {
      const allowance = await origin.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [sender, router],
      });
      if (allowance < amount) {
        hooks.onStep('approving');
        await approveAndWait(actions, origin, {
          chainId: answer.from.chainId,
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
        });
      }
    }
    hooks.onStep('sending');
    const hash = await actions.sendTransaction({
      chainId: answer.from.chainId,
      to: router,
      data: encodeFunctionData({
        abi: tokenRouterAbi,
        functionName: 'transferRemote',
        args: [request.destinationDomain, pad(recipient), amount],
      }),
      value: request.interchainGas,
    });
    const transfer: SavedTransfer = {
      originTxHash: hash,
      originChainId: answer.from.chainId,
      destinationChainId: answer.to.chainId,
      sender,
      recipient,
      symbol: answer.route.token.symbol,
      decimals: answer.route.token.decimals,
      amount: amount.toString(),
      method: answer.method,
      status: 'sent',
      sentAt: Date.now(),
    };
    hooks.onSent(transfer);
    hooks.onStep('confirming');
    const confirmed = await confirmDispatch(origin, request.originMailbox, transfer);
    hooks.onConfirmed(hash, confirmed);
    return confirmed;
  } catch (error) {
    throw toWalletError(error);
  }
}
