/**
 * The ZK Stack native bridge method (docs/routes.md, "Methods"; docs/transfers.md, "zk transfers"): ETH only,
 * deposited from L1 through the configured Bridgehub, withdrawn from the ZK chain and claimed on L1. What
 * the first screen needs is here (the fee row's name, the arrival steps, the message id); the rest, with
 * viem's zkSync actions, loads on first use (`operations.ts`).
 */
import { chainOf, type NetworkConfig } from '../../config';
import { explorerLink, txUrl } from '../../lib/explorer-links';
import type { ArrivalStep, MethodModule } from '../method';
import type { SavedTransfer } from '../saved-transfers';
import { zkRoutes } from './built-in-routes';
import { zkMessageId } from './chains';

const operations = () => import('./operations');

/** A deposit is credited on L2; a withdrawal is ready to claim once its batch is executed, then claimed. */
const DEPOSIT_STEPS: readonly ArrivalStep[] = [{ key: 'credited', doneAt: ['delivered'], linksDestination: true }];
const WITHDRAWAL_STEPS: readonly ArrivalStep[] = [
  {
    key: 'ready-to-claim',
    doneAt: ['claimable', 'delivered'],
    linksDestination: false,
    note: 'stepper.claimLater',
    becomesClaimable: true,
  },
  { key: 'claimed', doneAt: ['delivered'], startsAt: ['claimable', 'delivered'], linksDestination: true },
];

/** Runs `run` with the on-demand part, a zk contract's refusal told by its code. */
async function withOperations<T>(run: (ops: Awaited<ReturnType<typeof operations>>) => Promise<T>): Promise<T> {
  try {
    return await run(await operations());
  } catch (error) {
    throw (await operations()).zkError(error) ?? error;
  }
}

/** A withdrawal from the ZK chain to its L1: the config says which pairs those are, no RPC needed. */
function needsClaim(network: NetworkConfig, ends: Pick<SavedTransfer, 'originChainId' | 'destinationChainId'>) {
  return network.zkChains.some(
    (chain) => chain.l2ChainId === ends.originChainId && chain.l1ChainId === ends.destinationChainId,
  );
}

export const zk: MethodModule = {
  feeLabel: 'bridge.l2TransactionFee',
  builtInRoutes: zkRoutes,
  contractRoles: ['zk-bridgehub', 'zk-nullifier', 'zk-l2-bridge'],
  fee: (network, route) => withOperations((ops) => ops.zkFee(network, route)),
  laterCost: (network, route) => withOperations((ops) => ops.zkClaimCost(network, route)),
  needsClaim,
  arrival: (network, ends) => (needsClaim(network, ends) ? WITHDRAWAL_STEPS : DEPOSIT_STEPS),
  plan: (network, transfer) => withOperations((ops) => ops.planZkTransfer(network, transfer)),
  planClaim: (network, transfer, claimer) => withOperations((ops) => ops.planZkClaim(network, transfer, claimer)),
  links(network, transfer) {
    const destination = chainOf(network, transfer.destinationChainId);
    if (needsClaim(network, transfer)) return explorerLink('claim', destination, transfer.destinationTxHash, txUrl);
    // A deposit's L2 transaction is its message id.
    return explorerLink('destination', destination, transfer.messageId ?? transfer.destinationTxHash, txUrl);
  },
  messageId: zkMessageId,
  track: (network, transfer) => withOperations((ops) => ops.track(network, transfer)),
  findTransfers: (network, address, options) => withOperations((ops) => ops.findTransfers(network, address, options)),
  transferFromHash: (network, chainId, hash) => withOperations((ops) => ops.transferFromHash(network, chainId, hash)),
  decodeError: async (error) => (await operations()).zkError(error),
};
