import {
  type Address,
  BaseError,
  encodeErrorResult,
  type Hash,
  RawContractError,
  TransactionReceiptNotFoundError,
  zeroAddress,
} from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NetworkChain, NetworkConfig } from '../../config';
import { MAINNET } from '../../config/mainnet';
import { AppError } from '../../lib/errors';
import { findRoute, type OpenRoute } from '../../lib/routes';
import { zkErrorsAbi } from '../../lib/zk-abis';
import { builtInRoutes } from '..';
import type { SavedTransfer } from '../saved-transfers';
import { zk } from '.';
import { zkError } from './errors';
import { zkPairOf } from './pairs';
import { stillPaysL2 } from './plans';

// Abstract mainnet's, as a v26+ chain has them (../shared/FACTS.md; check.test.ts checks them all).
const ROUTER: Address = '0x8829AD80E425C646DAB305381ff105169FeEcE56';
const NULLIFIER: Address = '0xD7f9f54194C633F36CCD5F3da84ad4a1c38cB2cB';
const VAULT: Address = '0xbeD1EB542f9a5aA6419Ff3deb921A372681111f6';
const LEGACY_L2_BRIDGE: Address = '0x954ba8223a6BFEC1Cc3867139243A02BA0Bc66e4';
const L2_ASSET_ROUTER: Address = '0x0000000000000000000000000000000000010003';
const BRIDGEHUB = MAINNET.zkChains[0]?.bridgehub as Address;
const CHAIN_CONTRACT = MAINNET.zkChains[0]?.chainContract as Address;
const USER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH: Hash = `0x${'ab'.repeat(32)}`;

/** What the fake chains answer; each test sets what it needs. */
const chain = {
  executed: 0n,
  finalized: false,
  /** L1's gas price now; the L2 base cost the Bridgehub asks follows it. */
  l1GasPrice: 10n ** 9n,
  /** The node's answer to `zks_getBridgeContracts`: the checked router unless a test lies. */
  nodeRouter: ROUTER,
  /** The node's answer to `zks_getBridgehubContract`. */
  nodeBridgehub: BRIDGEHUB as string,
  receipt: undefined as undefined | { status: 'success' | 'reverted'; l1BatchNumber: bigint | null },
};

const l1 = {
  getGasPrice: async () => chain.l1GasPrice,
  readContract: vi.fn(async ({ functionName }: { functionName: string }) => {
    switch (functionName) {
      case 'assetRouter':
        return ROUTER;
      case 'getZKChain':
        return CHAIN_CONTRACT;
      case 'L1_NULLIFIER':
        return NULLIFIER;
      case 'nativeTokenVault':
        return VAULT;
      case 'l2BridgeAddress':
        return LEGACY_L2_BRIDGE;
      case 'getTotalBatchesExecuted':
        return chain.executed;
      case 'isWithdrawalFinalized':
        return chain.finalized;
      case 'l2TransactionBaseCost':
        return chain.l1GasPrice * 300_000n;
      default:
        throw new Error(`unexpected L1 read ${functionName}`);
    }
  }),
};
const l2 = {
  readContract: vi.fn(async ({ functionName }: { functionName: string }) => {
    throw new Error(`unexpected L2 read ${functionName}`);
  }),
};
const zkL2 = {
  // A v26+ node's `zks_getBridgeContracts`: no nullifier or vault keys.
  request: vi.fn(async ({ method }: { method: string }) => {
    if (method !== 'zks_getBridgeContracts') throw new Error(`unexpected L2 request ${method}`);
    return {
      l1Erc20DefaultBridge: '0x5555555555555555555555555555555555555555',
      l2Erc20DefaultBridge: L2_ASSET_ROUTER,
      l1SharedDefaultBridge: chain.nodeRouter,
      l2SharedDefaultBridge: L2_ASSET_ROUTER,
      l1WethBridge: zeroAddress,
      l2WethBridge: zeroAddress,
      l2LegacySharedBridge: LEGACY_L2_BRIDGE,
    };
  }),
  getBridgehubContractAddress: async () => chain.nodeBridgehub,
  getTransactionReceipt: async ({ hash }: { hash: Hash }) => {
    if (!chain.receipt) throw new TransactionReceiptNotFoundError({ hash });
    return { ...chain.receipt, transactionHash: hash };
  },
};

