/**
 * A Hyperlane token transfer's quote and plan: the interchain gas the origin router quotes, the collateral
 * router's allowance (exactly the amount, when short), and `transferRemote` paying the quoted gas, each
 * priced at the origin chain's gas price.
 */
import { encodeFunctionData, pad } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { chainOf, type NetworkConfig } from '../../config';
import { erc20Abi } from '../../lib/abis';
import { appError } from '../../lib/errors';
import { isCollateralEnd } from '../../lib/routes';
import type { OpenRoute, QuotedTransfer, TransferIntent } from '../method';
import type { Plan, SignedRequest } from '../plan';
import { tokenTransferRecord } from '../records';
import { tokenRouterAbi } from './abis';
import { routeChains, routerContract } from './routes';

/** The interchain gas the origin router quotes for one message to the destination's domain. */
export function interchainGas(network: NetworkConfig, route: OpenRoute): Promise<bigint> {
  const origin = chainOf(network, route.from.chainId);
  const destination = chainOf(network, route.to.chainId);
  const router = route.from.router;
  if (!origin || !destination || !router) throw appError('route-unsendable', 'This route cannot be sent from here');
  return publicClient(origin).readContract({
    address: router,
    abi: tokenRouterAbi,
    functionName: 'quoteGasPayment',
    args: [destination.domainId],
  });
}

/** A collateral router takes the tokens with `transferFrom`: short of allowance, exactly the amount is approved. */
async function approvalNeeded(network: NetworkConfig, intent: TransferIntent): Promise<boolean> {
  const { route, sender, amount } = intent;
  const token = route.from.address;
  if (!isCollateralEnd(route.from) || !token) return false;
  const { origin, router } = routeChains(network, route);
  const allowance = await publicClient(origin).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [sender, router],
  });
  return allowance < amount;
}

/**
 * The requests of a token transfer, priced at today's gas price: the approval it needs, and
 * `transferRemote`. Before an approval the transfer cannot be simulated with the real amount (it would
 * revert), so it is estimated moving nothing, which takes the same path.
 */
export async function planTokens(network: NetworkConfig, transfer: QuotedTransfer): Promise<Plan> {
  const { route, sender, recipient, amount, fee } = transfer;
  const { origin, destination, router } = routeChains(network, route);
  const client = publicClient(origin);
  const chainId = origin.chainId;
  const contract = routerContract(route, router);
  const [gasPrice, approve] = await Promise.all([client.getGasPrice(), approvalNeeded(network, transfer)]);
  const token = route.from.address;
  const approvals: Extract<SignedRequest, { kind: 'approve' }>[] =
    approve && token
      ? [
          {
            kind: 'approve',
            chainId,
            token,
            amount,
            spender: contract,
            call: {
              chainId,
              to: token,
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
            },
          },
        ]
      : [];
  const sendData = (moved: bigint) =>
    encodeFunctionData({
      abi: tokenRouterAbi,
      functionName: 'transferRemote',
      args: [destination.domainId, pad(recipient), moved],
    });
  const [approvalGas, transferGas] = await Promise.all([
    Promise.all(approvals.map(({ call }) => client.estimateGas({ account: sender, to: call.to, data: call.data }))),
    client.estimateGas({ account: sender, to: router, value: fee, data: sendData(approvals.length > 0 ? 0n : amount) }),
  ]);
  const gas = approvalGas.reduce((sum, each) => sum + each, transferGas);
  return {
    sender,
    chainId,
    cost: gas * gasPrice,
    requests: [
      ...approvals,
      {
        kind: 'send',
        chainId,
        contract,
        value: fee,
        call: { chainId, to: router, data: sendData(amount), value: fee },
        record: tokenTransferRecord(transfer),
      },
    ],
  };
}
