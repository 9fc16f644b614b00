import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINNET } from '../../config/mainnet';
import { AppError } from '../../lib/errors';
import { execute } from '../executor';
import { fakeRecords, fakeWallet } from '../fake-chain.fixture';
import { planRequests } from '../plan';
import { zk } from '.';
import { zkPairOf } from './pairs';
import { stillPaysL2 } from './plans';
import { BRIDGEHUB, chain, ELSEWHERE, l1, NULLIFIER, resetChain, USER } from './zk-nodes.fixture';
import { network, route, saved } from './zk-transfers.fixture';

vi.mock('../../api/chain-clients', async () => (await import('./zk-nodes.fixture')).chainClients);
vi.mock('./client', async () => (await import('./zk-nodes.fixture')).zkClient);
vi.mock('viem/zksync', async (original) => ({
  ...(await original<typeof import('viem/zksync')>()),
  ...(await import('./zk-nodes.fixture')).zkActions,
}));

beforeEach(resetChain);

describe('a deposit planned earlier', () => {
  const pair = () => {
    const found = zkPairOf(MAINNET, 1, 2741);
    if (!found) throw new Error('no pair');
    return found;
  };
  const verified = { bridgehub: BRIDGEHUB } as Parameters<typeof stillPaysL2>[1];
  // Planned at 1 gwei: 300,000 L2 gas, a mint of its base cost at three times that plus what it moves.
  const request = {
    chainId: 2741n,
    mintValue: 300_000n * 3n * 10n ** 9n + 5n,
    l2Contract: USER,
    l2Value: 5n,
    l2Calldata: '0x',
    l2GasLimit: 300_000n,
    l2GasPerPubdataByteLimit: 800n,
    factoryDeps: [],
    refundRecipient: USER,
  } as const;

  it('is sent while its mint still pays the L2 transaction at twice today’s L1 gas price', async () => {
    await expect(stillPaysL2(pair(), verified, request, chain.l1GasPrice)).resolves.toBeUndefined();
    // L1 gas up by half since the review: a wallet paying twice that is still covered.
    chain.l1GasPrice = 15n * 10n ** 8n;
    await expect(stillPaysL2(pair(), verified, request, chain.l1GasPrice)).resolves.toBeUndefined();
  });

  it('is refused, before the wallet is asked, once a wallet paying twice L1’s gas price would not be covered', async () => {
    chain.l1GasPrice = 16n * 10n ** 8n;
    const error = await stillPaysL2(pair(), verified, request, chain.l1GasPrice).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('quote-expired');
  });
});

describe('a deposit bound to its review', () => {
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof AppError ? error.code : error),
    );
  const intent = () => ({ route: route('ETH', 1, 2741), sender: USER, recipient: USER, amount: 5n, fee: 1n });

  it('names the Bridgehub as built in: it is the configured one, not one the Bridgehub vouched for', async () => {
    const plan = await zk.plan(network(), intent());
    expect(plan.requests[0]).toMatchObject({
      contract: { address: BRIDGEHUB, role: 'zk-bridgehub', trust: 'built-in' },
    });
  });

  it.each([
    ['the L2 gas limit 5 % up', () => Object.assign(chain, { nodeL2GasLimit: 315_000n })],
    // A vault the deposit does not use: a console line, not a stop (docs/routes.md, "checked from L1").
    ['another vault, named by the node', () => Object.assign(chain, { nodeVault: ELSEWHERE })],
    // L1 gas 30 % dearer: the fee derived now is higher, but the reviewed mint (at three times the review's
    // price) still pays twice today's.
    ['L1 gas 30 % dearer', () => Object.assign(chain, { l1GasPrice: 13n * 10n ** 8n })],
  ])('is sent exactly as reviewed while the nodes answer within the bound (%s)', async (_, drift) => {
    const checked = network();
    const plan = await zk.plan(checked, intent());
    drift();
    const wallet = fakeWallet(1, USER);
    const requests = planRequests(plan, 1);
    // What follows the send (its receipt) is not this test's: only what the wallet is asked for.
    execute({ network: checked, method: zk, plan, requests, wallet: wallet.wallet, records: fakeRecords() }).catch(
      () => undefined,
    );
    await vi.waitFor(() => expect(wallet.sent).toHaveLength(1));
    expect(wallet.sent).toEqual([plan.requests[0]?.call]);
  });

  it.each([
    ['a larger L2 gas limit (+20 %)', 'quote-expired', () => Object.assign(chain, { nodeL2GasLimit: 360_000n })],
    // L1 gas 2x dearer: the reviewed mint no longer pays the Bridgehub's base cost at twice today's price.
    [
      'a base cost the reviewed mint no longer pays',
      'quote-expired',
      () => Object.assign(chain, { l1GasPrice: 2n * 10n ** 9n }),
    ],
    [
      'another vault, named on L1 since the review',
      'quote-expired',
      () => Object.assign(chain, { l1Vault: ELSEWHERE }),
    ],
  ])('stops before the wallet is asked when, at send time, the nodes answer %s', async (_, refusal, lie) => {
    const checked = network();
    const plan = await zk.plan(checked, intent());
    lie();
    const wallet = fakeWallet(1, USER);
    const result = execute({
      network: checked,
      method: zk,
      plan,
      requests: planRequests(plan, 1),
      wallet: wallet.wallet,
      records: fakeRecords(),
    });
    expect(await code(result)).toBe(refusal);
    expect(wallet.asked).toEqual([]);
  });
});

describe('a claim’s plan', () => {
  it('is priced for the account that claims, and names the nullifier L1 vouched for', async () => {
    chain.receipt = { status: 'success', l1BatchNumber: 4n };
    chain.executed = 4n;
    l1.estimateGas.mockClear();
    const claimer = ELSEWHERE;
    const plan = await zk.planClaim?.(network(), saved('withdraw'), claimer);
    expect(plan).toMatchObject({ sender: claimer, cost: 150_000n * chain.l1GasPrice });
    expect(l1.estimateGas.mock.calls.map(([call]) => call.account)).toEqual([claimer]);
    expect(plan?.requests[0]).toMatchObject({
      contract: { address: NULLIFIER, role: 'zk-nullifier', trust: 'bridgehub' },
    });
  });
});