vi.mock('../../api/chain-clients', () => ({
  publicClient: (network: NetworkChain) => (network.chainId === 1 ? l1 : l2),
}));
vi.mock('../../api/zk-client', () => ({ zkPublicClient: () => zkL2 }));
// Where the node says the withdrawal's message sits; whether it was claimed is the L1 router's answer.
vi.mock('viem/zksync', async (original) => ({
  ...(await original<typeof import('viem/zksync')>()),
  getWithdrawalLog: async () => ({ log: { l1BatchNumber: chain.receipt?.l1BatchNumber ?? null } }),
  getWithdrawalL2ToL1Log: async () => ({ l2ToL1LogIndex: 0 }),
  getLogProof: async () => (chain.receipt?.l1BatchNumber ? { id: 7 } : null),
}));

const routes = builtInRoutes(MAINNET);
function route(token: string, fromChainId: number, toChainId: number): OpenRoute {
  const answer = findRoute(routes, { token, fromChainId, toChainId });
  if (!answer.ok) throw new Error('no route');
  return answer;
}

/** A network whose L2 RPC is its own, so that the bridge's checks (kept per RPC) run again. */
let networks = 0;
function network(): NetworkConfig {
  networks += 1;
  return {
    ...MAINNET,
    chains: MAINNET.chains.map((c) => (c.chainId === 2741 ? { ...c, rpcUrl: `https://l2.test/${networks}` } : c)),
  };
}

function saved(direction: 'deposit' | 'withdraw', symbol = 'ETH'): SavedTransfer {
  return {
    originTxHash: HASH,
    originChainId: direction === 'deposit' ? 1 : 2741,
    destinationChainId: direction === 'deposit' ? 2741 : 1,
    sender: USER,
    recipient: USER,
    symbol,
    decimals: 18,
    amount: '5',
    method: 'zk',
    messageId: HASH,
    status: 'pending',
    sentAt: 1000,
  };
}

beforeEach(() => {
  Object.assign(chain, {
    executed: 0n,
    finalized: false,
    l1GasPrice: 10n ** 9n,
    nodeRouter: ROUTER,
    nodeBridgehub: BRIDGEHUB,
    receipt: undefined,
  });
});

describe('the zk fee and plans', () => {
  it('quote no bridge fee for a withdrawal: it pays only its own L2 gas', async () => {
    expect(await zk.fee(network(), route('ETH', 2741, 1))).toBe(0n);
  });

  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof AppError ? error.code : error),
    );

  it.each([
    ['a router the Bridgehub does not name', () => Object.assign(chain, { nodeRouter: `0x${'44'.repeat(20)}` })],
    ['a Bridgehub that is no address', () => Object.assign(chain, { nodeBridgehub: 'bridgehub' })],
  ])('refuse to plan, so that the wallet is never asked, when the node answers %s', async (_, lie) => {
    lie();
    const intent = { route: route('ETH', 1, 2741), sender: USER, recipient: USER, amount: 5n, fee: 1n };
    expect(await code(zk.plan(network(), intent))).toBe('zk-contracts-unverified');
    expect(await code(zk.fee(network(), intent.route))).toBe('zk-contracts-unverified');
  });

  it('refuse a zk route of a token, a zero L2 address above all, before anything is read or asked', async () => {
    const eth = route('ETH', 2741, 1);
    // A withdrawal of a "token" at the zero address: viem would withdraw ETH for it.
    const zeroToken: OpenRoute = { ...eth, from: { chainId: 2741, address: zeroAddress }, to: { chainId: 1 } };
    const magic: OpenRoute = {
      ...route('ETH', 1, 2741),
      from: { chainId: 1, address: '0xb0c7a3ba49c7a6eaba6cd4a96c55a1391070ac9a' },
      to: { chainId: 2741 },
    };
    for (const open of [zeroToken, magic]) {
      zkL2.request.mockClear();
      const intent = { route: open, sender: USER, recipient: USER, amount: 5n, fee: 1n };
      expect(await code(zk.plan(network(), intent))).toBe('zk-token-unsupported');
      expect(zkL2.request).not.toHaveBeenCalled();
    }
  });
});

