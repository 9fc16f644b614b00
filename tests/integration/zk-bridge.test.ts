import { request } from 'node:http';
import path from 'node:path';
/**
 * The devnet's ZK Stack native bridge, driven by viem's own zkSync actions as a plain client would (not the
 * app's code), against the stand-in answering as a v26+ chain (docs/zk-devnet.md): its bridge contracts as a
 * v26+ node names them and the L1 getters a check rooted in L1 reads, ETH deposited, withdrawn, refused
 * before its batch executes and claimed after; an L1 token of the test's own through the legacy entries
 * (the devnet deploys none: the app moves only ETH over zk), and a failed token deposit recovered.
 */
import {
  type Abi,
  type Address,
  BaseError,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  decodeFunctionData,
  defineChain,
  encodeAbiParameters,
  erc20Abi,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  pad,
  parseAbi,
  parseEther,
  type TransactionReceipt,
  toFunctionSelector,
  zeroAddress,
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
import { type Devnet, defaultDevnetDir } from '../../devnet/devnet';
import { l1NullifierAbi } from '../../devnet/zk/abi';
import { compileZkContracts } from '../../devnet/zk/compile';
import { CLAIM_GAS, CLAIM_GAS_MARGIN_PERCENT } from '../../src/bridge/zk/claim-fee';
import { startTestDevnet } from '../support/test-devnet';

/** What a value transfer to an account L1 has never seen adds (EIP-150 `G_newaccount`): a new receiver. */
const NEW_ACCOUNT_GAS = 25_000n;

const USER = 1;
/** viem's name for ETH as a deposit's token. */
const ETH: Address = '0x0000000000000000000000000000000000000000';
const L2_BASE_TOKEN: Address = '0x000000000000000000000000000000000000800A';
const L2_ASSET_ROUTER: Address = '0x0000000000000000000000000000000000010003';
const L2_NATIVE_TOKEN_VAULT: Address = '0x0000000000000000000000000000000000010004';
const L1_MESSENGER: Address = '0x0000000000000000000000000000000000008008';
const BOOTLOADER: Address = '0x0000000000000000000000000000000000008001';
/** Short, so the file stays fast; the devnet's default is a few seconds. */
const EXECUTE_DELAY_MS = 300;

/** What the L1 contracts expose to a check rooted in L1 (issue 23; era-contracts release-v26). */
const l1Abi = parseAbi([
  'function assetRouter() view returns (address)',
  'function sharedBridge() view returns (address)',
  'function getZKChain(uint256 chainId) view returns (address)',
  'function L1_NULLIFIER() view returns (address)',
  'function nativeTokenVault() view returns (address)',
  'function l2BridgeAddress(uint256 chainId) view returns (address)',
  'function L1_ASSET_ROUTER() view returns (address)',
  'function L1_NATIVE_TOKEN_VAULT() view returns (address)',
  'function registerToken(address token)',
  'function assetId(address token) view returns (bytes32)',
]);
/** The L2 asset router, the legacy L2 bridge and the L2 vault, as era-contracts release-v26/v29 have them. */
const l2Abi = parseAbi([
  'function L1_ASSET_ROUTER() view returns (address)',
  'function l1Bridge() view returns (address)',
  'function l1SharedBridge() view returns (address)',
  'function withdraw(address l1Receiver, address l2Token, uint256 amount)',
  'function finalizeDeposit(address l1Sender, address l2Receiver, address l1Token, uint256 amount, bytes data)',
  'function l2TokenAddress(address l1Token) view returns (address)',
  'function l1TokenAddress(address l2Token) view returns (address)',
  'function tokenAddress(bytes32 assetId) view returns (address)',
  'event L1MessageSent(address indexed sender, bytes32 indexed hash, bytes message)',
  'error Unauthorized(address caller)',
]);

let devnet: Devnet;
let user: Address;
let nullifier: Address;
/** An L1 token of this file's own (the devnet deploys none), and the compiled stand-ins. */
let l1Token: Address;
let contracts: Awaited<ReturnType<typeof compileZkContracts>>;

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
  nullifier = devnet.manifest.zk?.l1Nullifier as Address;
  // Cached beside the saved chain state by the devnet's own deploy.
  contracts = await compileZkContracts(path.join(defaultDevnetDir(), 'state'), () => {});
  const token = contracts.DevnetL1Token;
  if (!token) throw new Error('No compiled DevnetL1Token');
  const deployed = await c.l1Wallet.deployContract({
    abi: token.abi,
    bytecode: token.bytecode,
    args: ['Test Token', 'TEST', [user], parseEther('1000')],
  });
  l1Token = getAddress((await c.l1.waitForTransactionReceipt({ hash: deployed })).contractAddress as Address);
  // Anyone may register a token with the L1 vault, as on mainnet (L1NativeTokenVault.registerToken).
  const registered = await c.l1Wallet.writeContract({
    address: devnet.manifest.zk?.l1NativeTokenVault as Address,
    abi: l1Abi,
    functionName: 'registerToken',
    args: [l1Token],
  });
  expect((await c.l1.waitForTransactionReceipt({ hash: registered })).status).toBe('success');
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

/** The custom error a call reverted with, decoded with `abi` (the nullifier's errors by default). */
async function revertReason(call: Promise<unknown>, abi: Abi = l1NullifierAbi): Promise<string> {
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
    return decodeErrorResult({ abi, data }).errorName;
  }
  throw new Error('The call did not revert');
}

