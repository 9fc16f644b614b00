/**
 * The ZK Stack native bridge method (docs/routes.md, "Methods"; docs/transfers.md, "zk transfers"): ETH
 * only, deposited from L1 through the configured Bridgehub, withdrawn from the ZK chain and claimed on L1.
 * What the first screen needs is here (the fee row's name, the message id); the rest, with viem's zkSync
 * actions, loads on first use from `../zk-bridge`.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { publicClient } from '../../../api/chain-clients';
import type { NetworkConfig } from '../../../config';
import type { ZkDeps } from '../zk-bridge';
import { L2_MESSENGER, zkMessageId } from '../zk-chains';
import type { BridgeMethodModule, OpenRoute, SourceGas } from './types';

const DEPOSIT_FEE_STALE_MS = 30_000;
const SOURCE_GAS_STALE_MS = 15_000;
const FINALIZE_COST_STALE_MS = 15_000;

const deps: ZkDeps = { publicClient, zkMessageId, L2_MESSENGER };

/** The on-demand part, in the sends' one on-demand chunk (`../send` says why). */
const bridge = async () => (await import('../send')).zkBridge;
type OnDemand = Awaited<ReturnType<typeof bridge>>;
type WithoutDeps<F> = F extends (deps: ZkDeps, ...rest: infer A) => infer R ? (...rest: A) => R : never;

/** The on-demand part's `name`, called with the deps once it is loaded. */
function later<K extends keyof OnDemand>(name: K): WithoutDeps<OnDemand[K]> {
  return (async (...rest: unknown[]) =>
    ((await bridge())[name] as (...args: unknown[]) => unknown)(deps, ...rest)) as WithoutDeps<OnDemand[K]>;
}

/** A deposit's fee: the L2 transaction's base cost on L1. A withdrawal pays only the L2's own gas. */
function feeQuery(network: NetworkConfig, route: OpenRoute | undefined) {
  return queryOptions<bigint, Error, bigint, readonly unknown[]>({
    queryKey: route ? ['zk-fee', route.from.chainId, route.to.chainId, route.route.token.symbol] : ['zk-fee', 'none'],
    queryFn: route
      ? route.direction === 'withdraw'
        ? () => 0n
        : () => later('depositFee')(network, route)
      : skipToken,
    staleTime: DEPOSIT_FEE_STALE_MS,
  });
}

export const zk: BridgeMethodModule = {
  feeLabel: 'bridge.l2TransactionFee',
  feeQuery,
  // A withdrawal from the ZK chain to its L1: the config says which pairs those are, no RPC needed.
  needsClaim: (network, ends) =>
    network.zkChains.some(
      (chain) => chain.l2ChainId === ends.originChainId && chain.l1ChainId === ends.destinationChainId,
    ),
  arrival: (network, ends) => (zk.needsClaim?.(network, ends) ? ['ready-to-claim', 'claimed'] : ['credited']),
  finalizeCostQuery(network, transfer) {
    return queryOptions<bigint, Error, bigint, readonly unknown[]>({
      queryKey: ['zk-finalize-cost', transfer?.originTxHash ?? 'none'],
      queryFn: transfer ? () => later('finalizeCost')(network, transfer) : skipToken,
      staleTime: FINALIZE_COST_STALE_MS,
    });
  },
  // ETH is approved to no one.
  approvalsNeeded: async () => [],
  sourceGasQuery(network, transfer) {
    return queryOptions<SourceGas, Error, SourceGas, readonly unknown[]>({
      // The whole quoted transfer: plain data, hashed with its bigints (src/lib/query-key-hash.ts).
      queryKey: ['zk-source-gas', transfer ?? 'none'],
      queryFn: transfer ? () => later('sourceGas')(network, transfer) : skipToken,
      staleTime: SOURCE_GAS_STALE_MS,
    });
  },
  sendTokens: later('sendTokens'),
  finalize: later('finalize'),
  findTransfers: later('findTransfers'),
  transferFromHash: later('transferFromHash'),
  messageId: zkMessageId,
  track: later('track'),
};
