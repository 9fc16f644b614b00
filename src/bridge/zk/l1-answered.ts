/**
 * The L2 client viem's zkSync actions are given (docs/routes.md, "The bridge contracts, checked from L1"):
 * viem reads the bridge contracts from the L2 node (`zks_getBridgehubContract`, `zks_getBridgeContracts`, in
 * its `deposit` and `finalizeWithdrawal`); here those two are answered with the contracts L1 names, so that
 * what the wallet signs never follows the node. Everything else viem asks the L2 (the L2 gas estimate, the
 * withdrawal's log and proof) goes to the node: its answers cannot move funds on their own, as the L1
 * contracts check the proof and the mint pays the gas (README, "Threat model").
 */
import { isAddressEqual, zeroAddress } from 'viem';
import { L2_ASSET_ROUTER, type VerifiedBridge } from './check';
import { type ZkPublicClient, zkClientAnswering } from './client';
import type { ZkPair } from './pairs';

/**
 * The pair's L2 client, answering the bridge contracts as `verified` (L1) names them: the v26+ shape
 * (`check.ts`, `nodeBridgeContractsSchema`), with the nullifier and vault viem uses when a node names them.
 * The ERC20 and WETH bridges, which no zk plan uses, are not named: a path of viem that needed them fails
 * rather than follow a contract L1 was not asked about.
 */
export function l1AnsweredL2(pair: ZkPair, verified: VerifiedBridge): ZkPublicClient {
  const legacy = isAddressEqual(verified.legacyL2Bridge, zeroAddress) ? null : verified.legacyL2Bridge;
  return zkClientAnswering(pair.l2, {
    zks_getBridgehubContract: verified.bridgehub,
    zks_getBridgeContracts: {
      l1SharedDefaultBridge: verified.assetRouter,
      l2SharedDefaultBridge: L2_ASSET_ROUTER,
      l2LegacySharedBridge: legacy,
      l1Nullifier: verified.nullifier,
      l1NativeTokenVault: verified.vault,
    },
  });
}
