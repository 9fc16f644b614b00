import { type Address, decodeFunctionData, erc20Abi } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { MAINNET } from '../../config/mainnet';
import { findRoute } from '../../lib/routes';
import { LIST_ISSUED_AT, LIST_SIGNER } from '../../lib/routes/route-list.fixture';
import { builtInRoutes } from '..';
import { planRequests } from '../plan';
import { hyperlane } from '.';
import { tokenRouterAbi } from './abis';
import { configuredNftRoute, NFT_COLLECTION, serverNftRoute } from './nft-route.fixture';

const USER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const AMOUNT = 12_500_000_000_000_000_000n;

/** The origin chain as the planner reads it: the sender's allowance, the gas price and each estimate. */
const chain = vi.hoisted(() => ({ allowance: 0n, approved: [] as string[] }));
vi.mock('../../api/chain-clients', () => ({
  publicClient: () => ({
    readContract: async ({ functionName, args }: { functionName: string; args: readonly unknown[] }) => {
      if (functionName === 'allowance') return chain.allowance;
      if (functionName === 'isApprovedForAll') return false;
      if (functionName === 'getApproved') {
        return chain.approved.includes(String(args[0]))
          ? '0x6666666666666666666666666666666666666666'
          : '0x0000000000000000000000000000000000000000';
      }
      throw new Error(`unexpected read ${functionName}`);
    },
    getGasPrice: async () => 2n,
    estimateGas: async () => 50n,
  }),
}));

function magic() {
  const found = findRoute(builtInRoutes(MAINNET), { token: 'MAGIC', fromChainId: 42161, toChainId: 2741 });
  if (!found.ok) throw new Error('no route');
  return found;
}

const transfer = () => ({ route: magic(), sender: USER, recipient: USER, amount: AMOUNT, fee: 7n });

describe('a token transfer’s plan', () => {
  it('lists the switch, the exact approval to the named router, then the send with its value, in order', async () => {
    chain.allowance = 0n;
    const route = magic();
    const router = route.from.router as Address;
    const plan = await hyperlane.plan(MAINNET, transfer());
    // Mainnet's routes are the Hyperlane registry's: the root the review names.
    const contract = { address: router, role: 'warp-route', chainId: 42161, trust: 'registry' };
    expect(planRequests(plan, 1)).toMatchObject([
      { kind: 'switch', chainId: 42161 },
      { kind: 'approve', chainId: 42161, token: route.from.address, amount: AMOUNT, spender: contract },
      { kind: 'send', chainId: 42161, contract, value: 7n },
    ]);
    // What the wallet will sign: exactly the amount to the router, then `transferRemote` paying the gas.
    const [approve, send] = plan.requests;
    expect(decodeFunctionData({ abi: erc20Abi, data: approve?.call.data ?? '0x' }).args).toEqual([router, AMOUNT]);
    expect(send?.call).toMatchObject({ to: router, value: 7n });
    expect(decodeFunctionData({ abi: tokenRouterAbi, data: send?.call.data ?? '0x' }).args?.[2]).toBe(AMOUNT);
    // Two estimates of 50 gas at 2 wei.
    expect(plan.cost).toBe(200n);
  });

  it('asks no switch when the wallet is on the origin, and no approval when none is due', async () => {
    chain.allowance = AMOUNT;
    const plan = await hyperlane.plan(MAINNET, transfer());
    expect(planRequests(plan, 42161).map((r) => r.kind)).toEqual(['send']);
  });
});

describe('an NFT send’s plan', () => {
  const brains = (ids: number[]) => ids.map((id) => ({ tokenId: String(id), name: `Smol Brain #${id}` }));
  const request = (ids: number[], preferApproveAll: boolean, batch?: string) => ({
    route: batch ? configuredNftRoute(batch) : serverNftRoute(),
    items: brains(ids),
    sender: USER,
    recipient: USER,
    fee: 3n,
    preferApproveAll,
  });
  const planNfts = async (input: ReturnType<typeof request>) => {
    if (!hyperlane.planNfts) throw new Error('Hyperlane plans NFT sends');
    return hyperlane.planNfts(MAINNET, input);
  };

  it('approves each token the router lacks, then sends one transaction per token, to a router its trusted owner anchors', async () => {
    chain.approved = ['1'];
    const requests = planRequests(await planNfts(request([1, 2], false)), 42161);
    expect(requests.map((r) => [r.kind, 'tokenId' in r ? r.tokenId : undefined])).toEqual([
      ['approve-nft', '2'],
      ['send', undefined],
      ['send', undefined],
    ]);
    expect(requests.map((r) => (r.kind === 'send' ? r.tokenIds : undefined))).toEqual([undefined, ['1'], ['2']]);
    expect(requests[0]?.kind === 'approve-nft' && requests[0].spender.trust).toEqual({
      signedList: { signer: LIST_SIGNER, issuedAt: LIST_ISSUED_AT },
    });
  });

  it('refuses to plan a server route no signed list attests', async () => {
    const unattested = { ...request([1], false), route: serverNftRoute({ attested: false }) };
    await expect(planNfts(unattested)).rejects.toMatchObject({ code: 'route-unsendable' });
  });

  it('asks one collection-wide approval and one batch when the plan says so', async () => {
    chain.approved = [];
    const plan = await planNfts(request([1, 2, 3], true, 'transferRemoteBatch(uint32,bytes32,uint128[])'));
    const requests = planRequests(plan, 1);
    expect(requests.map((r) => r.kind)).toEqual(['switch', 'approve-nft', 'send']);
    expect(requests[1]).toMatchObject({ kind: 'approve-nft', collection: NFT_COLLECTION });
    expect(requests[1] && 'tokenId' in requests[1]).toBe(false);
    expect(requests[2]).toMatchObject({ tokenIds: ['1', '2', '3'], value: 9n });
  });
});
