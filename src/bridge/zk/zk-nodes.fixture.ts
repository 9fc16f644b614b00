/**
 * For unit tests of the zk method: the L1 and L2 nodes as fakes whose answers each test sets (`chain`), an
 * attacker's included, and the viem zkSync actions that derive from them. The test files mock the chain
 * clients, the zk client and `viem/zksync` with these (`vi.mock(..., async () => import(...))`), so this module
 * imports nothing those mocks replace.
 */
import {
  type Address,
  type Client,
  encodeFunctionData,
  type Hash,
  numberToHex,
  TransactionReceiptNotFoundError,
  zeroAddress,
} from 'viem';
import { mainnet } from 'viem/chains';
import { vi } from 'vitest';
import type { NetworkChain } from '../../config';
import { MAINNET } from '../../config/mainnet';
import { zkBridgehubAbi } from './abis';

// Abstract mainnet's, as a v26+ chain has them (../shared/FACTS.md; check.test.ts checks them all).
export const ROUTER: Address = '0x8829AD80E425C646DAB305381ff105169FeEcE56';
export const NULLIFIER: Address = '0xD7f9f54194C633F36CCD5F3da84ad4a1c38cB2cB';
const VAULT: Address = '0xbeD1EB542f9a5aA6419Ff3deb921A372681111f6';
const LEGACY_L2_BRIDGE: Address = '0x954ba8223a6BFEC1Cc3867139243A02BA0Bc66e4';
const L2_ASSET_ROUTER: Address = '0x0000000000000000000000000000000000010003';
export const BRIDGEHUB = MAINNET.zkChains[0]?.bridgehub as Address;
export const CHAIN_CONTRACT = MAINNET.zkChains[0]?.chainContract as Address;
export const USER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const ELSEWHERE: Address = '0x4444444444444444444444444444444444444444';
export const HASH: Hash = `0x${'ab'.repeat(32)}`;

/** What the fake chains answer; each test sets what it needs. */
export const chain = {
  executed: 0n,
  finalized: false,
  /** L1's gas price now; the L2 base cost the Bridgehub asks follows it. */
  l1GasPrice: 10n ** 9n,
  /** The node's answer to `zks_getBridgeContracts`: the checked router unless a test lies. */
  nodeRouter: ROUTER,
  /** The node's answer to `zks_getBridgehubContract`. */
  nodeBridgehub: BRIDGEHUB as string,
  /** The vault the node names in `zks_getBridgeContracts` (a v26+ node names none), and the one L1 names. */
  nodeVault: undefined as Address | undefined,
  /** The nullifier the node names in `zks_getBridgeContracts` (a v26+ node names none). */
  nodeNullifier: undefined as Address | undefined,
  l1Vault: VAULT,
  /** The node's `zks_estimateGasL1ToL2`: the L2 gas limit a deposit asks for. */
  nodeL2GasLimit: 300_000n,
  /** The addresses that have code on L1 (a Safe, say); every other address is an account. */
  l1Contracts: [] as Address[],
  receipt: undefined as undefined | { status: 'success' | 'reverted'; l1BatchNumber: bigint | null },
  /**
   * The batch's execution as the node names it (`zks_getL1BatchDetails`' execute transaction) and as L1 has
   * it: that transaction's logs and its block's time (s).
   */
  execution: undefined as
    | undefined
    | { txHash: Hash; logs: readonly { address: Address; topics: readonly Hash[]; data: Hash }[]; timestamp: bigint },
};

export const l1 = {
  chain: mainnet,
  getGasPrice: async () => chain.l1GasPrice,
  getCode: async ({ address }: { address: Address }) =>
    chain.l1Contracts.some((contract) => contract.toLowerCase() === address.toLowerCase()) ? '0x6080' : undefined,
  estimateGas: vi.fn(async (_: { account: Address; to: Address }) => 150_000n),
  // Every simulation succeeds.
  call: async () => ({ data: '0x' }),
  readContract: vi.fn(async ({ functionName, args }: { functionName: string; args?: readonly unknown[] }) => {
    switch (functionName) {
      case 'assetRouter':
        return ROUTER;
      case 'getZKChain':
        return CHAIN_CONTRACT;
      case 'L1_NULLIFIER':
        return NULLIFIER;
      case 'nativeTokenVault':
        return chain.l1Vault;
      case 'l2BridgeAddress':
        return LEGACY_L2_BRIDGE;
      case 'getTotalBatchesExecuted':
        return chain.executed;
      case 'isWithdrawalFinalized':
        return chain.finalized;
      case 'l2TransactionBaseCost':
        // The gas price asked for times the L2 gas limit (mainnet adds the pubdata's price).
        return (args?.[1] as bigint) * (args?.[2] as bigint);
      default:
        throw new Error(`unexpected L1 read ${functionName}`);
    }
  }),
  getTransactionReceipt: async ({ hash }: { hash: Hash }) => {
    if (hash !== chain.execution?.txHash) throw new TransactionReceiptNotFoundError({ hash });
    return { transactionHash: hash, blockHash: HASH, logs: chain.execution.logs };
  },
  getBlock: async () => ({ timestamp: chain.execution?.timestamp ?? 0n }),
};
export const l2 = {
  readContract: vi.fn(async ({ functionName }: { functionName: string }) => {
    throw new Error(`unexpected L2 read ${functionName}`);
  }),
};
export const zkL2 = {
  // A v26+ node's `zks_getBridgeContracts`: no nullifier or vault keys.
  request: vi.fn(async ({ method }: { method: string }): Promise<unknown> => {
    if (method === 'zks_getBridgehubContract') return chain.nodeBridgehub;
    if (method !== 'zks_getBridgeContracts') throw new Error(`unexpected L2 request ${method}`);
    return {
      l1Erc20DefaultBridge: '0x5555555555555555555555555555555555555555',
      l2Erc20DefaultBridge: L2_ASSET_ROUTER,
      l1SharedDefaultBridge: chain.nodeRouter,
      l2SharedDefaultBridge: L2_ASSET_ROUTER,
      l1WethBridge: zeroAddress,
      l2WethBridge: zeroAddress,
      l2LegacySharedBridge: LEGACY_L2_BRIDGE,
      ...(chain.nodeVault ? { l1NativeTokenVault: chain.nodeVault } : {}),
      ...(chain.nodeNullifier ? { l1Nullifier: chain.nodeNullifier } : {}),
    };
  }),
  getBridgehubContractAddress: async () => chain.nodeBridgehub,
  getL1BatchDetails: async ({ number }: { number: number }) => ({
    number,
    executeTxHash: chain.execution?.txHash,
  }),
  getTransactionReceipt: async ({ hash }: { hash: Hash }) => {
    if (!chain.receipt) throw new TransactionReceiptNotFoundError({ hash });
    return { ...chain.receipt, transactionHash: hash };
  },
};

