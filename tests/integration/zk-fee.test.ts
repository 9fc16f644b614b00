/**
 * The devnet's stand-in prices an L1->L2 transaction as era-contracts' Mailbox does (docs/zk-devnet.md, "The
 * L2 fee"): the base cost follows L1's gas price through Abstract's fee parameters, and a deposit whose mint
 * does not cover it at the transaction's own gas price reverts `MsgValueTooLow`. The app's deposit, whose mint
 * covers three times L1's gas price at review, is credited when the wallet pays twice that price; the same
 * deposit minted at the quoted price (the margin turned off) is refused.
 */
import {
  type Address,
  BaseError,
  createWalletClient,
  decodeErrorResult,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Devnet } from '../../devnet/devnet';
import { publicClient } from '../../src/api/chain-clients';
import { builtInRoutes, execute, planRequests } from '../../src/bridge';
import type { WalletState } from '../../src/bridge/wallet';
import { zk } from '../../src/bridge/zk';
import { zkBridgehubAbi } from '../../src/bridge/zk/abis';
import type { NetworkConfig } from '../../src/config';
import { devnetConfig } from '../../src/config/devnet';
import { findRoute } from '../../src/lib/routes';
import { startTestDevnet } from '../support/test-devnet';

/** A devnet account no other zk test sends from. */
const SENDER = 5;
const mailboxErrors = parseAbi(['error MsgValueTooLow(uint256 required, uint256 provided)']);

let devnet: Devnet;
let network: NetworkConfig;

beforeAll(async () => {
  devnet = await startTestDevnet();
  network = devnetConfig(devnet.manifest);
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

const chainOf = (chainId: number) => {
  const chain = network.chains.find((c) => c.chainId === chainId);
  if (!chain) throw new Error(`no chain ${chainId}`);
  return chain;
};
const l1 = () => publicClient(chainOf(1));
const l2 = () => publicClient(chainOf(2741));
const bridgehub = () => devnet.manifest.zk?.bridgehub as Address;
const signer = () => privateKeyToAccount(devnet.manifest.accounts[SENDER]?.privateKey as Hex);

const baseCost = (gasPrice: bigint, l2GasLimit: bigint) =>
  l1().readContract({
    address: bridgehub(),
    abi: zkBridgehubAbi,
    functionName: 'l2TransactionBaseCost',
    args: [2741n, gasPrice, l2GasLimit, 800n],
  });

/** The app's deposit plan of `amount` from the sender to itself, as the form makes it, and its request. */
async function planned(amount: bigint) {
  const answer = findRoute(builtInRoutes(network), { token: 'ETH', fromChainId: 1, toChainId: 2741 });
  if (!answer.ok) throw new Error(`no ETH route: ${answer.reason}`);
  const sender = signer().address;
  const fee = await zk.fee(network, answer);
  const plan = await zk.plan(network, { route: answer, sender, recipient: sender, amount, fee });
  const send = plan.requests[0];
  if (send?.kind !== 'send') throw new Error('no send');
  const decoded = decodeFunctionData({ abi: zkBridgehubAbi, data: send.call.data });
  if (decoded.functionName !== 'requestL2TransactionDirect') throw new Error('not a direct deposit');
  return { plan, send, request: decoded.args[0] };
}

/** The custom error a call reverted with, decoded with the Mailbox's errors. */
async function revertOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  let data: Hex | undefined;
  if (error instanceof BaseError) {
    error.walk((e) => {
      const candidate = (e as { data?: unknown }).data;
      if (typeof candidate === 'string' && candidate.startsWith('0x') && candidate.length >= 10)
        data = candidate as Hex;
      return false;
    });
  }
  if (!data) throw new Error(`no revert data in ${String(error)}`);
  return decodeErrorResult({ abi: mailboxErrors, data });
}

describe('the stand-in’s L2 fee', () => {
  it('follows L1’s gas price as era-contracts’ _deriveL2GasPrice does with a rollup’s fee parameters', async () => {
    // At 1 gwei: max(0.25 gwei + 1e6 x 1 gwei / 80e6, ceil((17 x 1 gwei + 1e6 x 1 gwei / 120e3) / 800))
    // = max(262,500,000, 31,666,667) wei per L2 gas, times 300,000.
    expect(await baseCost(10n ** 9n, 300_000n)).toBe(262_500_000n * 300_000n);
    // At 200 gwei the pubdata's price wins: ceil((3,400 gwei + 1,666.67 gwei) / 800) = 6,333,333,334 wei.
    expect(await baseCost(200n * 10n ** 9n, 300_000n)).toBe(6_333_333_334n * 300_000n);
  });

  it('refuses a mint that covers the quoted gas price when the wallet pays twice it: MsgValueTooLow', async () => {
    const { request } = await planned(parseEther('0.01'));
    const quoted = await l1().getGasPrice();
    // The margin turned off: the mint viem makes at the quoted price, without the app's.
    const mintValue = (await baseCost(quoted, request.l2GasLimit)) + request.l2Value;
    const data = encodeFunctionData({
      abi: zkBridgehubAbi,
      functionName: 'requestL2TransactionDirect',
      args: [{ ...request, mintValue }],
    });
    const paid = 2n * quoted;
    const refused = await revertOf(
      l1().call({ account: signer().address, to: bridgehub(), data, value: mintValue, gasPrice: paid }),
    );
    expect(refused.errorName).toBe('MsgValueTooLow');
    expect(refused.args).toEqual([(await baseCost(paid, request.l2GasLimit)) + request.l2Value, mintValue]);
  });

  it('credits the app’s deposit on Abstract when the wallet pays twice L1’s gas price', async () => {
    const amount = parseEther('0.01');
    const { plan, request } = await planned(amount);
    expect(plan.refund).toMatchObject({ chainId: 2741, recipient: signer().address, aliased: false, covers: 3n });
    const before = await l2().getBalance({ address: signer().address });
    const fast = 2n * (await l1().getGasPrice());
    const wallet: WalletState = {
      address: signer().address,
      chainId: 1,
      switchChain: async () => {},
      sendTransaction: (tx) =>
        createWalletClient({ account: signer(), transport: http(chainOf(1).rpcUrls[0]) }).sendTransaction({
          chain: null,
          to: tx.to,
          data: tx.data,
          value: tx.value ?? 0n,
          // A "fast" preset: the wallet's own fee, twice L1's gas price.
          maxFeePerGas: fast,
          maxPriorityFeePerGas: fast,
        }),
    };
    const records = { all: () => [], save: () => {}, update: () => {}, reopen: () => {} };
    const [sent] = await execute({
      network,
      method: zk,
      plan,
      requests: planRequests(plan, 1),
      wallet: () => wallet,
      records,
    });
    if (!sent) throw new Error('nothing sent');
    const receipt = await l1().getTransactionReceipt({ hash: sent.originTxHash });
    expect(receipt.status).toBe('success');
    expect(receipt.effectiveGasPrice).toBe(fast);
    // The mint at the review's price alone would not have covered what the wallet paid.
    expect(await baseCost(fast, request.l2GasLimit)).toBeGreaterThan(await baseCost(fast / 2n, request.l2GasLimit));
    let transfer = sent;
    const deadline = Date.now() + 60_000;
    while (transfer.status !== 'delivered') {
      if (Date.now() > deadline) throw new Error(`still ${transfer.status}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      transfer = { ...transfer, ...(await zk.track(network, transfer)) };
    }
    // The amount, and what the L2 transaction did not use of its fee, refunded to the sender.
    expect(await l2().getBalance({ address: signer().address })).toBeGreaterThan(before + amount);
  }, 120_000);
});
