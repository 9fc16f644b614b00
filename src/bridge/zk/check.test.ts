import { type Address, getAddress, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { MAINNET } from '../../config/mainnet';
import { AppError } from '../../lib/errors';
import { checkBridge, type L1BridgeReads, type NodeBridgeContracts, nodeBridgeContractsSchema } from './check';

/**
 * Abstract mainnet as a v26+ chain answers (../shared/FACTS.md, "ZK Stack native bridge"; zksync-era
 * `etc/env/ecosystems/mainnet.yaml`, abstract-docs `l1-rollup-contracts.mdx`): the Bridgehub's asset
 * router, the nullifier it names (the old L1 shared bridge proxy), the vault, and the legacy L2 bridge
 * the nullifier names for chain 2741.
 */
const ASSET_ROUTER = getAddress('0x8829AD80E425C646DAB305381ff105169FeEcE56');
const NULLIFIER = getAddress('0xD7f9f54194C633F36CCD5F3da84ad4a1c38cB2cB');
const VAULT = getAddress('0xbeD1EB542f9a5aA6419Ff3deb921A372681111f6');
const LEGACY_L2_BRIDGE = getAddress('0x954ba8223a6BFEC1Cc3867139243A02BA0Bc66e4');
const L2_ASSET_ROUTER: Address = '0x0000000000000000000000000000000000010003';
const OTHER: Address = '0x4444444444444444444444444444444444444444';

const configured = MAINNET.zkChains[0] as { bridgehub: Address; chainContract: Address };

const l1: L1BridgeReads = {
  assetRouter: ASSET_ROUTER,
  zkChain: configured.chainContract,
  nullifier: NULLIFIER,
  vault: VAULT,
  legacyL2Bridge: LEGACY_L2_BRIDGE,
};

/**
 * `zks_getBridgeContracts` of a v26+ main node, keys as zksync-era's `BridgeAddresses` serialises them: no
 * `l1Nullifier` or `l1NativeTokenVault`; the shared L2 bridge and the ERC20 one are the L2 asset router.
 */
const v26Answer = {
  l1SharedDefaultBridge: ASSET_ROUTER.toLowerCase(),
  l2SharedDefaultBridge: L2_ASSET_ROUTER,
  l2Erc20DefaultBridge: L2_ASSET_ROUTER,
  l1WethBridge: zeroAddress,
  l2WethBridge: zeroAddress,
  l2LegacySharedBridge: LEGACY_L2_BRIDGE.toLowerCase(),
};

const parsed = (answer: object): NodeBridgeContracts => nodeBridgeContractsSchema.parse(answer);
const check = (answer: object, bridgehub: Address = configured.bridgehub, reads: L1BridgeReads = l1) =>
  checkBridge(configured, { bridgehub, contracts: parsed(answer) }, reads);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : error;
  }
  return 'accepted';
};

describe('the zk bridge check, rooted in L1', () => {
  it('accepts a v26+ node’s answer, without nullifier or vault keys, and vouches for what L1 names', () => {
    expect(check(v26Answer)).toEqual({
      bridgehub: configured.bridgehub,
      chainContract: configured.chainContract,
      assetRouter: ASSET_ROUTER,
      nullifier: NULLIFIER,
      vault: VAULT,
      legacyL2Bridge: LEGACY_L2_BRIDGE,
    });
  });

  it('accepts the legacy L2 bridge as the shared L2 bridge, and an answer without a legacy key', () => {
    expect(refusal(() => check({ ...v26Answer, l2SharedDefaultBridge: LEGACY_L2_BRIDGE }))).toBe('accepted');
    const { l2LegacySharedBridge: _, ...withoutLegacy } = v26Answer;
    expect(refusal(() => check(withoutLegacy))).toBe('accepted');
    expect(refusal(() => check({ ...v26Answer, l2LegacySharedBridge: null }))).toBe('accepted');
  });

  it('refuses a shared L1 bridge other than the Bridgehub’s asset router (the nullifier, say)', () => {
    expect(refusal(() => check({ ...v26Answer, l1SharedDefaultBridge: NULLIFIER }))).toBe('zk-contracts-unverified');
    expect(refusal(() => check({ ...v26Answer, l1SharedDefaultBridge: OTHER }))).toBe('zk-contracts-unverified');
  });

  it('refuses a shared L2 bridge that is neither the L2 asset router nor the nullifier’s legacy bridge', () => {
    expect(refusal(() => check({ ...v26Answer, l2SharedDefaultBridge: OTHER }))).toBe('zk-contracts-unverified');
    // A chain without a legacy bridge has none on L1 (zero): a zero L2 bridge is not that one.
    const noLegacy = { ...l1, legacyL2Bridge: zeroAddress };
    const { l2LegacySharedBridge: _, ...withoutLegacy } = v26Answer;
    expect(
      refusal(() => check({ ...withoutLegacy, l2SharedDefaultBridge: zeroAddress }, configured.bridgehub, noLegacy)),
    ).toBe('zk-contracts-unverified');
  });

  it('refuses a legacy L2 bridge other than the one the nullifier names for the chain', () => {
    expect(refusal(() => check({ ...v26Answer, l2LegacySharedBridge: OTHER }))).toBe('zk-contracts-unverified');
  });

  it('refuses a nullifier or vault other than the ones L1 names, when the node names them (viem would use them)', () => {
    expect(refusal(() => check({ ...v26Answer, l1Nullifier: NULLIFIER, l1NativeTokenVault: VAULT }))).toBe('accepted');
    expect(refusal(() => check({ ...v26Answer, l1NativeTokenVault: OTHER }))).toBe('zk-contracts-unverified');
    expect(refusal(() => check({ ...v26Answer, l1Nullifier: OTHER }))).toBe('zk-contracts-unverified');
  });

  it('refuses another Bridgehub, or a chain contract the Bridgehub does not name', () => {
    expect(refusal(() => check(v26Answer, OTHER))).toBe('zk-contracts-unverified');
    expect(refusal(() => check(v26Answer, configured.bridgehub, { ...l1, zkChain: OTHER }))).toBe(
      'zk-contracts-unverified',
    );
  });

  it('reads an answer without the shared bridges as unusable', () => {
    expect(nodeBridgeContractsSchema.safeParse({ l2SharedDefaultBridge: L2_ASSET_ROUTER }).success).toBe(false);
    expect(nodeBridgeContractsSchema.safeParse({ ...v26Answer, l1SharedDefaultBridge: 'nope' }).success).toBe(false);
  });
});
