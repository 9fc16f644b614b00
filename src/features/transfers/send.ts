/**
 * Sending a Hyperlane transfer: switch the wallet to the origin chain, approve exactly the amount when a
 * collateral router's allowance is short, then `transferRemote` paying the quoted interchain gas. The
 * transfer is saved the moment the wallet returns its hash, and from then on it exists: nothing after the
 * hash reports it failed except a reverted receipt (docs/transfers.md).
 */
import {
  type Address,
  encodeFunctionData,
  type Hash,
  type Hex,
  isAddressEqual,
  pad,
  type TransactionReceipt,
} from 'viem';
import type { ChainClient } from '../../api/chain-clients';
import { erc20Abi, tokenRouterAbi } from '../../lib/abis';
import {
  type AppError,
  appError,
  type RevertError,
  toWalletError,
  type UserRejectedError,
  type WalletFailedError,
} from '../../lib/errors';
import type { PlannedTransfer, SendHooks, SendStep, TokenApproval, TransferIntent } from './methods/types';
import { dispatchedMessageId, minedOutcome, ReceiptTimeoutError, waitForReceipt } from './receipt';
import type { SavedTransfer } from './saved-transfers';
import type { WalletState, WalletTransaction } from './wallet-state';

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
  /** With its plan: the allowances to grant first, in order, and the router the transfer goes to. */
  readonly transfer: PlannedTransfer;
  readonly origin: ChainClient;
  readonly destinationDomain: number;
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

/**
 * Sends an approval and waits until it is mined: the transfer after it would revert without it. `onHash`
 * hears its hash as soon as the wallet returns it.
 */
export async function approveAndWait(
  wallet: ReturnType<typeof sendingWallet>,
  origin: ChainClient,
  approval: WalletTransaction,
  onHash?: (hash: Hash) => void,
): Promise<void> {
  const hash = await wallet.sendTransaction(approval);
  onHash?.(hash);
  const { receipt } = await waitForReceipt(origin, hash);
  if (receipt.status !== 'success') throw appError('transaction-failed', 'Transaction failed');
}

/** The wallet transaction that grants `approval`: exactly its amount, to its spender. */
export function approvalTransaction(approval: TokenApproval): WalletTransaction {
  return {
    chainId: approval.chainId,
    to: approval.token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [approval.spender, approval.amount] }),
  };
}

/**
 * What the origin chain says of a sent transfer: pending with its message id once mined (under the hash
 * that was mined, when the wallet replaced the transaction); failed only when the receipt reverted or the
 * replacement dispatched nothing (a cancellation); unchanged, so still tracked, when the wait ran out.
 */
export async function confirmOrigin(
  origin: ChainClient,
  transfer: SavedTransfer,
  messageIdOf: (receipt: TransactionReceipt) => Hex | undefined,
): Promise<SavedTransfer> {
  try {
    return {
      ...transfer,
      ...minedOutcome(transfer.originTxHash, await waitForReceipt(origin, transfer.originTxHash), messageIdOf),
    };
  } catch (error) {
    if (error instanceof ReceiptTimeoutError) return transfer;
    throw error;
  }
}

/** A token transfer as it is saved the moment the wallet returns its hash (docs/transfers.md). */
export function sentTransfer(intent: TransferIntent, hash: Hash): SavedTransfer {
  const { route, sender, recipient, amount } = intent;
  return {
    originTxHash: hash,
    originChainId: route.from.chainId,
    destinationChainId: route.to.chainId,
    sender,
    recipient,
    symbol: route.route.token.symbol,
    decimals: route.route.token.decimals,
    amount: amount.toString(),
    method: route.method,
    status: 'sent',
    sentAt: Date.now(),
  };
}

/** Sends a Hyperlane token transfer: the approvals first, then `transferRemote` with the quoted fee. */
export async function sendTransfer(
  request: SendRequest,
  wallet: WalletState,
  hooks: SendHooks<SendStep>,
): Promise<SavedTransfer> {
  const { transfer: intent, origin } = request;
  const { route, amount, recipient } = intent;
  const router = route.from.router;
  // The transfer goes where its review said, or nowhere (docs/transfers.md, "Review before signing").
  if (!router || !isAddressEqual(router, intent.plan.send.to)) {
    throw appError('route-unsendable', 'This route cannot be sent from here');
  }
  const actions = sendingWallet(wallet);
  try {
    await switchWalletTo(actions, route.from.chainId, () => hooks.onStep('switching'));
    for (const approval of intent.plan.approvals) {
      hooks.onStep('approving');
      await approveAndWait(actions, origin, approvalTransaction(approval), (hash) =>
        hooks.onTransaction?.('approve', hash),
      );
    }
    hooks.onStep('sending');
    const hash = await actions.sendTransaction({
      chainId: route.from.chainId,
      to: router,
      data: encodeFunctionData({
        abi: tokenRouterAbi,
        functionName: 'transferRemote',
        args: [request.destinationDomain, pad(recipient), amount],
      }),
      value: intent.fee,
    });
    hooks.onTransaction?.('send', hash);
    const transfer = sentTransfer(intent, hash);
    hooks.onSent(transfer);
    hooks.onStep('confirming');
    const confirmed = await confirmOrigin(origin, transfer, (receipt) =>
      dispatchedMessageId(receipt.logs, request.originMailbox),
    );
    hooks.onConfirmed(hash, confirmed);
    return confirmed;
  } catch (error) {
    throw toWalletError(error);
  }
}
/**
 * Every send loads on demand through this module: Hyperlane tokens (above), NFTs, and the zk method's part.
 * One on-demand chunk rather than three keeps the first screen's shared chunks whole (README, the
 * first-load budget): each module a lazy chunk shares with the first screen otherwise splits off.
 */
export { planNfts, sendNfts } from './send-nfts';
export * as zkBridge from './zk-bridge';
