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
/** `bridgehub` null: the node did not answer `zks_getBridgehubContract`. */
const check = (answer: object | undefined, bridgehub: Address | null = configured.bridgehub, reads = l1) =>
  checkBridge(configured, { bridgehub: bridgehub ?? undefined, contracts: answer && parsed(answer) }, reads);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : error;
  }
  return 'accepted';
};

/** What L1 names, whatever the node says: the configured Bridgehub and chain contract, and what they name. */
const ROOTED = {
  bridgehub: configured.bridgehub,
  chainContract: configured.chainContract,
  assetRouter: ASSET_ROUTER,
  nullifier: NULLIFIER,
  vault: VAULT,
  legacyL2Bridge: LEGACY_L2_BRIDGE,
};

describe('the zk bridge check, rooted in L1', () => {
  it('takes a v26+ node’s answer, without nullifier or vault keys, as agreeing with L1', () => {
    expect(check(v26Answer)).toEqual({ verified: ROOTED, disagreements: [] });
  });

  it('agrees with the legacy L2 bridge as the shared L2 bridge, and with an answer without a legacy key', () => {
    expect(check({ ...v26Answer, l2SharedDefaultBridge: LEGACY_L2_BRIDGE }).disagreements).toEqual([]);
    const { l2LegacySharedBridge: _, ...withoutLegacy } = v26Answer;
    expect(check(withoutLegacy).disagreements).toEqual([]);
    expect(check({ ...v26Answer, l2LegacySharedBridge: null }).disagreements).toEqual([]);
    expect(check({ ...v26Answer, l1Nullifier: NULLIFIER, l1NativeTokenVault: VAULT }).disagreements).toEqual([]);
  });

  it.each([
    ['a shared L1 bridge other than the asset router (the nullifier)', { l1SharedDefaultBridge: NULLIFIER }],
    ['another shared L1 bridge', { l1SharedDefaultBridge: OTHER }],
    ['a shared L2 bridge neither the L2 asset router nor the legacy bridge', { l2SharedDefaultBridge: OTHER }],
    ['another legacy L2 bridge', { l2LegacySharedBridge: OTHER }],
    ['another nullifier', { l1Nullifier: OTHER }],
    ['another vault', { l1NativeTokenVault: OTHER }],
  ])('notes a node naming %s, and still names L1’s contracts', (_, lie) => {
    const { verified, disagreements } = check({ ...v26Answer, ...lie });
    expect(verified).toEqual(ROOTED);
    expect(disagreements).toHaveLength(1);
    expect(disagreements[0]).toContain(Object.keys(lie)[0]);
    expect(disagreements[0]).toContain(Object.values(lie)[0]);
  });

  it('notes a node naming another Bridgehub, or none, or answering nothing readable, and still names L1’s', () => {
    expect(check(v26Answer, OTHER)).toMatchObject({
      verified: ROOTED,
      disagreements: [expect.stringContaining(OTHER)],
    });
    expect(check(v26Answer, null).disagreements).toEqual([expect.stringContaining('zks_getBridgehubContract')]);
    expect(check(undefined).disagreements).toEqual([expect.stringContaining('zks_getBridgeContracts')]);
  });

  it('notes a zero shared L2 bridge on a chain without a legacy bridge (zero on L1): no bridge to send to', () => {
    const noLegacy = { ...l1, legacyL2Bridge: zeroAddress };
    const { l2LegacySharedBridge: _, ...withoutLegacy } = v26Answer;
    const checked = check({ ...withoutLegacy, l2SharedDefaultBridge: zeroAddress }, configured.bridgehub, noLegacy);
    expect(checked.disagreements).toEqual([expect.stringContaining('l2SharedDefaultBridge')]);
  });

  it('refuses when L1 itself disagrees with the config (another chain contract) or names no contract', () => {
    expect(refusal(() => check(v26Answer, configured.bridgehub, { ...l1, zkChain: OTHER }))).toBe(
      'zk-contracts-unverified',
    );
    expect(refusal(() => check(v26Answer, configured.bridgehub, { ...l1, nullifier: zeroAddress }))).toBe(
      'zk-contracts-unverified',
    );
    expect(refusal(() => check(v26Answer, configured.bridgehub, { ...l1, assetRouter: zeroAddress }))).toBe(
      'zk-contracts-unverified',
    );
  });

  it('reads an answer without the shared bridges as unusable', () => {
    expect(nodeBridgeContractsSchema.safeParse({ l2SharedDefaultBridge: L2_ASSET_ROUTER }).success).toBe(false);
    expect(nodeBridgeContractsSchema.safeParse({ ...v26Answer, l1SharedDefaultBridge: 'nope' }).success).toBe(false);
  });
});
