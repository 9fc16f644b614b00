import { request } from 'node:http';
/**
 * The devnet's ZK Stack native bridge, driven by viem's own zkSync actions as a plain client would (not the
 * app's code): deposits of ETH and MAGIC, withdrawals refused before their batch executes and claimed after,
 * and a failed deposit recovered (docs/zk-devnet.md).
 */
import {
  type Address,
  BaseError,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  chainConfig,
  getL2HashFromPriorityOp,
  publicActionsL1,
  publicActionsL2,
  walletActionsL1,
  walletActionsL2,
} from 'viem/zksync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Devnet } from '../../devnet/devnet';
import { l1NullifierAbi } from '../../devnet/zk/abi';
import { startTestDevnet } from '../support/test-devnet';

const USER = 1;
/** viem's name for ETH as a deposit's token. */
const ETH: Address = '0x0000000000000000000000000000000000000000';
const BOOTLOADER: Address = '0x0000000000000000000000000000000000008001';
/** Short, so the file stays fast; the devnet's default is a few seconds. */
const EXECUTE_DELAY_MS = 300;

let devnet: Devnet;
let user: Address;
let l1Magic: Address;
let nullifier: Address;

const clients = () => {
  const zk = devnet.manifest.zk;
  const ethereum = devnet.manifest.chains.find((c) => c.chainId === 1);
  const key = devnet.manifest.accounts[USER]?.privateKey as Hex;
  if (!zk || !ethereum) throw new Error('The devnet manifest has no zk section or no Ethereum');
  const l1Chain = defineChain({
    id: 1,
    name: 'Ethereum (devnet)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [ethereum.rpcUrl] } },
  });
  // An L2 chain with viem's zkSync formatters, as viem's own `abstract` chain has.
  const l2Chain = defineChain({
    ...chainConfig,
    id: zk.l2ChainId,
    name: 'Abstract (devnet)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [zk.l2RpcUrl] } },
  });
  const account = privateKeyToAccount(key);
  return {
    l1: createPublicClient({ chain: l1Chain, transport: http(), pollingInterval: 50 }).extend(publicActionsL1()),
    l1Wallet: createWalletClient({ account, chain: l1Chain, transport: http() }).extend(walletActionsL1()),
    l2: createPublicClient({ chain: l2Chain, transport: http(), pollingInterval: 50 }).extend(publicActionsL2()),
    l2Wallet: createWalletClient({ account, chain: l2Chain, transport: http() }).extend(walletActionsL2()),
  };
};
let c: ReturnType<typeof clients>;

beforeAll(async () => {
  devnet = await startTestDevnet({ zkExecuteDelayMs: EXECUTE_DELAY_MS });
  c = clients();
  user = devnet.manifest.accounts[USER]?.address as Address;
  l1Magic = devnet.manifest.tokens.find((t) => t.standard === 'zk-l1' && t.symbol === 'MAGIC')?.token as Address;
  nullifier = devnet.manifest.zk?.l1Nullifier as Address;
});

afterAll(async () => {
  await devnet?.stop();
});

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** The custom error a call reverted with, decoded with the nullifier's errors. */
async function revertReason(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    let data: Hex | undefined;
    if (error instanceof BaseError) {
      error.walk((e) => {
        const candidate = (e as { data?: unknown }).data;
        if (typeof candidate === 'string' && candidate.startsWith('0x') && candidate.length >= 10)
          data = candidate as Hex;
        return false;
      });
    }
    if (!data) throw error;
    return decodeErrorResult({ abi: l1NullifierAbi, data }).errorName;
  }
  throw new Error('The call did not revert');
}

