import { type Address, encodeFunctionData, erc20Abi, pad } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINNET } from '../config/mainnet';
import { appError, NftNotOwnedError } from '../lib/errors';
import { execute } from './executor';
import { approval, code, method, plan, ROUTER, run, send, TOKEN } from './executor.fixture';
import { fakeChain, fakeRecords, fakeWallet, OTHER } from './fake-chain.fixture';
import type { MethodModule } from './method';
import { planRequests, type SignedRequest } from './plan';
import type { WalletState } from './wallet';

const chain = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('../api/chain-clients', () => ({ publicClient: () => chain.client }));

const approve = approval();

let client: ReturnType<typeof fakeChain>;
beforeEach(() => {
  client = fakeChain();
  chain.client = client;
});

/** The wallet as the user changes it in the wallet right after each transaction it sent. */
function afterEachSend(wallet: ReturnType<typeof fakeWallet>, change: Partial<WalletState>) {
  const original = wallet.state.current.sendTransaction;
  wallet.state.current = {
    ...wallet.state.current,
    sendTransaction: async (transaction) => {
      const hash = await original?.(transaction);
      wallet.state.current = { ...wallet.state.current, ...change };
      return hash ?? '0x';
    },
  };
}

describe('the executor', () => {
  it('switches, approves and waits, sends exactly the plan’s calls, saves at the hash, then confirms', async () => {
    const wallet = fakeWallet(1);
    const { result, steps, hashes, records } = run(plan([approve, send('0xaa')]), wallet);
    const [transfer] = await result;
    expect(wallet.asked).toEqual([`switch:42161`, `send:${TOKEN}`, `send:${ROUTER}`]);
    expect(wallet.sent).toEqual([approve.call, { chainId: 42161, to: ROUTER, data: '0xaa', value: 7n }]);
    // Progress by the index of each listed request: the switch, the approval, the send, then confirming it.
    expect(steps).toEqual([
      ['switching', 0],
      ['approving', 1],
      ['sending', 2],
      ['confirming', 2],
    ]);
    expect(hashes.map(([index]) => index)).toEqual([1, 2]);
    expect(records.saved).toMatchObject([{ originTxHash: pad('0x2'), status: 'sent', method: 'hyperlane' }]);
    expect(records.updated).toMatchObject([{ id: pad('0x2'), change: { status: 'pending', messageId: pad('0x2') } }]);
    expect(transfer).toMatchObject({ status: 'pending', amount: '5' });
  });

  it('stops before the next request when the wallet changed account, and says so', async () => {
    const wallet = fakeWallet(42161);
    // The user changes account in the wallet while the approval is being mined.
    afterEachSend(wallet, { address: OTHER });
    const { result, records } = run(plan([approve, send('0xaa')]), wallet);
    expect(await code(result)).toBe('wallet-account-changed');
    expect(wallet.sent).toHaveLength(1);
    expect(records.saved).toEqual([]);
  });

  it('stops, asking nothing more, when the wallet moved to another chain after the plan’s own switch', async () => {
    const wallet = fakeWallet(1);
    // The user moves the wallet to Base while the approval is being mined.
    afterEachSend(wallet, { chainId: 8453 });
    const { result, records } = run(plan([approve, send('0xaa')]), wallet);
    expect(await code(result)).toBe('wallet-chain-changed');
    // The plan's own switch was asked, then the approval; never a switch back, never the send.
    expect(wallet.asked).toEqual(['switch:42161', `send:${TOKEN}`]);
    expect(records.saved).toEqual([]);
  });

  it('stops when the wallet moved after the review listed no switch, and when it moves during a simulation', async () => {
    const moved = fakeWallet(42161);
    const listed = planRequests(plan([send('0xaa')]), 42161);
    moved.state.current = { ...moved.state.current, chainId: 8453 };
    const early = execute({
      network: MAINNET,
      method,
      plan: plan([send('0xaa')]),
      requests: listed,
      wallet: moved.wallet,
      records: fakeRecords(),
    });
    expect(await code(early)).toBe('wallet-chain-changed');
    expect(moved.asked).toEqual([]);

    const wallet = fakeWallet(42161);
    client.call = async () => {
      wallet.state.current = { ...wallet.state.current, chainId: 8453 };
      return { data: '0x' };
    };
    expect(await code(run(plan([send('0xaa')], { simulate: true }), wallet).result)).toBe('wallet-chain-changed');
    expect(wallet.asked).toEqual([]);
  });

  it('never sends after an approval that reverted', async () => {
    const wallet = fakeWallet(42161);
    client.reverted.add(pad('0x1'));
    const { result, records } = run(plan([approve, send('0xaa')]), wallet);
    expect(await code(result)).toBe('transaction-failed');
    expect(wallet.sent).toHaveLength(1);
    expect(records.saved).toEqual([]);
  });

  it('keeps a send whose receipt reverted as a failed transfer, never a lost one', async () => {
    const wallet = fakeWallet(42161);
    client.reverted.add(pad('0x1'));
    const { result, records } = run(plan([send('0xaa')]), wallet);
    expect(await result).toMatchObject([{ status: 'failed', errorCode: 'transaction-failed' }]);
    expect(records.saved).toHaveLength(1);
  });

  it('checks right before the first wallet request, and simulates each send when the plan says so', async () => {
    const wallet = fakeWallet(42161);
    const refused = new NftNotOwnedError('Smol Brain #2', 'Arbitrum One');
    const checked = run(plan([send('0xaa')], { check: async () => Promise.reject(refused) }), wallet);
    expect(await code(checked.result)).toBe('nft-not-owned');
    expect(wallet.sent).toEqual([]);
    await run(plan([send('0xbb')], { simulate: true }), wallet).result;
    expect(client.simulated).toMatchObject([{ to: ROUTER, data: '0xbb', value: 7n }]);
  });

  it('refuses, before the wallet is asked, a call that is not what the review listed', async () => {
    const elsewhere: Address = '0x9999999999999999999999999999999999999999';
    const listed = send('0xaa');
    const lies: SignedRequest[] = [
      // The review names the router; the call goes elsewhere.
      { ...listed, call: { ...listed.call, to: elsewhere } } as SignedRequest,
      // The review shows a value of 7; the call pays more.
      { ...listed, call: { ...listed.call, value: 8n } } as SignedRequest,
      // The review shows an approval of exactly 5 for the router; the call approves another spender.
      {
        ...approve,
        call: {
          ...approve.call,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [elsewhere, 5n] }),
        },
      },
      // ... or more than the amount.
      {
        ...approve,
        call: {
          ...approve.call,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, 6n] }),
        },
      },
      // ... or on another chain.
      { ...approve, call: { ...approve.call, chainId: 8453 } },
    ];
    for (const lie of lies) {
      const wallet = fakeWallet(42161);
      expect(await code(run(plan([lie]), wallet).result)).toBe('route-unsendable');
      expect(wallet.sent).toEqual([]);
    }
  });

  it('tells a failure by the method’s own code first', async () => {
    const wallet = fakeWallet(42161);
    client.call = async () => Promise.reject(new Error('execution reverted: BatchNotExecuted'));
    const decoding: MethodModule = {
      ...method,
      decodeError: async () => appError('batch-not-executed', 'not yet'),
    };
    const requests = planRequests(plan([send('0xaa')], { simulate: true }), 42161);
    const result = execute({
      network: MAINNET,
      method: decoding,
      plan: plan([send('0xaa')], { simulate: true }),
      requests,
      wallet: wallet.wallet,
      records: fakeRecords(),
    });
    expect(await code(result)).toBe('batch-not-executed');
    expect(wallet.sent).toEqual([]);
  });
});
