import { type Address, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { OTHER, OWNER } from './fake-chain.fixture';
import { type InjectedProvider, sendThroughProvider } from './wallet';

/** An injected wallet on `chainId` with `account` selected, recording what it is asked to send. */
function injected(chainId: number, account: Address) {
  const sent: unknown[] = [];
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (method === 'eth_accounts') return [account.toLowerCase()];
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
      if (method === 'eth_sendTransaction') {
        sent.push(params?.[0]);
        return pad('0x1');
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
