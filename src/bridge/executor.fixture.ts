/**
 * For the executor's tests: a token send's requests (an approval, a send through the router), its plan, and
 * a run of the executor against a fake wallet on mainnet's config. Each test file mocks the chain clients.
 */
import { type Address, encodeFunctionData, erc20Abi, type Hash } from 'viem';
import { MAINNET } from '../config/mainnet';
import { AppError } from '../lib/errors';
import { execute } from './executor';
import { fakeRecords, type fakeWallet, OWNER } from './fake-chain.fixture';
import type { MethodModule } from './method';
import { type Plan, type PlannedContract, planRequests, type SignedRequest } from './plan';

export const ROUTER: Address = '0x6666666666666666666666666666666666666666';
export const TOKEN: Address = '0x4444444444444444444444444444444444444444';
const CONTRACT: PlannedContract = { address: ROUTER, role: 'warp-route', chainId: 42161, trust: 'built-in' };

/** A method whose message id is the transaction's own hash, and that decodes nothing. */
export const method = { messageId: (_network, _transfer, receipt) => receipt.transactionHash } as MethodModule;

/** An approval of 5 tokens for the router, as listed; `spender` is whom its calldata really approves. */
export const approval = (spender: Address = ROUTER): SignedRequest => ({
  kind: 'approve',
  chainId: 42161,
  token: TOKEN,
  amount: 5n,
  spender: CONTRACT,
  call: {
    chainId: 42161,
    to: TOKEN,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 5n] }),
  },
});

/** A send through the router paying 7 wei, saved as a MAGIC transfer to Abstract. */
export const send = (data: `0x${string}` = '0xaa'): SignedRequest => ({
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

export const plan = (requests: SignedRequest[], extra: Partial<Plan> = {}): Plan => ({
  sender: OWNER,
  chainId: 42161,
  requests,
  cost: 1n,
  ...extra,
});

/** Runs `planned` as the review lists it for the wallet's chain, recording the steps and hashes reported. */
export function run(
  planned: Plan,
  wallet: ReturnType<typeof fakeWallet>,
  records = fakeRecords(),
  using: MethodModule = method,
) {
  const steps: [string, number][] = [];
  const hashes: [number, Hash][] = [];
  const result = execute({
    network: MAINNET,
    method: using,
    plan: planned,
    requests: planRequests(planned, wallet.state.current.chainId),
    wallet: wallet.wallet,
    records,
    report: { step: (step, index) => steps.push([step, index]), hash: (index, hash) => hashes.push([index, hash]) },
  });
  return { result, steps, hashes, records };
}

/** The code a run stopped with, or nothing when it went through. */
export const code = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
