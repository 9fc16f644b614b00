import { type Address, encodeFunctionData, erc20Abi, type Hash, pad } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINNET } from '../config/mainnet';
import { AppError, appError, NftNotOwnedError } from '../lib/errors';
import { execute } from './executor';
import { fakeChain, fakeRecords, fakeWallet, OTHER, OWNER } from './fake-chain.fixture';
import type { MethodModule } from './method';
import { type Plan, type PlannedContract, planRequests, type SignedRequest } from './plan';
import type { WalletState } from './wallet';

const chain = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('../api/chain-clients', () => ({ publicClient: () => chain.client }));

const ROUTER: Address = '0x6666666666666666666666666666666666666666';
const TOKEN: Address = '0x4444444444444444444444444444444444444444';
const CONTRACT: PlannedContract = { address: ROUTER, role: 'warp-route', chainId: 42161, trust: 'built-in' };

/** A method whose message id is the transaction's own hash, and that decodes nothing. */
const method = { messageId: (_network, _transfer, receipt) => receipt.transactionHash } as MethodModule;

const approve: SignedRequest = {
  kind: 'approve',
  chainId: 42161,
  token: TOKEN,
  amount: 5n,
  spender: CONTRACT,
  call: {
    chainId: 42161,
    to: TOKEN,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, 5n] }),
  },
};
const send = (data: `0x${string}`): SignedRequest => ({
  kind: 'send',
  chainId: 42161,
  contract: CONTRACT,
  value: 7n,
  call: { chainId: 42161, to: ROUTER, data, value: 7n },
  record: {
    kind: 'transfer',
    transfer: {
      originChainId: 42161,
      destinationChainId: 2741,
      sender: OWNER,
      recipient: OWNER,
      symbol: 'MAGIC',
      decimals: 18,
      amount: '5',
      method: 'hyperlane',
    },
  },
});
const plan = (requests: SignedRequest[], extra: Partial<Plan> = {}): Plan => ({
  sender: OWNER,
  chainId: 42161,
  requests,
  cost: 1n,
  ...extra,
});

let client: ReturnType<typeof fakeChain>;
beforeEach(() => {
  client = fakeChain();
  chain.client = client;
});

function run(planned: Plan, wallet: ReturnType<typeof fakeWallet>, records = fakeRecords()) {
  const steps: [string, number][] = [];
  const hashes: [number, Hash][] = [];
  const requests = planRequests(planned, wallet.state.current.chainId);
  const result = execute({
    network: MAINNET,
    method,
    plan: planned,
    requests,
    wallet: wallet.wallet,
    records,
    report: { step: (step, index) => steps.push([step, index]), hash: (index, hash) => hashes.push([index, hash]) },
  });
  return { result, steps, hashes, records };
}

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

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

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
    expect(records.updated).toMatchObject([{ hash: pad('0x2'), change: { status: 'pending', messageId: pad('0x2') } }]);
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