describe('a deposit planned earlier', () => {
  const pair = () => {
    const found = zkPairOf(MAINNET, 1, 2741);
    if (!found) throw new Error('no pair');
    return found;
  };
  const verified = { bridgehub: BRIDGEHUB } as Parameters<typeof stillPaysL2>[1];
  // Planned at 1 gwei: 300,000 L2 gas, a mint of its base cost then plus what it moves.
  const request = {
    chainId: 2741n,
    mintValue: 300_000n * 10n ** 9n + 5n,
    l2Contract: USER,
    l2Value: 5n,
    l2Calldata: '0x',
    l2GasLimit: 300_000n,
    l2GasPerPubdataByteLimit: 800n,
    factoryDeps: [],
    refundRecipient: USER,
  } as const;

  it('is sent while its mint still pays the L2 transaction at today’s L1 gas price', async () => {
    await expect(stillPaysL2(pair(), verified, request)).resolves.toBeUndefined();
  });

  it('is refused, before the wallet is asked, once L1 gas rose past what its mint pays', async () => {
    chain.l1GasPrice = 2n * 10n ** 9n;
    const error = await stillPaysL2(pair(), verified, request).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('quote-expired');
  });
});

describe('tracking a zk deposit', () => {
  it('waits while the L2 has no receipt for the canonical hash', async () => {
    expect(await zk.track(network(), saved('deposit'))).toBeUndefined();
  });

  it('is delivered with the L2 transaction once it succeeded', async () => {
    chain.receipt = { status: 'success', l1BatchNumber: 3n };
    expect(await zk.track(network(), saved('deposit'))).toMatchObject({ status: 'delivered', destinationTxHash: HASH });
  });

  it('was refunded on L2 when it reverted there; a token deposit saved by an earlier version stays failed', async () => {
    chain.receipt = { status: 'reverted', l1BatchNumber: 3n };
    expect(await zk.track(network(), saved('deposit'))).toEqual({ status: 'refunded', destinationTxHash: HASH });
    expect(await zk.track(network(), saved('deposit', 'MAGIC'))).toEqual({
      status: 'failed',
      errorCode: 'deposit-failed',
      destinationTxHash: HASH,
    });
  });
});

describe('tracking a zk withdrawal', () => {
  const readyAt = 1000 + 24 * 60 * 60 * 1000;

  it('is pending, with the time it should be ready, until its batch is executed on L1', async () => {
    chain.receipt = { status: 'success', l1BatchNumber: null };
    expect(await zk.track(network(), saved('withdraw'))).toEqual({ status: 'pending', readyAt });
    chain.receipt = { status: 'success', l1BatchNumber: 4n };
    chain.executed = 3n;
    expect(await zk.track(network(), saved('withdraw'))).toEqual({ status: 'pending', readyAt });
  });

  it('is claimable once executed, and delivered only once finalized (here or elsewhere)', async () => {
    chain.receipt = { status: 'success', l1BatchNumber: 4n };
    chain.executed = 4n;
    expect(await zk.track(network(), saved('withdraw'))).toEqual({ status: 'claimable', readyAt });
    chain.finalized = true;
    expect(await zk.track(network(), saved('withdraw'))).toMatchObject({ status: 'delivered' });
  });

  it('asks whether it was claimed of the router the Bridgehub vouched for, whatever the node says later', async () => {
    chain.receipt = { status: 'success', l1BatchNumber: 4n };
    chain.executed = 4n;
    const checked = network();
    expect(await zk.track(checked, saved('withdraw'))).toEqual({ status: 'claimable', readyAt });
    // The node passed the check once; now it names a contract of its own, which would say "claimed".
    chain.nodeRouter = '0x6666666666666666666666666666666666666666';
    l1.readContract.mockClear();
    expect(await zk.track(checked, saved('withdraw'))).toEqual({ status: 'claimable', readyAt });
    const asked = l1.readContract.mock.calls.map(([call]) => call as { functionName: string; address: Address });
    expect(asked.filter((call) => call.functionName === 'isWithdrawalFinalized').map((call) => call.address)).toEqual([
      ROUTER,
    ]);
  });
});

