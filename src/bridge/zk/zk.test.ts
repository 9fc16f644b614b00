import {
  type Address,
  BaseError,
  encodeErrorResult,
  encodeEventTopics,
  type Hash,
  RawContractError,
  zeroAddress,
} from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NetworkConfig } from '../../config';
import { AppError } from '../../lib/errors';
import type { OpenRoute } from '../../lib/routes';
import { zk } from '.';
import { zkBatchExecutionAbi, zkErrorsAbi } from './abis';
import { zkError } from './errors';
import { type ZkPair, zkPairOf } from './pairs';
import { verifyBridge } from './verify';
import {
  BRIDGEHUB,
  CHAIN_CONTRACT,
  chain,
  ELSEWHERE,
  HASH,
  l1,
  l2,
  NULLIFIER,
  ROUTER,
  resetChain,
  USER,
  zkL2,
} from './zk-nodes.fixture';
import { network, route, saved } from './zk-transfers.fixture';

vi.mock('../../api/chain-clients', async () => (await import('./zk-nodes.fixture')).chainClients);
vi.mock('./client', async () => (await import('./zk-nodes.fixture')).zkClient);
vi.mock('viem/zksync', async (original) => ({
  ...(await original<typeof import('viem/zksync')>()),
  ...(await import('./zk-nodes.fixture')).zkActions,
}));

beforeEach(resetChain);

describe('the zk fee and plans', () => {
  it('quote no bridge fee for a withdrawal: it pays only its own L2 gas', async () => {
    expect(await zk.fee(network(), route('ETH', 2741, 1))).toBe(0n);
  });

  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof AppError ? error.code : error),
    );

  const deposit = () => ({ route: route('ETH', 1, 2741), sender: USER, recipient: USER, amount: 5n, fee: 1n });

  it('plan from L1 when the node names another asset router, with a console line: nothing signed changes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.assign(chain, { nodeRouter: ELSEWHERE });
    const pair = zkPairOf(network(), 1, 2741) as ZkPair;
    expect((await verifyBridge(pair)).verified).toMatchObject({ assetRouter: ROUTER, nullifier: NULLIFIER });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`l1SharedDefaultBridge: the node names ${ELSEWHERE}`));
    const plan = await zk.plan(network(), deposit());
    expect(plan.requests[0]).toMatchObject({ contract: { address: BRIDGEHUB, role: 'zk-bridgehub' } });
    warn.mockRestore();
  });

  it('plan from L1 when the node names another Bridgehub or nullifier: viem is given L1 contracts, the review a note', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.assign(chain, { nodeBridgehub: ELSEWHERE, nodeNullifier: ELSEWHERE });
    const plan = await zk.plan(network(), deposit());
    expect(plan.requests[0]).toMatchObject({ contract: { address: BRIDGEHUB, role: 'zk-bridgehub' } });
    expect(plan.nodeDisagrees).toEqual({ chainId: 2741, rootChainId: 1 });
    expect(await zk.fee(network(), deposit().route)).toBeGreaterThan(0n);
    // One that is no address at all changes nothing either.
    Object.assign(chain, { nodeBridgehub: 'bridgehub' });
    expect((await zk.plan(network(), deposit())).requests[0]).toMatchObject({ contract: { address: BRIDGEHUB } });
    vi.restoreAllMocks();
  });

  it('say nothing in the review when the node names the contracts L1 names', async () => {
    expect((await zk.plan(network(), deposit())).nodeDisagrees).toBeUndefined();
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

  /** The configured chain contract's `BlockExecution` for `batch`, from `address`. */
  const executionLog = (batch: bigint, address: Address = CHAIN_CONTRACT) => ({
    address,
    data: '0x' as const,
    topics: encodeEventTopics({
      abi: zkBatchExecutionAbi,
      eventName: 'BlockExecution',
      args: { batchNumber: batch },
    }).map((topic) => topic ?? HASH) as Hash[],
  });

  it('becomes ready at the time L1 executed its batch, read from the chain once, instead of the estimate', async () => {
    chain.receipt = { status: 'success', l1BatchNumber: 4n };
    chain.executed = 4n;
    chain.execution = { txHash: `0x${'cd'.repeat(32)}`, logs: [executionLog(4n)], timestamp: 5000n };
    expect(await zk.track(network(), saved('withdraw'))).toEqual({
      status: 'claimable',
      readyAt: 5_000_000,
      batchExecutedAt: 5_000_000,
    });
    // Known: not read again.
    chain.execution = undefined;
    const known = { ...saved('withdraw'), readyAt: 5_000_000, batchExecutedAt: 5_000_000 };
    expect(await zk.track(network(), known)).toEqual({
      status: 'claimable',
      readyAt: 5_000_000,
      batchExecutedAt: 5_000_000,
    });
  });

  it.each([
    ['another contract', () => executionLog(4n, ELSEWHERE)],
    ['another batch', () => executionLog(3n)],
  ])('keeps the estimate when the execute transaction the node names holds the execution of %s', async (_, log) => {
    chain.receipt = { status: 'success', l1BatchNumber: 4n };
    chain.executed = 4n;
    chain.execution = { txHash: `0x${'cd'.repeat(32)}`, logs: [log()], timestamp: 5000n };
    expect(await zk.track(network(), saved('withdraw'))).toEqual({ status: 'claimable', readyAt });
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

  it('claim at the nullifier L1 names when the node names another, with the review’s note', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    chain.receipt = { status: 'success', l1BatchNumber: 4n };
    chain.executed = 4n;
    Object.assign(chain, { nodeNullifier: ELSEWHERE });
    const plan = await planClaim(network());
    expect(plan?.requests[0]).toMatchObject({ contract: { address: NULLIFIER, role: 'zk-nullifier' } });
    expect(plan?.nodeDisagrees).toEqual({ chainId: 2741, rootChainId: 1 });
    vi.restoreAllMocks();
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