async function control(action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${devnet.manifest.services.controlUrl}/zk/${action}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

/** zks_getBridgeContracts as the node sends it, keys and all. */
async function rawBridgeContracts(): Promise<Record<string, string | null>> {
  const response = await fetch(devnet.manifest.zk?.l2RpcUrl as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'zks_getBridgeContracts', params: [] }),
  });
  return ((await response.json()) as { result: Record<string, string | null> }).result;
}

const l1TokenBalance = () =>
  c.l1.readContract({ address: l1Token, abi: erc20Abi, functionName: 'balanceOf', args: [user] });

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

describe('the zk stand-in answers as a v26+ chain', () => {
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
  });

  it('names its bridges in zks_getBridgeContracts as a v26+ node does (a)', async () => {
    const zk = devnet.manifest.zk;
    if (!zk) throw new Error('no zk section');
    const answer = await rawBridgeContracts();
    // zksync-era core/lib/types/src/api/mod.rs BridgeAddresses: these seven keys, no nullifier or vault.
    expect(Object.keys(answer).sort()).toEqual(
      [
        'l1Erc20DefaultBridge',
        'l1SharedDefaultBridge',
        'l1WethBridge',
        'l2Erc20DefaultBridge',
        'l2LegacySharedBridge',
        'l2SharedDefaultBridge',
        'l2WethBridge',
      ].sort(),
    );
    const assetRouter = await c.l1.readContract({
      address: zk.bridgehub as Address,
      abi: l1Abi,
      functionName: 'assetRouter',
    });
    expect(answer.l1SharedDefaultBridge).toBe(assetRouter);
    expect(assetRouter).toBe(getAddress(zk.l1AssetRouter));
    expect(answer.l2SharedDefaultBridge).toBe(L2_ASSET_ROUTER);
    expect(answer.l2Erc20DefaultBridge).toBe(L2_ASSET_ROUTER);
    expect(answer.l1WethBridge).toBe(zeroAddress);
    expect(answer.l2WethBridge).toBe(zeroAddress);
    const legacyL2 = answer.l2LegacySharedBridge as Address;
    expect((await c.l2.getCode({ address: legacyL2 }))?.length).toBeGreaterThan(100);
    // The legacy L1 ERC20 bridge: a contract of its own, tied to the same nullifier, router and vault.
    const legacyL1 = answer.l1Erc20DefaultBridge as Address;
    expect([assetRouter, getAddress(zk.l1Nullifier), zeroAddress]).not.toContain(legacyL1);
    for (const [functionName, expected] of [
      ['L1_NULLIFIER', zk.l1Nullifier],
      ['L1_ASSET_ROUTER', zk.l1AssetRouter],
      ['L1_NATIVE_TOKEN_VAULT', zk.l1NativeTokenVault],
    ] as const) {
      expect(await c.l1.readContract({ address: legacyL1, abi: l1Abi, functionName })).toBe(getAddress(expected));
    }
    // viem reads the same answer, and falls back to L1_NULLIFIER() and nativeTokenVault() on the router.
    expect(await c.l2.getDefaultBridgeAddresses()).toEqual({
      erc20L1: legacyL1,
      sharedL1: assetRouter,
      sharedL2: L2_ASSET_ROUTER,
      l1Nullifier: undefined,
      l1NativeTokenVault: undefined,
    });
  });

  it('exposes on L1 what a check rooted in L1 reads, consistent with the node (issue 23, item 1)', async () => {
    const zk = devnet.manifest.zk;
    if (!zk) throw new Error('no zk section');
    const bridgehub = zk.bridgehub as Address;
    const assetRouter = await c.l1.readContract({ address: bridgehub, abi: l1Abi, functionName: 'assetRouter' });
    expect(await c.l1.readContract({ address: bridgehub, abi: l1Abi, functionName: 'sharedBridge' })).toBe(assetRouter);
    expect(await c.l1.readContract({ address: bridgehub, abi: l1Abi, functionName: 'getZKChain', args: [2741n] })).toBe(
      getAddress(zk.chainContract),
    );
    const l1Nullifier = await c.l1.readContract({ address: assetRouter, abi: l1Abi, functionName: 'L1_NULLIFIER' });
    expect(l1Nullifier).toBe(getAddress(zk.l1Nullifier));
    expect(await c.l1.readContract({ address: assetRouter, abi: l1Abi, functionName: 'nativeTokenVault' })).toBe(
      getAddress(zk.l1NativeTokenVault),
    );
    const legacyL2 = await c.l1.readContract({
      address: l1Nullifier,
      abi: l1Abi,
      functionName: 'l2BridgeAddress',
      args: [2741n],
    });
    expect(legacyL2).toBe((await rawBridgeContracts()).l2LegacySharedBridge);
    expect(
      await c.l1.readContract({ address: assetRouter, abi: l1Abi, functionName: 'l2BridgeAddress', args: [2741n] }),
    ).toBe(legacyL2);
  });

  it('has the L2 asset router of era-contracts at 0x…10003 (b), and the legacy L2 bridge names the nullifier (c)', async () => {
    const zk = devnet.manifest.zk;
    if (!zk) throw new Error('no zk section');
    const assetRouter = getAddress(zk.l1AssetRouter);
    expect(await c.l2.readContract({ address: L2_ASSET_ROUTER, abi: l2Abi, functionName: 'L1_ASSET_ROUTER' })).toBe(
      assetRouter,
    );
    expect(await c.l2.readContract({ address: L2_ASSET_ROUTER, abi: l2Abi, functionName: 'l1Bridge' })).toBe(
      assetRouter,
    );
    // The L2 asset router has no l1SharedBridge(): the call a pre-v26 check makes reverts.
    await expect(
      c.l2.readContract({ address: L2_ASSET_ROUTER, abi: l2Abi, functionName: 'l1SharedBridge' }),
    ).rejects.toThrow();
    // The legacy finalizeDeposit is there, for the aliased L1 asset router only.
    expect(
      await revertReason(
        c.l2.simulateContract({
          account: user,
          address: L2_ASSET_ROUTER,
          abi: l2Abi,
          functionName: 'finalizeDeposit',
          args: [user, user, l1Token, 1n, '0x'],
        }),
        l2Abi,
      ),
    ).toBe('Unauthorized');
    const legacyL2 = (await rawBridgeContracts()).l2LegacySharedBridge as Address;
    expect(await c.l2.readContract({ address: legacyL2, abi: l2Abi, functionName: 'l1SharedBridge' })).toBe(
      getAddress(zk.l1Nullifier),
    );
    // "non-zero only on Era" (L2SharedBridgeLegacy.sol).
    expect(await c.l2.readContract({ address: legacyL2, abi: l2Abi, functionName: 'l1Bridge' })).toBe(zeroAddress);
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

  it('refuses an ETH withdrawal claim until its batch executes, then pays it once', async () => {
    const amount = parseEther('0.5');
    await control('stop');
    let hash: Hex;
    try {
      hash = await c.l2Wallet.withdraw({ token: L2_BASE_TOKEN, amount, to: user });
      const receipt = await c.l2.waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      expect(receipt.to).toBe(L2_BASE_TOKEN.toLowerCase());
      await until('the withdrawal to be sealed in a batch', () => c.l2.getLogProof({ txHash: hash, index: 0 }));
      expect(await revertReason(c.l1Wallet.finalizeWithdrawal({ client: c.l2, hash }))).toBe('BatchNotExecuted');
      expect(await c.l1.isWithdrawalFinalized({ client: c.l2, hash })).toBe(false);
    } finally {
      await control('start');
    }

    await waitUntilExecuted(hash);
    const { l1BatchNumber } = await c.l2.getTransactionReceipt({ hash });
    const batch = await c.l2.getL1BatchDetails({ number: Number(l1BatchNumber) });
    expect(batch).toMatchObject({ number: Number(l1BatchNumber), status: 'verified' });
    expect(batch.commitTxHash && batch.executeTxHash).toBeTruthy();
    expect(BigInt(await c.l2.getL1BatchNumber())).toBeGreaterThanOrEqual(l1BatchNumber ?? 1n);
    const before = await c.l1.getBalance({ address: user });
    const claim = await c.l1Wallet.finalizeWithdrawal({ client: c.l2, hash });
    const receipt: TransactionReceipt = await c.l1.waitForTransactionReceipt({ hash: claim });
    expect(receipt.status).toBe('success');
    // viem sends the claim to the nullifier it read from the asset router.
    expect(receipt.to).toBe(nullifier.toLowerCase());
    // The claim's gas through proxies shaped like mainnet's: the app's fixed figure covers it with the margin
    // docs/transfers.md ("The claim's cost") states, even for a receiver new to Ethereum.
    console.log(`zk claim: ${receipt.gasUsed} gas through the proxies; the app reckons ${CLAIM_GAS}`);
    expect(((receipt.gasUsed + NEW_ACCOUNT_GAS) * (100n + CLAIM_GAS_MARGIN_PERCENT)) / 100n).toBeLessThanOrEqual(
      CLAIM_GAS,
    );
    expect(await c.l1.getBalance({ address: user })).toBe(
      before + amount - receipt.gasUsed * receipt.effectiveGasPrice,
    );
    expect(await c.l1.isWithdrawalFinalized({ client: c.l2, hash })).toBe(true);
    expect(await revertReason(c.l1Wallet.finalizeWithdrawal({ client: c.l2, hash }))).toBe(
      'WithdrawalAlreadyFinalized',
    );
  });
});