async function control(action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${devnet.manifest.services.controlUrl}/zk/${action}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

const l1MagicBalance = () =>
  c.l1.readContract({ address: l1Magic, abi: erc20Abi, functionName: 'balanceOf', args: [user] });

/** Deposits through viem, then finds the L2 receipt under the priority operation's canonical hash. */
async function deposit(token: Address, amount: bigint, l2GasLimit?: bigint) {
  const hash = await c.l1Wallet.deposit({
    client: c.l2,
    token,
    amount,
    to: user,
    refundRecipient: user,
    approveToken: token !== ETH,
    ...(l2GasLimit ? { l2GasLimit } : {}),
  });
  const l1Receipt = await c.l1.waitForTransactionReceipt({ hash });
  expect(l1Receipt.status).toBe('success');
  const l2Hash = getL2HashFromPriorityOp(l1Receipt, await c.l2.getMainContractAddress());
  const l2Receipt = await c.l2.waitForTransactionReceipt({ hash: l2Hash });
  expect(l2Receipt.transactionHash).toBe(l2Hash);
  return { l2Hash, l2Receipt };
}

async function waitUntilExecuted(hash: Hex): Promise<void> {
  await until(`${hash} to be in an executed batch`, async () => {
    const details = await c.l2.getTransactionDetails({ txHash: hash });
    return details.status === 'verified' || (details.status === 'failed' && details.ethExecuteTxHash);
  });
}

describe('the zk native bridge between Ethereum and Abstract, through viem/zksync', () => {
  it('places the Bridgehub and the Abstract chain contract at their mainnet addresses', async () => {
    expect(devnet.manifest.zk).toMatchObject({
      l1ChainId: 1,
      l2ChainId: 2741,
      bridgehub: '0x303a465B659cBB0ab36eE643eA362c509EEb5213',
      chainContract: '0x2EDc71E9991A962c7FE172212d1aA9E50480fBb9',
    });
    expect(await c.l2.getBridgehubContractAddress()).toBe('0x303a465B659cBB0ab36eE643eA362c509EEb5213');
    for (const address of [devnet.manifest.zk?.bridgehub, devnet.manifest.zk?.chainContract] as Address[]) {
      expect((await c.l1.getCode({ address }))?.length).toBeGreaterThan(100);
    }
    expect(await l1MagicBalance()).toBe(10_000n * 10n ** 18n);
  });

  it('credits an ETH deposit on L2, found by getL2HashFromPriorityOp', async () => {
    const amount = parseEther('2');
    const before = await c.l2.getBalance({ address: user });
    const { l2Receipt } = await deposit(ETH, amount);
    expect(l2Receipt.status).toBe('success');
    const after = await c.l2.getBalance({ address: user });
    // The refund of the unused L2 gas goes to the same account.
    expect(after - before >= amount && after - before < amount + parseEther('0.01')).toBe(true);
  });

  it('credits a MAGIC deposit on L2 in the token the vault resolves', async () => {
    const amount = parseEther('40');
    const l1Before = await l1MagicBalance();
    const { l2Receipt } = await deposit(l1Magic, amount);
    expect(l2Receipt.status).toBe('success');
    expect(await l1MagicBalance()).toBe(l1Before - amount);
    const l2Magic = await c.l2.getL2TokenAddress({ token: l1Magic });
    expect(await c.l2.readContract({ address: l2Magic, abi: erc20Abi, functionName: 'balanceOf', args: [user] })).toBe(
      amount,
    );
    expect(await c.l2.readContract({ address: l2Magic, abi: erc20Abi, functionName: 'symbol' })).toBe('MAGIC');
  });

  it('refuses a withdrawal claim until its batch executes, then pays it once (ETH and MAGIC)', async () => {
    const l2Magic = await c.l2.getL2TokenAddress({ token: l1Magic });
    await control('stop');
    const withdrawals: { token: Address; amount: bigint; hash: Hex }[] = [];
    for (const [token, amount] of [
      ['0x000000000000000000000000000000000000800A', parseEther('0.5')],
      [l2Magic, parseEther('15')],
    ] as const) {
      const hash = await c.l2Wallet.withdraw({ token, amount, to: user });
      expect((await c.l2.waitForTransactionReceipt({ hash })).status).toBe('success');
      withdrawals.push({ token, amount, hash });
    }
    try {
      for (const { hash } of withdrawals) {
        await until('the withdrawal to be sealed in a batch', () => c.l2.getLogProof({ txHash: hash, index: 0 }));
        expect(await revertReason(c.l1Wallet.finalizeWithdrawal({ client: c.l2, hash }))).toBe('BatchNotExecuted');
        expect(await c.l1.isWithdrawalFinalized({ client: c.l2, hash })).toBe(false);
      }
    } finally {
      await control('start');
    }

    for (const { token, amount, hash } of withdrawals) {
      await waitUntilExecuted(hash);
      const { l1BatchNumber } = await c.l2.getTransactionReceipt({ hash });
      const batch = await c.l2.getL1BatchDetails({ number: Number(l1BatchNumber) });
      expect(batch).toMatchObject({ number: Number(l1BatchNumber), status: 'verified' });
      expect(batch.commitTxHash && batch.executeTxHash).toBeTruthy();
      expect(BigInt(await c.l2.getL1BatchNumber())).toBeGreaterThanOrEqual(l1BatchNumber ?? 1n);
      const isEth = token !== l2Magic;
      const before = isEth ? await c.l1.getBalance({ address: user }) : await l1MagicBalance();
      const claim = await c.l1Wallet.finalizeWithdrawal({ client: c.l2, hash });
      const receipt: TransactionReceipt = await c.l1.waitForTransactionReceipt({ hash: claim });
      expect(receipt.status).toBe('success');
      const gas = isEth ? receipt.gasUsed * receipt.effectiveGasPrice : 0n;
      expect(isEth ? await c.l1.getBalance({ address: user }) : await l1MagicBalance()).toBe(before + amount - gas);
      expect(await c.l1.isWithdrawalFinalized({ client: c.l2, hash })).toBe(true);
      expect(await revertReason(c.l1Wallet.finalizeWithdrawal({ client: c.l2, hash }))).toBe(
        'WithdrawalAlreadyFinalized',
      );
    }
  });

  it('fails a deposit whose L2 gas limit is too low, and returns it with claimFailedDeposit on the nullifier', async () => {
    const amount = parseEther('7');
    const l1Before = await l1MagicBalance();
    const { l2Hash, l2Receipt } = await deposit(l1Magic, amount, 30_000n);
    expect(l2Receipt.status).toBe('reverted');
    expect(await l1MagicBalance()).toBe(l1Before - amount);

    await waitUntilExecuted(l2Hash);
    const sealed = await c.l2.getTransactionReceipt({ hash: l2Hash });
    const statusIndex = sealed.l2ToL1Logs.findIndex(
      (log) => log.sender.toLowerCase() === BOOTLOADER.toLowerCase() && log.key === l2Hash,
    );
    expect(sealed.l2ToL1Logs[statusIndex]?.value).toBe(`0x${'0'.repeat(64)}`);
    const proof = await c.l2.getLogProof({ txHash: l2Hash, index: statusIndex });
    if (!proof || sealed.l1BatchNumber === null || sealed.l1BatchTxIndex === null) throw new Error('Not sealed');
    const claim = await c.l1Wallet.writeContract({
      address: nullifier,
      abi: l1NullifierAbi,
      functionName: 'claimFailedDeposit',
      args: [
        2741n,
        user,
        l1Magic,
        amount,
        l2Hash,
        sealed.l1BatchNumber,
        BigInt(proof.id),
        Number(sealed.l1BatchTxIndex),
        proof.proof,
      ],
    });
    expect((await c.l1.waitForTransactionReceipt({ hash: claim })).status).toBe('success');
    expect(await l1MagicBalance()).toBe(l1Before);
  });

  it("recovers a failed deposit with viem's own claimFailedDeposit too", async () => {
    const amount = parseEther('3');
    const l1Before = await l1MagicBalance();
    const { l2Hash } = await deposit(l1Magic, amount, 30_000n);
    await waitUntilExecuted(l2Hash);
    const claim = await c.l1Wallet.claimFailedDeposit({ client: c.l2, depositHash: l2Hash });
    expect((await c.l1.waitForTransactionReceipt({ hash: claim })).status).toBe('success');
    expect(await l1MagicBalance()).toBe(l1Before);
  });
});

describe('the zk layer in front of the Abstract anvil', () => {
  it('answers JSON-RPC batches mixing zks_ methods with what it passes to anvil, in order and with their ids', async () => {
    const response = await fetch(devnet.manifest.zk?.l2RpcUrl as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 'first', method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 7, method: 'zks_L1ChainId', params: [] },
        { jsonrpc: '2.0', id: 8, method: 'zks_getMainContract', params: [] },
        { jsonrpc: '2.0', id: 9, method: 'eth_getBalance', params: [user, 'latest'] },
        { jsonrpc: '2.0', id: 10, method: 'no_suchMethod', params: [] },
      ]),
    });
    const answers = (await response.json()) as { id: unknown; result?: unknown; error?: unknown }[];
    expect(answers.map((a) => a.id)).toEqual(['first', 7, 8, 9, 10]);
    expect(answers.slice(0, 3).map((a) => a.result)).toEqual([
      '0xab5',
      '0x1',
      '0x2EDc71E9991A962c7FE172212d1aA9E50480fBb9',
    ]);
    expect(BigInt(answers[3]?.result as string)).toBeGreaterThan(0n);
    expect(answers[4]?.error).toBeTruthy();
  });

  it('refuses a Host other than 127.0.0.1 or localhost on its port (DNS rebinding)', async () => {
    const url = new URL(devnet.manifest.zk?.l2RpcUrl as string);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request(
        url,
        { method: 'POST', headers: { host: `rebind.example:${url.port}`, 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }));
    });
    expect(status).toBe(403);
  });
});
