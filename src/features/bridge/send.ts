/**
 * Sending a Hyperlane transfer: switch the wallet to the origin chain, approve exactly the amount when a
 * collateral router's allowance is short, then `transferRemote` paying the quoted interchain gas. The
 * transfer is saved the moment the wallet returns its hash.
 */
import { type Address, encodeFunctionData, type Hex, type PublicClient, pad, parseEventLogs } from 'viem';
import { AppError, TransactionError, toWalletError } from '../../lib/errors';
import { isCollateralEnd, type RouteAnswer } from '../../lib/routes';
import type { WalletState } from '../wallet/wallet-store';
import { erc20Abi, mailboxAbi, tokenRouterAbi } from './abis';
import { waitForReceipt } from './receipt';
import type { SavedTransfer } from './transfers';

export type SendStep = 'switching' | 'approving' | 'sending' | 'confirming';

export interface SendRequest {
  readonly answer: Extract<RouteAnswer, { ok: true }>;
  readonly amount: bigint;
  readonly recipient: Address;
  readonly sender: Address;
  readonly destinationDomain: number;
  readonly interchainGas: bigint;
  readonly origin: PublicClient;
}

export async function sendTransfer(
  request: SendRequest,
  wallet: WalletState,
  hooks: { onStep(step: SendStep): void; onSent(transfer: SavedTransfer): void },
): Promise<SavedTransfer> {
  const { answer, amount, recipient, sender, origin } = request;
  const router = answer.from.router;
  const token = answer.from.address;
  if (!router || !token || !wallet.sendTransaction || !wallet.switchChain)
    throw new AppError('This route cannot be sent from here');
  try {
    if (wallet.chainId !== answer.from.chainId) {
      hooks.onStep('switching');
      await wallet.switchChain(answer.from.chainId);
    }
    if (isCollateralEnd(answer.from)) {
      const allowance = await origin.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [sender, router],
      });
      if (allowance < amount) {
        hooks.onStep('approving');
        const approval = await wallet.sendTransaction({
          chainId: answer.from.chainId,
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
        });
        const receipt = await waitForReceipt(origin, approval);
        if (receipt.status !== 'success') throw new Error('execution reverted: approval failed');
      }
    }
    hooks.onStep('sending');
    const hash = await wallet.sendTransaction({
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
    const receipt = await waitForReceipt(origin, hash);
    if (receipt.status !== 'success') throw new TransactionError('Transaction failed');
    const [dispatch] = parseEventLogs({ abi: mailboxAbi, eventName: 'DispatchId', logs: receipt.logs });
    return { ...transfer, status: 'pending', ...(dispatch ? { messageId: dispatch.args.messageId as Hex } : {}) };
  } catch (error) {
    throw toWalletError(error);
  }
}
