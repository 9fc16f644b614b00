import { type Address, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { OTHER, OWNER } from './fake-chain.fixture';
import {
  atomicChainsThroughProvider,
  callsStatusThroughProvider,
  type InjectedProvider,
  sendCallsThroughProvider,
  sendThroughProvider,
} from './wallet';

/** An injected wallet on `chainId` with `account` selected, recording what it is asked to send. */
function injected(chainId: number, account: Address) {
  const sent: unknown[] = [];
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (method === 'eth_accounts') return [account.toLowerCase()];
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
      if (method === 'eth_sendTransaction' || method === 'wallet_sendCalls') {
        sent.push(params?.[0]);
        return method === 'wallet_sendCalls' ? { id: 'batch-1' } : pad('0x1');
      }
      throw new Error(`unexpected ${method}`);
    },
  } as unknown as InjectedProvider;
  return { provider, sent };
}

const transaction = { chainId: 42161, to: OTHER, data: '0xaa', value: 7n } as const;
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('sending through an injected wallet', () => {
  it('names the transaction’s chain and account in the request', async () => {
    const wallet = injected(42161, OWNER);
    expect(await sendThroughProvider(wallet.provider, OWNER, transaction)).toBe(pad('0x1'));
    expect(wallet.sent).toEqual([{ from: OWNER, to: OTHER, data: '0xaa', value: '0x7', chainId: '0xa4b1' }]);
  });

  it('asks nothing of a wallet now on another chain or account, whatever the app’s store still says', async () => {
    const moved = injected(1, OWNER);
    expect(await code(sendThroughProvider(moved.provider, OWNER, transaction))).toBe('wallet-chain-changed');
    const other = injected(42161, OTHER);
    expect(await code(sendThroughProvider(other.provider, OWNER, transaction))).toBe('wallet-account-changed');
    expect([...moved.sent, ...other.sent]).toEqual([]);
  });
});

/** A wallet answering only `method`, with `answer`. */
function answering(method: string, answer: unknown): InjectedProvider {
  return {
    async request(args: { method: string }) {
      if (args.method === method) return answer;
      throw Object.assign(new Error('Method not found'), { code: -32601 });
    },
  } as unknown as InjectedProvider;
}

describe('atomic batches through an injected wallet (EIP-5792)', () => {
  it('batches on the chains whose atomic status is supported or ready, and on none when it cannot say', async () => {
    const capabilities = {
      '0xa4b1': { atomic: { status: 'supported' } },
      '0xab5': { atomic: { status: 'ready' } },
      '0x2105': { atomic: { status: 'unsupported' } },
    };
    const chains = [42161, 2741, 8453, 1];
    expect(await atomicChainsThroughProvider(answering('wallet_getCapabilities', capabilities), OWNER, chains)).toEqual(
      [42161, 2741],
    );
    // `0x0` says what holds on every chain.
    const everywhere = { '0x0': { atomic: { status: 'supported' } } };
    expect(await atomicChainsThroughProvider(answering('wallet_getCapabilities', everywhere), OWNER, [1, 10])).toEqual([
      1, 10,
    ]);
    expect(await atomicChainsThroughProvider(answering('eth_chainId', '0x1'), OWNER, chains)).toEqual([]);
    expect(await atomicChainsThroughProvider(answering('wallet_getCapabilities', 'yes'), OWNER, chains)).toEqual([]);
  });

  it('sends the calls as one atomic batch naming its account and chain, and asks nothing of a wallet moved away', async () => {
    const wallet = injected(42161, OWNER);
    expect(
      await sendCallsThroughProvider(wallet.provider, OWNER, 42161, [transaction, { ...transaction, value: 0n }]),
    ).toBe('batch-1');
    expect(wallet.sent).toEqual([
      {
        version: '2.0.0',
        from: OWNER,
        chainId: '0xa4b1',
        atomicRequired: true,
        calls: [
          { to: OTHER, data: '0xaa', value: '0x7' },
          { to: OTHER, data: '0xaa' },
        ],
      },
    ]);
    const moved = injected(1, OWNER);
    expect(await code(sendCallsThroughProvider(moved.provider, OWNER, 42161, [transaction]))).toBe(
      'wallet-chain-changed',
    );
    const other = injected(42161, OTHER);
    expect(await code(sendCallsThroughProvider(other.provider, OWNER, 42161, [transaction]))).toBe(
      'wallet-account-changed',
    );
    expect([...moved.sent, ...other.sent]).toEqual([]);
  });

  it('reads the batch’s status and the transactions that carried it, not the wallet’s word on reverting', async () => {
    const status = {
      version: '2.0.0',
      id: 'batch-1',
      chainId: '0xa4b1',
      atomic: true,
      status: 200,
      receipts: [
        { transactionHash: pad('0x1'), status: '0x1', logs: [] },
        { transactionHash: pad('0x2'), status: '0x0', logs: [] },
      ],
    };
    expect(await callsStatusThroughProvider(answering('wallet_getCallsStatus', status), 'batch-1')).toEqual({
      status: 200,
      receipts: [{ transactionHash: pad('0x1') }, { transactionHash: pad('0x2') }],
    });
    expect(await code(callsStatusThroughProvider(answering('wallet_getCallsStatus', { id: 'x' }), 'x'))).toBe(
      'transaction-failed',
    );
  });
});
