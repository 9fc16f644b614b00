/**
 * A zk deposit's plan pays its L2 transaction at three times L1's gas price at review, whatever fee the wallet
 * picks, and names who gets back what the L2 transaction does not use (docs/transfers.md, "A deposit's L2 fee").
 */
import { type Address, decodeFunctionData, getAddress } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { zk } from '.';
import { zkBridgehubAbi } from './abis';
import { applyL1ToL2Alias } from './deposit-fee';
import { chain, ELSEWHERE, resetChain, USER } from './zk-nodes.fixture';
import { network, route } from './zk-transfers.fixture';

vi.mock('../../api/chain-clients', async () => (await import('./zk-nodes.fixture')).chainClients);
vi.mock('./client', async () => (await import('./zk-nodes.fixture')).zkClient);
vi.mock('viem/zksync', async (original) => ({
  ...(await original<typeof import('viem/zksync')>()),
  ...(await import('./zk-nodes.fixture')).zkActions,
}));

beforeEach(resetChain);

const SAFE: Address = getAddress('0x5afe000000000000000000000000000000005afe');

async function planned(sender: Address, recipient: Address) {
  const plan = await zk.plan(network(), { route: route('ETH', 1, 2741), sender, recipient, amount: 5n, fee: 1n });
  const send = plan.requests[0];
  if (send?.kind !== 'send') throw new Error('no send');
  const decoded = decodeFunctionData({ abi: zkBridgehubAbi, data: send.call.data });
  if (decoded.functionName !== 'requestL2TransactionDirect') throw new Error('not a direct deposit');
  return { plan, send, request: decoded.args[0] };
}

describe('a deposit’s plan', () => {
  it('mints the base cost at three times L1’s gas price, and the review’s value is that mint', async () => {
    // 300,000 L2 gas; the fake Bridgehub's base cost is the gas price times it.
    const { plan, send, request } = await planned(USER, USER);
    const fee = 300_000n * 3n * chain.l1GasPrice;
    expect(request.mintValue).toBe(fee + 5n);
    expect(send.value).toBe(fee + 5n);
    expect(send.call.value).toBe(fee + 5n);
    expect(plan.refund).toEqual({ chainId: 2741, recipient: USER, aliased: false, atMost: fee, covers: 3n });
  });

  it('quotes the same fee the plan signs', async () => {
    expect(await zk.fee(network(), route('ETH', 1, 2741))).toBe(300_000n * 3n * chain.l1GasPrice);
  });

  it('names an account sender as its refund recipient', async () => {
    const { request } = await planned(USER, ELSEWHERE);
    expect(request.refundRecipient).toBe(USER);
  });

  it('refunds a contract sender (a Safe) to the recipient on L2, not to the Safe’s alias', async () => {
    chain.l1Contracts = [SAFE];
    const { plan, request } = await planned(SAFE, USER);
    expect(request.refundRecipient).toBe(USER);
    expect(plan.refund).toMatchObject({ recipient: USER, aliased: false });
  });

  it('says a refund goes to an alias when the recipient is an L1 contract too', async () => {
    chain.l1Contracts = [SAFE];
    const { plan, request } = await planned(SAFE, SAFE);
    expect(request.refundRecipient).toBe(SAFE);
    expect(plan.refund).toMatchObject({ recipient: applyL1ToL2Alias(SAFE), aliased: true });
  });
});
