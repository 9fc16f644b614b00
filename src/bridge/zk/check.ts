/**
 * The check of a zk pair's bridge contracts, rooted in L1 (docs/routes.md, "Methods"): pure, so that a
 * unit test feeds it what a real v26+ chain answers. What the L2 node says of the bridge is data to check
 * against what the configured Bridgehub says, never an instruction.
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

/**
 * The pair's bridge contracts when the node agrees with L1, else `zk-contracts-unverified`: the node's
 * Bridgehub and the chain contract the Bridgehub names must be the configured ones; the node's L1 shared
 * bridge must be the Bridgehub's asset router (viem reads the nullifier and vault there, and asks it
 * `isWithdrawalFinalized`); its L2 shared bridge the L2 asset router or the legacy L2 bridge the nullifier
 * names; its legacy L2 bridge, nullifier and vault, when it names them, the ones L1 names.
 */
export function checkBridge(
  configured: { readonly bridgehub: Address; readonly chainContract: Address },
  node: { readonly bridgehub: Address; readonly contracts: NodeBridgeContracts },
  l1: L1BridgeReads,
): VerifiedBridge {
  const { contracts } = node;
  const legacy = contracts.l2LegacySharedBridge;
  /** A key the node may leave out, but when it answers it, it answers what L1 says. */
  const absentOr = (named: Address | null | undefined, onL1: Address) =>
    named === undefined || named === null || isAddressEqual(named, onL1);
  const agrees =
    isAddressEqual(node.bridgehub, configured.bridgehub) &&
    isAddressEqual(l1.zkChain, configured.chainContract) &&
    isAddressEqual(contracts.l1SharedDefaultBridge, l1.assetRouter) &&
    // A chain without a legacy L2 bridge has none (zero) on L1: that is no L2 bridge to send to.
    !isAddressEqual(contracts.l2SharedDefaultBridge, zeroAddress) &&
    [L2_ASSET_ROUTER, l1.legacyL2Bridge].some((a) => isAddressEqual(contracts.l2SharedDefaultBridge, a)) &&
    absentOr(legacy, l1.legacyL2Bridge) &&
    absentOr(contracts.l1Nullifier, l1.nullifier) &&
    absentOr(contracts.l1NativeTokenVault, l1.vault);
  if (!agrees) throw unverified();
  return {
    bridgehub: configured.bridgehub,
    chainContract: configured.chainContract,
    assetRouter: l1.assetRouter,
    nullifier: l1.nullifier,
    vault: l1.vault,
    legacyL2Bridge: l1.legacyL2Bridge,
  };
}
