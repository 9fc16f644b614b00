/**
 * The Hyperlane warp route method (docs/routes.md): the interchain gas the origin router quotes, the
 * origin chain's own gas for the approval and `transferRemote`, the send itself (tokens or NFTs), and
 * delivery read from the destination Mailbox by message id.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { type Address, encodeFunctionData, pad } from 'viem';
import { publicClient } from '../../../api/chain-clients';
import { chainOf, type NetworkConfig } from '../../../config';
import { erc20Abi, mailboxAbi, tokenRouterAbi } from '../../../lib/abis';
import { isCollateralEnd } from '../../../lib/routes';
import type { BridgeMethodModule, OpenRoute, SourceGas, SourceGasRequest } from './types';

const INTERCHAIN_GAS_STALE_MS = 30_000;
const SOURCE_GAS_STALE_MS = 15_000;

const hyperlaneKeys = {
  interchainGas: (chainId: number, router: Address, destinationDomain: number) =>
    ['interchain-gas', chainId, router, destinationDomain] as const,
  sourceGas: (request: SourceGasRequest) =>
    [
      'source-gas',
      request.route.from.chainId,
      request.route.from.router,
      request.route.from.address,
      request.interchainGas,
      request.sender,
      request.recipient,
      request.amount,
      request.destinationDomain,
    ] as const,
};

function interchainGasQuery(network: NetworkConfig, route: OpenRoute | undefined) {
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

/**
 * What the origin chain's own gas costs for the transactions the send will make, at today's gas price:
 * the approval when the collateral router's allowance is short, and `transferRemote`. Before an approval
 * the transfer cannot be simulated with the real amount (it would revert), so it is estimated moving
 * nothing, which takes the same path.
 */
async function readSourceGas(
  network: NetworkConfig,
  request: SourceGasRequest,
  router: Address,
  token: Address,
): Promise<SourceGas> {
  const origin = chainOf(network, request.route.from.chainId);
  if (!origin) throw new Error(`No chain ${request.route.from.chainId} in the network`);
  const { route, sender, amount } = request;
  const client = publicClient(origin);
  const [gasPrice, allowance] = await Promise.all([
    client.getGasPrice(),
    isCollateralEnd(route.from)
      ? client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [sender, router] })
      : undefined,
  ]);
  const needsApproval = allowance !== undefined && allowance < amount;
  const [approval, transfer] = await Promise.all([
    needsApproval
      ? client.estimateGas({
          account: sender,
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
        })
      : 0n,
    client.estimateGas({
      account: sender,
      to: router,
      value: request.interchainGas,
      data: encodeFunctionData({
        abi: tokenRouterAbi,
        functionName: 'transferRemote',
        args: [request.destinationDomain, pad(request.recipient), needsApproval ? 0n : amount],
      }),
    }),
  ]);
  return { cost: (approval + transfer) * gasPrice, needsApproval };
}

function sourceGasQuery(network: NetworkConfig, request: SourceGasRequest | undefined) {
  const router = request?.route.from.router;
  const token = request?.route.from.address;
  const known = request && router && token && chainOf(network, request.route.from.chainId);
  return queryOptions<SourceGas, Error, SourceGas, readonly unknown[]>({
    queryKey: request ? hyperlaneKeys.sourceGas(request) : ['source-gas', 'none'],
    queryFn: known ? () => readSourceGas(network, request, router, token) : skipToken,
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
  interchainGasQuery,
  sourceGasQuery,
  sendTokens: async (...args) => (await import('../send')).sendTransfer(...args),
  delivered,
};
