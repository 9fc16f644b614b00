import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { MAINNET } from '../../../config/mainnet';
import { builtInRoutes, findRoute } from '../../../lib/routes';
import type { PlannedTransfer } from '../methods';
import { serverNftRoute } from '../nft-route.fixture';
import { nftRequests, tokenRequests } from './plan';

const USER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ROUTER: Address = '0x6666666666666666666666666666666666666666';
const TOKEN: Address = '0x4444444444444444444444444444444444444444';

function magic() {
  const found = findRoute(builtInRoutes(MAINNET), { token: 'MAGIC', fromChainId: 42161, toChainId: 2741 });
  if (!found.ok) throw new Error('no route');
  return found;
}

function transfer(approvals: boolean): PlannedTransfer {
  const route = magic();
  const router = route.from.router ?? ROUTER;
  return {
    route,
    sender: USER,
    recipient: USER,
    amount: 12_500_000_000_000_000_000n,
    fee: 7n,
    plan: {
      cost: 1n,
      approvals: approvals
        ? [{ chainId: 42161, token: TOKEN, spender: router, amount: 12_500_000_000_000_000_000n }]
        : [],
      spender: 'warp-route',
      send: { to: router, contract: 'warp-route', value: 7n },
    },
  };
}

describe('tokenRequests', () => {
  it('lists the switch, the exact approval to the named router, then the send with its value, in order', () => {
    const planned = transfer(true);
    const router = planned.plan.send.to;
    expect(tokenRequests(1, planned)).toEqual([
      { kind: 'switch', chainId: 42161 },
      {
        kind: 'approve',
        chainId: 42161,
        token: TOKEN,
        amount: 12_500_000_000_000_000_000n,
        spender: { address: router, role: 'warp-route', chainId: 42161, trust: 'built-in' },
      },
      {
        kind: 'send',
        chainId: 42161,
        contract: { address: router, role: 'warp-route', chainId: 42161, trust: 'built-in' },
        value: 7n,
      },
    ]);
  });

  it('asks no switch when the wallet is on the origin, and no approval when none is due', () => {
    expect(tokenRequests(42161, transfer(false)).map((r) => r.kind)).toEqual(['send']);
  });

  it('marks the zk bridge’s contracts as checked against the Bridgehub', () => {
    const planned = transfer(true);
    const zkPlanned: PlannedTransfer = {
      ...planned,
      plan: { ...planned.plan, spender: 'zk-asset-router', send: { ...planned.plan.send, contract: 'zk-bridgehub' } },
    };
    const trusts = tokenRequests(42161, zkPlanned).map(
      (r) => (r.kind === 'send' ? r.contract : 'spender' in r ? r.spender : undefined)?.trust,
    );
    expect(trusts).toEqual(['bridgehub', 'bridgehub']);
  });
});

describe('nftRequests', () => {
  const found = serverNftRoute();
  const send = { to: ROUTER, contract: 'warp-route' as const, value: 3n };

  it('approves each token the router lacks, then sends one transaction per token, to a router verified on chain', () => {
    const requests = nftRequests(42161, found, ['1', '2'], {
      approvals: { kind: 'tokens', tokenIds: [2n] },
      send,
      transactions: 2,
    });
    expect(requests.map((r) => [r.kind, 'tokenId' in r ? r.tokenId : undefined])).toEqual([
      ['approve-nft', '2'],
      ['send', undefined],
      ['send', undefined],
    ]);
    expect(requests.map((r) => (r.kind === 'send' ? r.tokenIds : undefined))).toEqual([undefined, ['1'], ['2']]);
    expect(requests[0]?.kind === 'approve-nft' && requests[0].spender.trust).toBe('verified-on-chain');
  });

  it('asks one collection-wide approval and one batch when the plan says so', () => {
    const requests = nftRequests(1, found, ['1', '2', '3'], { approvals: { kind: 'all' }, send, transactions: 1 });
    expect(requests.map((r) => r.kind)).toEqual(['switch', 'approve-nft', 'send']);
    expect(requests[1]).toMatchObject({ kind: 'approve-nft', collection: TOKEN });
    expect(requests[1] && 'tokenId' in requests[1]).toBe(false);
    expect(requests[2]).toMatchObject({ tokenIds: ['1', '2', '3'], value: 3n });
  });
});
