/**
 * The ZK Stack native bridge method (docs/routes.md, "Methods"; docs/transfers.md, "zk transfers"):
 * deposits from L1 through the configured Bridgehub, withdrawals from the ZK chain claimed on L1. What the
 * first screen needs is here (the fee row's name, the message id, the L2 token's address); the rest, with
 * viem's zkSync actions, loads on first use from `../zk-bridge`.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Address } from 'viem';
import { publicClient } from '../../../api/chain-clients';
import type { NetworkConfig } from '../../../config';
import { zkNativeTokenVaultAbi } from '../../../lib/abis';
import { L2_NATIVE_TOKEN_VAULT, zkMessageId, zkPairOf } from '../zk-chains';
import type { BridgeMethodModule, OpenRoute, SourceGas } from './types';

const DEPOSIT_FEE_STALE_MS = 30_000;
const SOURCE_GAS_STALE_MS = 15_000;

const bridge = () => import('../zk-bridge');

/** A deposit's fee: the L2 transaction's base cost on L1. A withdrawal pays only the L2's own gas. */
function feeQuery(network: NetworkConfig, route: OpenRoute | undefined) {
  const pair = route ? zkPairOf(network, route.from.chainId, route.to.chainId) : undefined;
  return queryOptions<bigint, Error, bigint, readonly unknown[]>({
    queryKey:
      route && pair ? ['zk-fee', route.from.chainId, route.to.chainId, route.route.token.symbol] : ['zk-fee', 'none'],
    queryFn:
      route && pair
        ? pair.direction === 'withdraw'
          ? () => 0n
          : async () => (await bridge()).depositFee(network, route)
        : skipToken,
    staleTime: DEPOSIT_FEE_STALE_MS,
  });
}

/**
 * The L2 token of an L1 token, as the ZK chain's native token vault derives it (deployed or not yet): the
 * token a withdrawal burns, whose balance the form shows.
 */
function sourceTokenQuery(network: NetworkConfig, route: OpenRoute | undefined) {
  const pair = route ? zkPairOf(network, route.from.chainId, route.to.chainId) : undefined;
  const l1Token = route?.direction === 'withdraw' ? route.to.address : undefined;
  return queryOptions<Address, Error, Address, readonly unknown[]>({
    queryKey: pair && l1Token ? ['zk-l2-token', pair.l2.chainId, l1Token] : ['zk-l2-token', 'none'],
    queryFn:
      pair && l1Token
        ? () =>
            publicClient(pair.l2).readContract({
              address: L2_NATIVE_TOKEN_VAULT,
              abi: zkNativeTokenVaultAbi,
              functionName: 'l2TokenAddress',
              args: [l1Token],
            })
        : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const zk: BridgeMethodModule = {
  feeLabel: 'bridge.l2TransactionFee',
  feeQuery,
  sourceTokenQuery,
  needsClaim: (route) => route.direction === 'withdraw',
  approvalsNeeded: async (network, intent) => (await bridge()).approvalsNeeded(network, intent),
  sourceGasQuery(network, transfer) {
    return queryOptions<SourceGas, Error, SourceGas, readonly unknown[]>({
      queryKey: transfer
        ? [
            'zk-source-gas',
            transfer.route.from.chainId,
            transfer.route.to.chainId,
            transfer.route.route.token.symbol,
            transfer.sender,
            transfer.recipient,
            transfer.amount,
            transfer.fee,
          ]
        : ['zk-source-gas', 'none'],
      queryFn: transfer ? async () => (await bridge()).sourceGas(network, transfer) : skipToken,
      staleTime: SOURCE_GAS_STALE_MS,
    });
  },
  sendTokens: async (network, transfer, wallet, hooks) => (await bridge()).sendTokens(network, transfer, wallet, hooks),
  finalize: async (network, transfer, wallet, hooks) => (await bridge()).finalize(network, transfer, wallet, hooks),
  recover: async (network, transfer, wallet, hooks) => (await bridge()).recover(network, transfer, wallet, hooks),
  findTransfers: async (network, address) => (await bridge()).findTransfers(network, address),
  transferFromHash: async (network, chainId, hash) => (await bridge()).transferFromHash(network, chainId, hash),
  messageId(network, transfer, receipt) {
    const pair = zkPairOf(network, transfer.originChainId, transfer.destinationChainId);
    return pair ? zkMessageId(pair, receipt) : undefined;
  },
  track: async (network, transfer) => (await bridge()).track(network, transfer),
};
