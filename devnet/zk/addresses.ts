/**
 * Where the zk stand-in lives (docs/zk-devnet.md): the Bridgehub and Abstract's chain contract at their
 * mainnet addresses (FACTS: Bridgehub 0x303a…5213, Abstract's diamond 0x2EDc…fBb9), the L2 system
 * contracts at the addresses viem and the ZK Stack use.
 */
import type { Address } from 'viem';

export const ZK_L1_CHAIN_ID = 1;
export const ZK_L2_CHAIN_ID = 2741;

export const MAINNET_BRIDGEHUB: Address = '0x303a465B659cBB0ab36eE643eA362c509EEb5213';
export const MAINNET_ABSTRACT_CHAIN_CONTRACT: Address = '0x2EDc71E9991A962c7FE172212d1aA9E50480fBb9';
/** ZKsync Era's chain id: the only chain the legacy L1 ERC20 bridge deposits to (L1ERC20Bridge.ERA_CHAIN_ID). */
export const MAINNET_ERA_CHAIN_ID = 324;

export const L2_BOOTLOADER: Address = '0x0000000000000000000000000000000000008001';
export const L2_L1_MESSENGER: Address = '0x0000000000000000000000000000000000008008';
export const L2_BASE_TOKEN: Address = '0x000000000000000000000000000000000000800A';
export const L2_ASSET_ROUTER: Address = '0x0000000000000000000000000000000000010003';
export const L2_NATIVE_TOKEN_VAULT: Address = '0x0000000000000000000000000000000000010004';

/** The contracts the devnet deploys (the fixed ones above are not repeated). */
export interface ZkDeployment {
  readonly l1AssetRouter: Address;
  readonly l1Nullifier: Address;
  readonly l1NativeTokenVault: Address;
  /** The legacy L1 ERC20 bridge, which the node names `l1Erc20DefaultBridge`. */
  readonly l1Erc20Bridge: Address;
  /** The legacy L2 shared bridge (`l2LegacySharedBridge`); the nullifier's `l2BridgeAddress(2741)`. */
  readonly l2SharedBridgeLegacy: Address;
}