/** What `../../api/chain-clients` answers: L1 for chain 1, the L2 as a plain chain otherwise. */
const clientOf = (network: NetworkChain) => (network.chainId === 1 ? l1 : l2);
export const chainClients = { publicClient: clientOf, freshClient: clientOf };
/** The node, but for the methods `answers` gives (as `zkClientAnswering` does). */
const answering = (answers: Readonly<Record<string, unknown>>) => ({
  ...zkL2,
  request: async (args: { method: string }) =>
    Object.hasOwn(answers, args.method) ? answers[args.method] : zkL2.request(args),
});
export const zkClient = {
  zkPublicClient: () => zkL2,
  zkClientAnswering: (_chain: NetworkChain, answers: Readonly<Record<string, unknown>>) => answering(answers),
};

/** The L2 client an action is given, as viem reads the bridge from it. */
type L2Client = { request: (args: { method: string }) => Promise<unknown> };

/** viem's zkSync actions the tests replace; where the node says the withdrawal's message sits, among them. */
export const zkActions = {
  /**
   * viem's ETH deposit as it derives it from the nodes: the Bridgehub its L2 client names, the node's L2 gas limit, the base cost
   * the Bridgehub asks at the gas price it is given (else one and a half times L1's), the refund recipient it
   * is given (else none), sent through the client it is given.
   */
  deposit: async (
    client: Client,
    {
      amount,
      to,
      gasPrice,
      refundRecipient,
      client: l2Client,
    }: { amount: bigint; to: Address; gasPrice?: bigint; refundRecipient?: Address; client: L2Client },
  ) => {
    const bridgehub = (await l2Client.request({ method: 'zks_getBridgehubContract' })) as Address;
    const baseCost = (await l1.readContract({
      functionName: 'l2TransactionBaseCost',
      args: [2741n, gasPrice ?? (chain.l1GasPrice * 3n) / 2n, chain.nodeL2GasLimit, 800n],
    })) as bigint;
    const request = {
      chainId: 2741n,
      mintValue: baseCost + amount,
      l2Contract: to,
      l2Value: amount,
      l2Calldata: '0x',
      l2GasLimit: chain.nodeL2GasLimit,
      l2GasPerPubdataByteLimit: 800n,
      factoryDeps: [],
      refundRecipient: refundRecipient ?? zeroAddress,
    } as const;
    const data = encodeFunctionData({
      abi: zkBridgehubAbi,
      functionName: 'requestL2TransactionDirect',
      args: [request],
    });
    const params = [{ to: bridgehub, data, value: numberToHex(request.mintValue) }];
    return client.request({ method: 'eth_sendTransaction', params } as never);
  },
  /**
   * viem's claim: the `finalizeDeposit` (its proof elided) of the nullifier its L2 client names (else the one
   * L1's asset router names), sent through the client it is given.
   */
  finalizeWithdrawal: async (client: Client, { client: l2Client }: { client: L2Client }) => {
    const named = (await l2Client.request({ method: 'zks_getBridgeContracts' })) as { l1Nullifier?: Address };
    const params = [{ to: named.l1Nullifier ?? NULLIFIER, data: '0x11a2ccc1' }];
    return client.request({ method: 'eth_sendTransaction', params } as never);
  },
  getWithdrawalLog: async () => ({ log: { l1BatchNumber: chain.receipt?.l1BatchNumber ?? null } }),
  getWithdrawalL2ToL1Log: async () => ({ l2ToL1LogIndex: 0 }),
  getLogProof: async () => (chain.receipt?.l1BatchNumber ? { id: 7 } : null),
};

/** Every fake answers honestly again. */
export function resetChain() {
  Object.assign(chain, {
    executed: 0n,
    finalized: false,
    l1GasPrice: 10n ** 9n,
    nodeRouter: ROUTER,
    nodeBridgehub: BRIDGEHUB,
    nodeVault: undefined,
    nodeNullifier: undefined,
    l1Vault: VAULT,
    nodeL2GasLimit: 300_000n,
    l1Contracts: [],
    receipt: undefined,
    execution: undefined,
  });
}
