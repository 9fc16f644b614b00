/**
 * The Hyperlane warp route method (docs/routes.md, "Methods"): the interchain gas the origin router quotes,
 * the collateral router's allowance, the origin chain's own gas for the approval and `transferRemote`,
 * the send itself (tokens or NFTs, loaded on first use), the message id from the origin Mailbox's
 * `DispatchId`, and delivery read from the destination Mailbox.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { type Address, encodeFunctionData, pad } from 'viem';
import { publicClient } from '../../../api/chain-clients';
import { chainOf, type NetworkConfig } from '../../../config';
import { erc20Abi, mailboxAbi, tokenRouterAbi } from '../../../lib/abis';
import { appError } from '../../../lib/errors';
import { isCollateralEnd } from '../../../lib/routes';
import { dispatchedMessageId } from '../receipt';
import type { BridgeMethodModule, OpenRoute, QuotedTransfer, SourceGas, TokenApproval, TransferIntent } from './types';

const INTERCHAIN_GAS_STALE_MS = 30_000;
const SOURCE_GAS_STALE_MS = 15_000;

const hyperlaneKeys = {
  interchainGas: (chainId: number, router: Address, destinationDomain: number) =>
    ['interchain-gas', chainId, router, destinationDomain] as const,
  sourceGas: (transfer: QuotedTransfer) =>
    [
      'source-gas',
      transfer.route.from.chainId,
      transfer.route.from.router,
      transfer.route.from.address,
      transfer.route.to.chainId,
      transfer.fee,
      transfer.sender,
      transfer.recipient,
      transfer.amount,
    ] as const,
};

function feeQuery(network: NetworkConfig, route: OpenRoute | undefined) {
  const origin = chainOf(network, route?.from.chainId);
  const destination = chainOf(network, route?.to.chainId);
  const router = route?.from.router;
  return queryOptions<bigint, Error, bigint, readonly unknown[]>({
    queryKey:
      origin && router && destination
        ? hyperlaneKeys.interchainGas(origin.chainId, router, destination.domainId)
        : ['interchain-gas', 'none'],
    queryFn:
      origin && router && destination
        ? () =>
            publicClient(origin).readContract({
              address: router,
              abi: tokenRouterAbi,
              functionName: 'quoteGasPayment',
              args: [destination.domainId],
            })
        : skipToken,
    staleTime: INTERCHAIN_GAS_STALE_MS,
  });
}

/** The chains a Hyperlane transfer of `route` goes between, as the network knows them. */
function routeChains(network: NetworkConfig, route: OpenRoute) {
  const origin = chainOf(network, route.from.chainId);
  const destination = chainOf(network, route.to.chainId);
  const router = route.from.router;
  if (!origin?.mailbox || !destination || !router) {
    throw appError('route-unsendable', 'This route cannot be sent from here');
  }
  return { origin, destination, router, mailbox: origin.mailbox };
}

/** A collateral router takes the tokens with `transferFrom`: short of allowance, exactly the amount is approved. */
async function approvalsNeeded(network: NetworkConfig, intent: TransferIntent): Promise<TokenApproval[]> {
  const { route, sender, amount } = intent;
  const token = route.from.address;
  if (!isCollateralEnd(route.from) || !token) return [];
  const { origin, router } = routeChains(network, route);
  const allowance = await publicClient(origin).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [sender, router],
  });
  return allowance < amount ? [{ chainId: origin.chainId, token, spender: router, amount }] : [];
}

/**
 * What the origin chain's own gas costs for the transactions the send will make, at today's gas price:
 * the approvals it needs, and `transferRemote`. Before an approval the transfer cannot be simulated with
 * the real amount (it would revert), so it is estimated moving nothing, which takes the same path.
 */
async function readSourceGas(network: NetworkConfig, transfer: QuotedTransfer): Promise<SourceGas> {
  const { origin, destination, router } = routeChains(network, transfer.route);
  const client = publicClient(origin);
  const [gasPrice, approvals] = await Promise.all([client.getGasPrice(), approvalsNeeded(network, transfer)]);
  const [approvalGas, transferGas] = await Promise.all([
    Promise.all(
      approvals.map((approval) =>
        client.estimateGas({
          account: transfer.sender,
          to: approval.token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [approval.spender, approval.amount],
          }),
        }),
      ),
    ),
    client.estimateGas({
      account: transfer.sender,
      to: router,
      value: transfer.fee,
      data: encodeFunctionData({
        abi: tokenRouterAbi,
        functionName: 'transferRemote',
        args: [destination.domainId, pad(transfer.recipient), approvals.length > 0 ? 0n : transfer.amount],
      }),
    }),
  ]);
  const gas = approvalGas.reduce((sum, each) => sum + each, transferGas);
  return {
    cost: gas * gasPrice,
    approvals,
    spender: 'warp-route',
    send: { to: router, contract: 'warp-route', value: transfer.fee },
  };
}

function sourceGasQuery(network: NetworkConfig, transfer: QuotedTransfer | undefined) {
  return queryOptions<SourceGas, Error, SourceGas, readonly unknown[]>({
    queryKey: transfer ? hyperlaneKeys.sourceGas(transfer) : ['source-gas', 'none'],
    queryFn: transfer ? () => readSourceGas(network, transfer) : skipToken,
    staleTime: SOURCE_GAS_STALE_MS,
  });
}

/** Whether the destination Mailbox has processed `messageId`; an unreadable chain counts as not yet. */
function delivered(network: NetworkConfig, destinationChainId: number, messageId: `0x${string}`): Promise<boolean> {
  const destination = chainOf(network, destinationChainId);
  if (!destination?.mailbox) return Promise.resolve(false);
  return publicClient(destination)
    .readContract({ address: destination.mailbox, abi: mailboxAbi, functionName: 'delivered', args: [messageId] })
    .catch(() => false);
}

export const hyperlane: BridgeMethodModule = {
  feeLabel: 'bridge.interchainGas',
  feeQuery,
  approvalsNeeded,
  sourceGasQuery,
  arrival: () => ['delivered'],
  async sendTokens(network, transfer, wallet, hooks) {
    const { origin, destination, mailbox } = routeChains(network, transfer.route);
    const { sendTransfer } = await import('../send');
    return sendTransfer(
      {
        transfer,
        origin: publicClient(origin),
        destinationDomain: destination.domainId,
        originMailbox: mailbox,
      },
      wallet,
      hooks,
    );
  },
  async planNfts(network, request) {
    const { origin } = routeChains(network, request.route);
    const { planNfts } = await import('../send');
    return planNfts({ ...request, origin: publicClient(origin) });
  },
  async sendNfts(network, request, wallet, hooks) {
    const { origin, destination, mailbox } = routeChains(network, request.route);
    const { sendNfts } = await import('../send');
    return sendNfts(
      {
        ...request,
        origin: publicClient(origin),
        originName: origin.chainName,
        destinationDomain: destination.domainId,
        originMailbox: mailbox,
      },
      wallet,
      hooks,
    );
  },
  messageId(network, transfer, receipt) {
    const mailbox = chainOf(network, transfer.originChainId)?.mailbox;
    return mailbox ? dispatchedMessageId(receipt.logs, mailbox) : undefined;
  },
  async track(network, transfer) {
    if (!transfer.messageId) return undefined;
    return (await delivered(network, transfer.destinationChainId, transfer.messageId))
      ? { status: 'delivered', deliveredAt: Date.now() }
      : undefined;
  },
};