describe('an L1 token through the legacy entries of the v26+ contracts (the devnet deploys none)', () => {
  it('has no L2 token before its first deposit, then the legacy bridge deploys it with salt = the L1 token (e)', async () => {
    const legacyL2 = (await rawBridgeContracts()).l2LegacySharedBridge as Address;
    const assetId = keccak256(
      encodeAbiParameters(
        [{ type: 'uint256' }, { type: 'address' }, { type: 'address' }],
        [1n, L2_NATIVE_TOKEN_VAULT, l1Token],
      ),
    );
    const vaultToken = () =>
      c.l2.readContract({ address: L2_NATIVE_TOKEN_VAULT, abi: l2Abi, functionName: 'tokenAddress', args: [assetId] });
    expect(await vaultToken()).toBe(zeroAddress);
    expect(
      await c.l2.readContract({
        address: L2_NATIVE_TOKEN_VAULT,
        abi: l2Abi,
        functionName: 'l2TokenAddress',
        args: [l1Token],
      }),
    ).toBe(zeroAddress);
    const bridged = contracts.DevnetBridgedToken;
    if (!bridged) throw new Error('No compiled DevnetBridgedToken');
    const expected = getContractAddress({
      opcode: 'CREATE2',
      from: legacyL2,
      salt: pad(l1Token, { size: 32 }),
      bytecode: bridged.bytecode,
    });
    // viem asks the node's l2SharedDefaultBridge (the L2 asset router), which answers before deployment too.
    expect(await c.l2.getL2TokenAddress({ token: l1Token })).toBe(expected);

    const amount = parseEther('40');
    const l1Before = await l1TokenBalance();
    const { l2Hash, l2Receipt } = await deposit(l1Token, amount);
    expect(l2Receipt.status).toBe('success');
    expect(await l1TokenBalance()).toBe(l1Before - amount);
    // The L1 asset router asks for the legacy finalizeDeposit for a token native to L1.
    const l2Tx = await c.l2.getTransaction({ hash: l2Hash });
    expect(l2Tx.to).toBe(L2_ASSET_ROUTER.toLowerCase());
    expect(decodeFunctionData({ abi: l2Abi, data: l2Tx.input }).functionName).toBe('finalizeDeposit');
    expect(l2Tx.input.slice(0, 10)).toBe(toFunctionSelector('finalizeDeposit(address,address,address,uint256,bytes)'));
    expect(await vaultToken()).toBe(expected);
    expect(await c.l2.readContract({ address: expected, abi: erc20Abi, functionName: 'balanceOf', args: [user] })).toBe(
      amount,
    );
    expect(await c.l2.readContract({ address: expected, abi: erc20Abi, functionName: 'symbol' })).toBe('TEST');
    expect(await c.l2.getL1TokenAddress({ token: expected })).toBe(l1Token);
  });

  it('withdraws it through the legacy withdraw on 0x…10003, in the legacy format from the legacy bridge', async () => {
    const legacyL2 = (await rawBridgeContracts()).l2LegacySharedBridge as Address;
    const l2Token = await c.l2.getL2TokenAddress({ token: l1Token });
    const amount = parseEther('15');
    const hash = await c.l2Wallet.withdraw({ token: l2Token, amount, to: user });
    const receipt = await c.l2.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.to).toBe(L2_ASSET_ROUTER.toLowerCase());
    const l2Tx = await c.l2.getTransaction({ hash });
    expect(l2Tx.input.slice(0, 10)).toBe(toFunctionSelector('withdraw(address,address,uint256)'));
    const sent = receipt.logs.find((log) => log.address === L1_MESSENGER.toLowerCase());
    expect(sent?.topics[1]).toBe(pad(legacyL2.toLowerCase() as Hex, { size: 32 }));

    await waitUntilExecuted(hash);
    const before = await l1TokenBalance();
    const claim = await c.l1Wallet.finalizeWithdrawal({ client: c.l2, hash });
    expect((await c.l1.waitForTransactionReceipt({ hash: claim })).status).toBe('success');
    expect(await l1TokenBalance()).toBe(before + amount);
    expect(await c.l1.isWithdrawalFinalized({ client: c.l2, hash })).toBe(true);
    expect(await revertReason(c.l1Wallet.finalizeWithdrawal({ client: c.l2, hash }))).toBe(
      'WithdrawalAlreadyFinalized',
    );
  });

  it('fails a deposit whose L2 gas limit is too low, and returns it with claimFailedDeposit on the nullifier', async () => {
    const amount = parseEther('7');
    const l1Before = await l1TokenBalance();
    const { l2Hash, l2Receipt } = await deposit(l1Token, amount, 30_000n);
    expect(l2Receipt.status).toBe('reverted');
    expect(await l1TokenBalance()).toBe(l1Before - amount);

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
        l1Token,
        amount,
        l2Hash,
        sealed.l1BatchNumber,
        BigInt(proof.id),
        Number(sealed.l1BatchTxIndex),
        proof.proof,
      ],
    });
    expect((await c.l1.waitForTransactionReceipt({ hash: claim })).status).toBe('success');
    expect(await l1TokenBalance()).toBe(l1Before);
  });

  it("recovers a failed deposit with viem's own claimFailedDeposit too", async () => {
    const amount = parseEther('3');
    const l1Before = await l1TokenBalance();
    const { l2Hash } = await deposit(l1Token, amount, 30_000n);
    await waitUntilExecuted(l2Hash);
    const claim = await c.l1Wallet.claimFailedDeposit({ client: c.l2, depositHash: l2Hash });
    expect((await c.l1.waitForTransactionReceipt({ hash: claim })).status).toBe('success');
    expect(await l1TokenBalance()).toBe(l1Before);
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