describe('claims, refused before anything is planned', () => {
  const code = (promise: Promise<unknown> | undefined) =>
    promise?.then(
      () => undefined,
      (error: unknown) => (error as AppError).code,
    );
  const planClaim = (checked: NetworkConfig) => zk.planClaim?.(checked, saved('withdraw'), USER);

  it('refuse a claim already made, or whose batch is not sealed or not executed yet', async () => {
    chain.receipt = { status: 'success', l1BatchNumber: 4n };
    chain.executed = 4n;
    chain.finalized = true;
    expect(await code(planClaim(network()))).toBe('withdrawal-already-finalized');
    chain.finalized = false;
    chain.receipt = { status: 'success', l1BatchNumber: null };
    expect(await code(planClaim(network()))).toBe('withdrawal-log-not-found');
    chain.receipt = { status: 'success', l1BatchNumber: 4n };
    chain.executed = 3n;
    expect(await code(planClaim(network()))).toBe('batch-not-executed');
  });

  it('check the bridge from L1 down once per page load, asking nothing of L2 contracts', async () => {
    const checks = ['assetRouter', 'getZKChain', 'L1_NULLIFIER', 'nativeTokenVault', 'l2BridgeAddress'];
    l1.readContract.mockClear();
    l2.readContract.mockClear();
    chain.receipt = { status: 'success', l1BatchNumber: 4n };
    chain.finalized = true;
    const once = network();
    for (let i = 0; i < 2; i++) {
      expect(await code(planClaim(once))).toBe('withdrawal-already-finalized');
    }
    const read = l1.readContract.mock.calls.map(([call]) => call.functionName).filter((n) => checks.includes(n));
    expect(read.sort()).toEqual([...checks].sort());
    expect(l2.readContract).not.toHaveBeenCalled();
  });
});

describe('zk errors', () => {
  it('decode the contracts’ reverts by their data, wherever they sit in the cause chain', () => {
    const batch = new RawContractError({
      data: encodeErrorResult({ abi: zkErrorsAbi, errorName: 'BatchNotExecuted', args: [4n] }),
    });
    expect(zkError(new BaseError('wrapped', { cause: batch }))?.code).toBe('batch-not-executed');
    const again = new RawContractError({
      data: { data: encodeErrorResult({ abi: zkErrorsAbi, errorName: 'WithdrawalAlreadyFinalized' }) },
    });
    expect(zkError(again)?.code).toBe('withdrawal-already-finalized');
  });

  it('read viem’s missing-proof error by its name, and leave any other failure alone', () => {
    expect(zkError(new BaseError('x', { name: 'WithdrawalLogNotFoundError' }))?.code).toBe('withdrawal-log-not-found');
    expect(zkError(new Error('BatchNotExecuted'))).toBeUndefined();
    expect(
      zkError(new RawContractError({ data: encodeErrorResult({ abi: zkErrorsAbi, errorName: 'InvalidProof' }) })),
    ).toBeUndefined();
  });
});
