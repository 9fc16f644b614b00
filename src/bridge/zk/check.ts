/**
 * The check of a zk pair's bridge contracts, rooted in L1 (docs/routes.md, "Methods"): pure, so that a
 * unit test feeds it what a real v26+ chain answers. What the L2 node says of the bridge is data compared
 * with what the configured Bridgehub says, never an instruction, and never a reason to stop on its own.
 */
import { type Address, isAddressEqual, zeroAddress } from 'viem';
import * as z from 'zod/mini';
import { appError } from '../../lib/errors';

/** The ZK Stack's L2 asset router, a system contract on every v26+ ZK chain (era-contracts `L2AssetRouter.sol`). */
export const L2_ASSET_ROUTER: Address = '0x0000000000000000000000000000000000010003';

const address = z.pipe(
  z.string(),
  z.custom<Address>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value), 'is not an address'),
);

/**
 * The node's `zks_getBridgeContracts`, as a v26+ main node answers it (zksync-era
 * `core/lib/types/src/api/mod.rs`, `BridgeAddresses`; `core/lib/eth_client/src/node/bridge_addresses.rs`):
 * the L1 side of its shared bridge is `Bridgehub.assetRouter()`, its L2 side the L2 asset router (or, on
 * a node not yet switched, the legacy L2 bridge), and the legacy L2 bridge when the chain has one. It has
 * no nullifier or vault keys, but viem uses them when a node sends them (`getBridgeAddresses` in its
 * `deposit`, `finalizeWithdrawal`), so they are read to be checked; the ERC20 and WETH bridges, which the
 * app does not use, are not read.
 */
export const nodeBridgeContractsSchema = z.object({
  l1SharedDefaultBridge: address,
  l2SharedDefaultBridge: address,
  l2LegacySharedBridge: z.optional(z.nullable(address)),
  l1Nullifier: z.optional(z.nullable(address)),
  l1NativeTokenVault: z.optional(z.nullable(address)),
});
export type NodeBridgeContracts = z.infer<typeof nodeBridgeContractsSchema>;

/** What the configured L1 contracts say, read from the configured Bridgehub down. */
export interface L1BridgeReads {
  /** `Bridgehub.assetRouter()`. */
  readonly assetRouter: Address;
  /** `Bridgehub.getZKChain(l2ChainId)`. */
  readonly zkChain: Address;
  /** `assetRouter.L1_NULLIFIER()`. */
  readonly nullifier: Address;
  /** `assetRouter.nativeTokenVault()`. */
  readonly vault: Address;
  /** `nullifier.l2BridgeAddress(l2ChainId)`: the chain's legacy L2 shared bridge. */
  readonly legacyL2Bridge: Address;
}

/** The bridge contracts of a zk pair, each vouched for by the configured Bridgehub. */
export interface VerifiedBridge {
  readonly bridgehub: Address;
  readonly chainContract: Address;
  readonly assetRouter: Address;
  readonly nullifier: Address;
  readonly vault: Address;
  readonly legacyL2Bridge: Address;
}

export const unverified = () => appError('zk-contracts-unverified', 'The zk bridge contracts failed verification');

/** What the L2 node said of the bridge, when it said it: each part can be missing or unreadable. */
export interface NodeBridgeAnswer {
  readonly bridgehub?: Address;
  readonly contracts?: NodeBridgeContracts;
}

/** The pair's bridge contracts as L1 names them, and where the L2 node says otherwise (one line each). */
export interface CheckedBridge {
  readonly verified: VerifiedBridge;
  readonly disagreements: readonly string[];
}

/**
 * The pair's bridge contracts, rooted in L1 (docs/routes.md, "The bridge contracts, checked from L1"): the
 * configured Bridgehub's asset router, the nullifier and vault that router names, the legacy L2 bridge the
 * nullifier names; refused (`zk-contracts-unverified`) only when L1 itself disagrees with the config (the
 * Bridgehub names another chain contract) or names no contract at all. What the node says is compared,
 * never followed: its Bridgehub, its L1 shared bridge (the asset router, where viem reads the nullifier and
 * vault), its L2 shared bridge (the L2 asset router or the legacy L2 bridge), its legacy L2 bridge, nullifier
 * and vault, when it names them, are noted where they differ. A disagreement that would change what the
 * wallet signs is refused later, where the transaction is captured (`capture.ts`: only to a contract L1
 * names).
 */
export function checkBridge(
  configured: { readonly bridgehub: Address; readonly chainContract: Address },
  node: NodeBridgeAnswer,
  l1: L1BridgeReads,
): CheckedBridge {
  const named = [l1.assetRouter, l1.nullifier, l1.vault];
  if (!isAddressEqual(l1.zkChain, configured.chainContract) || named.some((a) => isAddressEqual(a, zeroAddress))) {
    throw unverified();
  }
  const disagreements: string[] = [];
  /** A key the node may leave out, but when it answers it, L1's answer is expected. */
  const compare = (what: string, onNode: Address | null | undefined, expected: readonly Address[]) => {
    if (onNode === undefined || onNode === null) return;
    if (!expected.some((a) => !isAddressEqual(a, zeroAddress) && isAddressEqual(a, onNode))) {
      disagreements.push(`${what}: the node names ${onNode}, L1 ${expected.join(' or ')}`);
    }
  };
  if (!node.bridgehub) disagreements.push('zks_getBridgehubContract: no answer');
  compare('zks_getBridgehubContract', node.bridgehub, [configured.bridgehub]);
  const { contracts } = node;
  if (!contracts) disagreements.push('zks_getBridgeContracts: no readable answer');
  compare('l1SharedDefaultBridge', contracts?.l1SharedDefaultBridge, [l1.assetRouter]);
  compare('l2SharedDefaultBridge', contracts?.l2SharedDefaultBridge, [L2_ASSET_ROUTER, l1.legacyL2Bridge]);
  compare('l2LegacySharedBridge', contracts?.l2LegacySharedBridge, [l1.legacyL2Bridge]);
  compare('l1Nullifier', contracts?.l1Nullifier, [l1.nullifier]);
  compare('l1NativeTokenVault', contracts?.l1NativeTokenVault, [l1.vault]);
  return {
    verified: {
      bridgehub: configured.bridgehub,
      chainContract: configured.chainContract,
      assetRouter: l1.assetRouter,
      nullifier: l1.nullifier,
      vault: l1.vault,
      legacyL2Bridge: l1.legacyL2Bridge,
    },
    disagreements,
  };
}
