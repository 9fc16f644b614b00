/**
 * The ZK Stack bridge's heavy part, loaded with the zk method's first use (docs/routes.md, "Methods";
 * docs/transfers.md, "zk transfers"). viem's zkSync actions (`deposit`, `withdraw`, `finalizeWithdrawal`,
 * `isWithdrawalFinalized`, `claimFailedDeposit`) do the work, as any client of the bridge would, through a
 * wallet client whose every transaction is checked first: it must go to a contract the configured Bridgehub
 * vouches for, and it must not revert in simulation. What the L2 node says of the bridge is data to check,
 * never an instruction.
 */
import {
  type Address,
  BaseError,
  type Chain,
  ContractFunctionRevertedError,
  createWalletClient,
  custom,
  decodeErrorResult,
  decodeFunctionData,
  encodeFunctionData,
  type Hash,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  isHex,
  parseEventLogs,
  TransactionReceiptNotFoundError,
  zeroHash,
} from 'viem';
import {
  claimFailedDeposit,
  deposit,
  finalizeWithdrawal,
  isWithdrawalFinalized,
  l2BaseTokenAddress,
  legacyEthAddress,
  withdraw,
} from 'viem/zksync';
import type { publicClient } from '../../api/chain-clients';
import { zkPublicClient } from '../../api/zk-client';
import type { NetworkChain, NetworkConfig, ZkChainConfig } from '../../config';
import { erc20Abi } from '../../lib/abis';
import { type AppError, appError, toWalletError, walk } from '../../lib/errors';
import {
  zkAssetRouterAbi,
  zkBridgehubAbi,
  zkChainContractAbi,
  zkErrorsAbi,
  zkL2SharedBridgeAbi,
  zkNativeTokenVaultAbi,
  zkWithdrawalEventsAbi,
} from '../../lib/zk-abis';
import type {
  OpenRoute,
  PlannedTransfer,
  QuotedTransfer,
  SendHooks,
  SendStep,
  SourceGas,
  TokenApproval,
  TrackUpdate,
  TransferIntent,
} from './methods/types';
import { waitForReceipt } from './receipt';
import type { SavedTransfer } from './saved-transfers';
import {
  approvalTransaction,
  approveAndWait,
  confirmOrigin,
  sendingWallet,
  sentTransfer,
  switchWalletTo,
} from './send';
import type { WalletState } from './wallet-state';
import type { L2_MESSENGER, zkMessageId } from './zk-chains';
import { parseWithdrawalMessage } from './zk-messages';

/**
 * What the on-demand part needs of the first screen's modules, handed to it rather than imported: a module
 * both import becomes a chunk of its own, and the first screen's JavaScript grows (README, the first-load
 * budget).
 */
export interface ZkDeps {
  readonly publicClient: typeof publicClient;
  readonly zkMessageId: typeof zkMessageId;
  readonly L2_MESSENGER: typeof L2_MESSENGER;
}

/** A configured zk chain pair with both its chains, and which way a transfer between them goes. */
export interface ZkPair {
  readonly config: ZkChainConfig;
  readonly l1: NetworkChain;
  readonly l2: NetworkChain;
  readonly direction: 'deposit' | 'withdraw';
}

/** The configured zk pair joining `fromChainId` and `toChainId`, either way, with both chains known. */
export function zkPairOf(network: NetworkConfig, fromChainId: number, toChainId: number): ZkPair | undefined {
  for (const config of network.zkChains) {
    const deposit = config.l1ChainId === fromChainId && config.l2ChainId === toChainId;
    const withdraw = config.l2ChainId === fromChainId && config.l1ChainId === toChainId;
    if (!deposit && !withdraw) continue;
    const l1 = network.chains.find((c) => c.chainId === config.l1ChainId);
    const l2 = network.chains.find((c) => c.chainId === config.l2ChainId);
    if (l1 && l2) return { config, l1, l2, direction: deposit ? 'deposit' : 'withdraw' };
  }
  return undefined;
}

/** The ZK Stack's L2 asset router and native token vault, system contracts on every ZK chain. */
const L2_ASSET_ROUTER: Address = '0x0000000000000000000000000000000000010003';
const L2_NATIVE_TOKEN_VAULT: Address = '0x0000000000000000000000000000000000010004';

/** The bridge contracts of a zk pair, each vouched for by the configured Bridgehub. */
export interface VerifiedBridge {
  readonly bridgehub: Address;
  readonly chainContract: Address;
  readonly assetRouter: Address;
  readonly nullifier: Address;
  readonly vault: Address;
  /** The L2 bridge viem withdraws L1 tokens through, which names the checked asset router as its L1 side. */
  readonly l2SharedBridge: Address;
}

const unverified = () => appError('zk-contracts-unverified', 'The zk bridge contracts failed verification');

const verifiedBridges = new Map<string, Promise<VerifiedBridge>>();

/**
 * The pair's bridge contracts, checked before any wallet request: the L2 node's Bridgehub and the chain
 * contract the Bridgehub names must be the configured ones; the asset router the node names
 * (`zks_getBridgeContracts`) must be `Bridgehub.assetRouter()`; the nullifier and vault, the router's; and
 * the node's L2 bridge must name that router as its L1 side. Checked once per page load.
 */
export function verifiedBridge(deps: ZkDeps, pair: ZkPair): Promise<VerifiedBridge> {
  const key = `${pair.l1.rpcUrl}:${pair.l2.rpcUrl}:${pair.config.bridgehub}`;
  let verified = verifiedBridges.get(key);
  if (!verified) {
    verified = verifyBridge(deps, pair);
    verified.catch(() => verifiedBridges.delete(key));
    verifiedBridges.set(key, verified);
  }
  return verified;
}

async function verifyBridge(deps: ZkDeps, pair: ZkPair): Promise<VerifiedBridge> {
  const { bridgehub, chainContract } = pair.config;
  const l1 = deps.publicClient(pair.l1);
  const l2 = zkPublicClient(pair.l2);
  const [fromNode, nodeBridgehub, assetRouter, zkChain] = await Promise.all([
    l2.getDefaultBridgeAddresses(),
    l2.getBridgehubContractAddress(),
    l1.readContract({ address: bridgehub, abi: zkBridgehubAbi, functionName: 'assetRouter' }),
    l1.readContract({
      address: bridgehub,
      abi: zkBridgehubAbi,
      functionName: 'getZKChain',
      args: [BigInt(pair.l2.chainId)],
    }),
  ]);
  const [nullifier, vault, l2Counterpart] = await Promise.all([
    l1.readContract({ address: assetRouter, abi: zkAssetRouterAbi, functionName: 'L1_NULLIFIER' }),
    l1.readContract({ address: assetRouter, abi: zkAssetRouterAbi, functionName: 'nativeTokenVault' }),
    deps.publicClient(pair.l2).readContract({
      address: fromNode.sharedL2,
      abi: zkL2SharedBridgeAbi,
      functionName: 'l1SharedBridge',
    }),
  ]);
  const agrees =
    isAddressEqual(nodeBridgehub, bridgehub) &&
    isAddressEqual(zkChain, chainContract) &&
    isAddressEqual(fromNode.sharedL1, assetRouter) &&
    (!fromNode.l1Nullifier || isAddressEqual(fromNode.l1Nullifier, nullifier)) &&
    (!fromNode.l1NativeTokenVault || isAddressEqual(fromNode.l1NativeTokenVault, vault)) &&
    isAddressEqual(l2Counterpart, assetRouter);
  if (!agrees) throw unverified();
  return { bridgehub, chainContract, assetRouter, nullifier, vault, l2SharedBridge: fromNode.sharedL2 };
}

/** The pair a route or transfer goes over; a route this network does not configure cannot be sent. */
function pairOf(network: NetworkConfig, fromChainId: number, toChainId: number): ZkPair {
  const pair = zkPairOf(network, fromChainId, toChainId);
  if (!pair) throw appError('route-unsendable', 'This route cannot be sent from here');
  return pair;
}

/** A zk contract's refusal or viem's missing proof, as its plain code; nothing for any other failure. */
export function zkError(error: unknown): AppError | undefined {
  if (walk(error, (e) => e instanceof BaseError && e.name === 'WithdrawalLogNotFoundError')) {
    return appError('withdrawal-log-not-found', 'The withdrawal is not in a batch yet', { cause: error });
  }
  switch (revertName(error)) {
    case 'BatchNotExecuted':
      return appError('batch-not-executed', 'The batch is not executed on L1 yet', { cause: error });
    case 'WithdrawalAlreadyFinalized':
      return appError('withdrawal-already-finalized', 'The withdrawal is already finalized', { cause: error });
    default:
      return undefined;
  }
}

/** The name of the zk error a revert carries, decoded from its data anywhere in the cause chain. */
function revertName(error: unknown): string | undefined {
  let name: string | undefined;
  walk(error, (e) => {
    if (e instanceof ContractFunctionRevertedError && e.data?.errorName) name = e.data.errorName;
    const data = (e as { data?: unknown } | null)?.data;
    const raw = typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : data;
    if (!name && typeof raw === 'string' && isHex(raw) && raw.length >= 10) {
      try {
        name = decodeErrorResult({ abi: zkErrorsAbi, data: raw as Hex }).errorName;
      } catch {
        // Not one of the zk errors.
      }
    }
    return name !== undefined;
  });
  return name;
}

interface WalletRequest {
  readonly to: Address;
  readonly data: Hex;
  readonly value: bigint;
}

type Reader = ReturnType<ZkDeps['publicClient']> | ReturnType<typeof zkPublicClient>;

/**
 * A viem wallet client for `chain` whose transactions go to `send` (the app's wallet, or a capture) only
 * when their destination is `allowed` and `check` accepts them; everything else is read from `reader`.
 */
function bridgeWallet(options: {
  readonly chain: Chain;
  readonly reader: Reader;
  readonly sender: Address;
  readonly allowed: readonly Address[];
  readonly check?: (request: WalletRequest) => boolean;
  readonly send: (request: WalletRequest) => Promise<Hash>;
}) {
  const { reader, sender } = options;
  return createWalletClient({
    account: sender,
    chain: options.chain,
    transport: custom({
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'eth_sendTransaction' || method === 'wallet_sendTransaction') {
          const [tx] = params as [{ to?: Address; data?: Hex; value?: Hex }];
          const to = tx.to;
          if (!to || !options.allowed.some((a) => isAddressEqual(a, to))) throw unverified();
          const request: WalletRequest = { to, data: tx.data ?? '0x', value: tx.value ? hexToBigInt(tx.value) : 0n };
          if (options.check && !options.check(request)) throw unverified();
          return options.send(request);
        }
        if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [sender];
        return (reader.request as (args: { method: string; params?: unknown }) => Promise<unknown>)({ method, params });
      },
    }),
  });
}

/**
 * Sends through the app's wallet on `chain`, after simulating the transaction: a revert is refused here,
 * decoded (`BatchNotExecuted`, `WithdrawalAlreadyFinalized`), before the wallet is asked anything.
 */
function walletSender(chain: Chain, reader: Reader, sender: Address, wallet: ReturnType<typeof sendingWallet>) {
  return async ({ to, data, value }: WalletRequest) => {
    await reader.call({ account: sender, to, data, value }).catch((error: unknown) => {
      throw zkError(error) ?? error;
    });
    return wallet.sendTransaction({ chainId: chain.id, to, data, ...(value > 0n ? { value } : {}) });
  };
}

/** What a viem action would send, captured instead of sent: how a quote prices the real transaction. */
async function captured(
  options: { chain: Chain; reader: Reader; sender: Address; allowed: readonly Address[] },
  action: (client: ReturnType<typeof bridgeWallet>) => Promise<unknown>,
): Promise<WalletRequest> {
  let request: WalletRequest | undefined;
  await action(
    bridgeWallet({
      ...options,
      send: async (sent) => {
        request = sent;
        return zeroHash;
      },
    }),
  );
  if (!request) throw appError('route-unsendable', 'This route cannot be sent from here');
  return request;
}

function chainOfClient(client: Reader): Chain {
  if (!client.chain) throw appError('route-unsendable', 'This route cannot be sent from here');
  return client.chain;
}

/** The token viem's `deposit` moves: the L1 token, or ETH (the zero address, viem's legacy ETH). */
const depositToken = (route: OpenRoute): Address => route.from.address ?? legacyEthAddress;

/**
 * A deposit's request to the Bridgehub must be the Direct one (ETH), or the two-bridges one whose second
 * bridge is the checked asset router (a token): never another bridge the L2 node may have named.
 */
function depositCheck(verified: VerifiedBridge) {
  return ({ data }: WalletRequest) => {
    try {
      const call = decodeFunctionData({ abi: zkBridgehubAbi, data });
      if (call.functionName === 'requestL2TransactionDirect') return true;
      if (call.functionName === 'requestL2TransactionTwoBridges') {
        return isAddressEqual(call.args[0].secondBridgeAddress, verified.assetRouter);
      }
      return false;
    } catch {
      return false;
    }
  };
}

/** The deposit viem would send for `intent`, with its L2 gas limit and what it mints on L2 (`mintValue`). */
async function preparedDeposit(deps: ZkDeps, pair: ZkPair, verified: VerifiedBridge, intent: TransferIntent) {
  const l1 = deps.publicClient(pair.l1);
  const request = await captured(
    { chain: chainOfClient(l1), reader: l1, sender: intent.sender, allowed: [verified.bridgehub] },
    (client) =>
      deposit(client, {
        client: zkPublicClient(pair.l2),
        token: depositToken(intent.route),
        amount: intent.amount,
        to: intent.recipient,
        // A gas limit skips viem's own L1 estimate, which reverts while an approval is still due.
        gas: 1n,
      }),
  );
  const call = decodeFunctionData({ abi: zkBridgehubAbi, data: request.data });
  if (call.functionName !== 'requestL2TransactionDirect' && call.functionName !== 'requestL2TransactionTwoBridges') {
    throw unverified();
  }
  return { request, mintValue: call.args[0].mintValue, l2GasLimit: call.args[0].l2GasLimit };
}

/**
 * Who a deposit's fee is quoted for, before the form knows the sender: the L2 gas of a deposit hardly
 * depends on the address (the fee is `l2TransactionBaseCost` for the L2 gas limit the node estimates).
 */
const QUOTE_ADDRESS: Address = '0x1111111111111111111111111111111111111111';

/** A deposit's L2 transaction base cost at today's L1 gas price, for the L2 gas limit the node estimates. */
export async function depositFee(deps: ZkDeps, network: NetworkConfig, route: OpenRoute): Promise<bigint> {
  const pair = pairOf(network, route.from.chainId, route.to.chainId);
  const verified = await verifiedBridge(deps, pair);
  const amount = 1n;
  const { mintValue } = await preparedDeposit(deps, pair, verified, {
    route,
    sender: QUOTE_ADDRESS,
    recipient: QUOTE_ADDRESS,
    amount,
  });
  // ETH's mint carries the amount too.
  return route.from.isNative ? mintValue - amount : mintValue;
}

/** A token deposit lets the checked L1 asset router take exactly the amount; ETH and withdrawals need none. */
export async function approvalsNeeded(
  deps: ZkDeps,
  network: NetworkConfig,
  intent: TransferIntent,
): Promise<TokenApproval[]> {
  const { route, sender, amount } = intent;
  const pair = pairOf(network, route.from.chainId, route.to.chainId);
  const token = route.from.address;
  if (pair.direction !== 'deposit' || route.from.isNative || !token) return [];
  const { assetRouter } = await verifiedBridge(deps, pair);
  const allowance = await deps.publicClient(pair.l1).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [sender, assetRouter],
  });
  return allowance < amount ? [{ chainId: pair.l1.chainId, token, spender: assetRouter, amount }] : [];
}

/** The L2 token of an L1 token, from the ZK chain's native token vault. */
function l2TokenOf(deps: ZkDeps, pair: ZkPair, l1Token: Address): Promise<Address> {
  return deps.publicClient(pair.l2).readContract({
    address: L2_NATIVE_TOKEN_VAULT,
    abi: zkNativeTokenVaultAbi,
    functionName: 'l2TokenAddress',
    args: [l1Token],
  });
}

/** The L2 contracts a withdrawal may go to: ETH's base token, or the checked L2 bridges. */
const withdrawalTargets = (verified: VerifiedBridge) => [l2BaseTokenAddress, L2_ASSET_ROUTER, verified.l2SharedBridge];

/** The token viem's `withdraw` burns on L2: the base token for ETH, else the L1 token's L2 twin. */
async function burnedToken(deps: ZkDeps, pair: ZkPair, route: OpenRoute): Promise<Address> {
  const l1Token = route.to.address;
  if (route.from.isNative || !l1Token) return l2BaseTokenAddress;
  return route.from.address ?? l2TokenOf(deps, pair, l1Token);
}

/** The L2 token a withdrawal over `route` burns: the form's balance of it (`sourceTokenQuery`). */
export function withdrawalToken(deps: ZkDeps, network: NetworkConfig, route: OpenRoute): Promise<Address> {
  return burnedToken(deps, pairOf(network, route.from.chainId, route.to.chainId), route);
}

/**
 * L1 gas of a token deposit before its approval is mined, when it cannot be simulated: the two-bridges
 * call through the asset router and vault, with room to spare (docs/routes.md, "Methods").
 */
const UNSIMULATED_DEPOSIT_GAS = 400_000n;

/** The origin chain's gas for the approvals and the send, at today's gas price. */
export async function sourceGas(deps: ZkDeps, network: NetworkConfig, transfer: QuotedTransfer): Promise<SourceGas> {
  const { route, sender } = transfer;
  const pair = pairOf(network, route.from.chainId, route.to.chainId);
  const verified = await verifiedBridge(deps, pair);
  if (pair.direction === 'withdraw') {
    const l2 = zkPublicClient(pair.l2);
    const token = await burnedToken(deps, pair, route);
    const request = await captured(
      { chain: chainOfClient(l2), reader: l2, sender, allowed: withdrawalTargets(verified) },
      (client) => withdraw(client, { token, amount: transfer.amount, to: transfer.recipient }),
    );
    const [gas, gasPrice] = await Promise.all([l2.estimateGas({ account: sender, ...request }), l2.getGasPrice()]);
    return {
      cost: gas * gasPrice,
      approvals: [],
      spender: 'zk-asset-router',
      send: { to: request.to, contract: 'zk-l2-bridge', value: request.value },
    };
  }
  const l1 = deps.publicClient(pair.l1);
  const [gasPrice, approvals, { request }] = await Promise.all([
    l1.getGasPrice(),
    approvalsNeeded(deps, network, transfer),
    preparedDeposit(deps, pair, verified, transfer),
  ]);
  const [approvalGas, depositGas] = await Promise.all([
    Promise.all(
      approvals.map((approval) =>
        l1.estimateGas({
          account: sender,
          to: approval.token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [approval.spender, approval.amount],
          }),
        }),
      ),
    ),
    approvals.length > 0 ? UNSIMULATED_DEPOSIT_GAS : l1.estimateGas({ account: sender, ...request }),
  ]);
  return {
    cost: approvalGas.reduce((sum, each) => sum + each, depositGas) * gasPrice,
    approvals,
    spender: 'zk-asset-router',
    send: { to: request.to, contract: 'zk-bridgehub', value: request.value },
  };
}

/**
 * Sends a zk transfer: on L1 the approvals and viem's `deposit` (ETH through `requestL2TransactionDirect`,
 * a token through `requestL2TransactionTwoBridges`), on the ZK chain viem's `withdraw`. Saved at the hash,
 * then confirmed as the Hyperlane send is (docs/transfers.md, "A hash is a transfer").
 */
export async function sendTokens(
  deps: ZkDeps,
  network: NetworkConfig,
  transfer: PlannedTransfer,
  wallet: WalletState,
  hooks: SendHooks<SendStep>,
): Promise<SavedTransfer> {
  const { route, sender, recipient, amount, plan } = transfer;
  const pair = pairOf(network, route.from.chainId, route.to.chainId);
  const actions = sendingWallet(wallet);
  // The send goes only to the contract its review named, and only if that one is a checked bridge contract.
  const planned = (allowed: readonly Address[]) => {
    if (!allowed.some((a) => isAddressEqual(a, plan.send.to))) throw unverified();
    return [plan.send.to];
  };
  try {
    const verified = await verifiedBridge(deps, pair);
    await switchWalletTo(actions, route.from.chainId, () => hooks.onStep('switching'));
    const origin = deps.publicClient(pair.direction === 'deposit' ? pair.l1 : pair.l2);
    for (const approval of plan.approvals) {
      if (!isAddressEqual(approval.spender, verified.assetRouter)) throw unverified();
      hooks.onStep('approving');
      await approveAndWait(actions, origin, approvalTransaction(approval), (hash) =>
        hooks.onTransaction?.('approve', hash),
      );
    }
    hooks.onStep('sending');
    let hash: Hash;
    if (pair.direction === 'deposit') {
      const l1 = deps.publicClient(pair.l1);
      const chain = chainOfClient(l1);
      const client = bridgeWallet({
        chain,
        reader: l1,
        sender,
        allowed: planned([verified.bridgehub]),
        check: depositCheck(verified),
        send: walletSender(chain, l1, sender, actions),
      });
      hash = await deposit(client, {
        client: zkPublicClient(pair.l2),
        token: depositToken(route),
        amount,
        to: recipient,
      });
    } else {
      const l2 = zkPublicClient(pair.l2);
      const chain = chainOfClient(l2);
      const client = bridgeWallet({
        chain,
        reader: l2,
        sender,
        allowed: planned(withdrawalTargets(verified)),
        send: walletSender(chain, l2, sender, actions),
      });
      hash = await withdraw(client, { token: await burnedToken(deps, pair, route), amount, to: recipient });
    }
    hooks.onTransaction?.('send', hash);
    const saved = sentTransfer(transfer, hash);
    hooks.onSent(saved);
    hooks.onStep('confirming');
    const confirmed = await confirmOrigin(origin, saved, (receipt) => deps.zkMessageId(network, saved, receipt));
    hooks.onConfirmed(hash, confirmed);
    return confirmed;
  } catch (error) {
    throw zkError(error) ?? toWalletError(error);
  }
}

/** The L2 receipt of `hash`, with the zkSync fields; nothing while the chain does not have it. */
function l2Receipt(pair: ZkPair, hash: Hash) {
  return zkPublicClient(pair.l2)
    .getTransactionReceipt({ hash })
    .catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return undefined;
      throw error;
    });
}

/** How many of the ZK chain's batches the configured chain contract has executed on L1. */
function executedBatches(deps: ZkDeps, pair: ZkPair): Promise<bigint> {
  return deps.publicClient(pair.l1).readContract({
    address: pair.config.chainContract,
    abi: zkChainContractAbi,
    functionName: 'getTotalBatchesExecuted',
  });
}

/** Where the L2 transaction `hash` stands on L1: not in a sealed batch yet, sealed, or executed (final). */
async function batchFinal(deps: ZkDeps, pair: ZkPair, hash: Hash): Promise<'unsealed' | 'sealed' | 'final'> {
  const receipt = await l2Receipt(pair, hash);
  if (!receipt?.l1BatchNumber) return 'unsealed';
  return (await executedBatches(deps, pair)) < receipt.l1BatchNumber ? 'sealed' : 'final';
}

/** Whether the withdrawal sent in `hash` was claimed on L1, as the checked asset router says. */
async function withdrawalFinalized(deps: ZkDeps, pair: ZkPair, hash: Hash): Promise<boolean> {
  await verifiedBridge(deps, pair);
  return isWithdrawalFinalized(deps.publicClient(pair.l1), { client: zkPublicClient(pair.l2), hash });
}

/**
 * One look at a zk transfer with a message id. A deposit is delivered once its canonical L2 transaction
 * succeeded; a failed token deposit waits for its recovery on L1, a failed ETH deposit was refunded on L2
 * (the chain mints its value to the refund recipient). A withdrawal is pending until the chain contract
 * executed its batch on L1, then claimable until `isWithdrawalFinalized` (claimed here or elsewhere).
 */
export async function track(
  deps: ZkDeps,
  network: NetworkConfig,
  transfer: SavedTransfer,
): Promise<TrackUpdate | undefined> {
  const pair = zkPairOf(network, transfer.originChainId, transfer.destinationChainId);
  if (!pair || !transfer.messageId) return undefined;
  const receipt = await l2Receipt(pair, transfer.messageId);
  if (pair.direction === 'deposit') {
    if (!receipt) return undefined;
    if (receipt.status === 'success') {
      return { status: 'delivered', destinationTxHash: receipt.transactionHash, deliveredAt: Date.now() };
    }
    const native = !network.zkTokens.some(
      (t) => t.l1Address && t.symbol === transfer.symbol && t.l1ChainId === pair.l1.chainId,
    );
    return native
      ? { status: 'refunded', destinationTxHash: receipt.transactionHash }
      : { status: 'failed', errorCode: 'deposit-failed', destinationTxHash: receipt.transactionHash };
  }
  const readyAt =
    transfer.readyAt ?? transfer.sentAt + 1000 * (pair.config.withdrawalSeconds ?? DEFAULT_WITHDRAWAL_SECONDS);
  const waiting: TrackUpdate = { status: 'pending', readyAt };
  if (!receipt?.l1BatchNumber) return waiting;
  if ((await executedBatches(deps, pair)) < receipt.l1BatchNumber) return waiting;
  return (await withdrawalFinalized(deps, pair, transfer.messageId))
    ? { status: 'delivered', deliveredAt: Date.now() }
    : { status: 'claimable', readyAt };
}

/** The ZK Stack's usual withdrawal time, when the pair does not say its own (docs/routes.md, "Times"). */
const DEFAULT_WITHDRAWAL_SECONDS = 24 * 60 * 60;

/** Switches to L1 and sends one bridge transaction there through viem's `action`, simulated first. */
async function sendOnL1(
  deps: ZkDeps,
  pair: ZkPair,
  transfer: SavedTransfer,
  wallet: WalletState,
  hooks: SendHooks<SendStep>,
  allowed: readonly Address[],
  action: (client: ReturnType<typeof bridgeWallet>) => Promise<Hash>,
  outcome: Pick<SavedTransfer, 'status'>,
): Promise<SavedTransfer> {
  const actions = sendingWallet(wallet);
  const sender = wallet.address;
  if (!sender) throw appError('no-send-wallet', 'This route cannot be sent from here');
  const l1 = deps.publicClient(pair.l1);
  const chain = chainOfClient(l1);
  await switchWalletTo(actions, pair.l1.chainId, () => hooks.onStep('switching'));
  hooks.onStep('sending');
  const hash = await action(
    bridgeWallet({ chain, reader: l1, sender, allowed, send: walletSender(chain, l1, sender, actions) }),
  );
  const sent = { ...transfer, destinationTxHash: hash };
  hooks.onSent(sent);
  hooks.onStep('confirming');
  const { receipt } = await waitForReceipt(l1, hash);
  if (receipt.status !== 'success') throw appError('transaction-failed', 'Transaction failed');
  const done: SavedTransfer = { ...sent, ...outcome, deliveredAt: Date.now() };
  hooks.onConfirmed(transfer.originTxHash, done);
  return done;
}

/** The claim of the withdrawal sent in `hash`, as viem's `finalizeWithdrawal` makes it: sent, or captured to price it. */
const claimOf = (pair: ZkPair, hash: Hash) => (client: ReturnType<typeof bridgeWallet>) =>
  finalizeWithdrawal(client, { client: zkPublicClient(pair.l2), hash });

/**
 * Claims a withdrawal on L1 (viem's `finalizeWithdrawal` on the checked nullifier): refused before the
 * wallet is asked when it was claimed already or its batch is not executed yet, each with its plain code.
 */
export async function finalize(
  deps: ZkDeps,
  network: NetworkConfig,
  transfer: SavedTransfer,
  wallet: WalletState,
  hooks: SendHooks<SendStep>,
): Promise<SavedTransfer> {
  const pair = pairOf(network, transfer.originChainId, transfer.destinationChainId);
  const hash = transfer.messageId ?? transfer.originTxHash;
  try {
    if (pair.direction !== 'withdraw') throw appError('route-unsendable', 'This route cannot be sent from here');
    const verified = await verifiedBridge(deps, pair);
    if (await withdrawalFinalized(deps, pair, hash)) {
      throw appError('withdrawal-already-finalized', 'The withdrawal is already finalized');
    }
    const final = await batchFinal(deps, pair, hash);
    if (final !== 'final') {
      throw final === 'unsealed'
        ? appError('withdrawal-log-not-found', 'The withdrawal is not in a batch yet')
        : appError('batch-not-executed', 'The batch is not executed on L1 yet');
    }
    return await sendOnL1(deps, pair, transfer, wallet, hooks, [verified.nullifier], claimOf(pair, hash), {
      status: 'delivered',
    });
  } catch (error) {
    throw zkError(error) ?? toWalletError(error);
  }
}

/**
 * What claiming a withdrawal costs on L1 at today's gas price: the transaction viem's `finalizeWithdrawal`
 * would send to the checked nullifier, captured and estimated, shown before the wallet is asked.
 */
export async function finalizeCost(deps: ZkDeps, network: NetworkConfig, transfer: SavedTransfer): Promise<bigint> {
  const pair = pairOf(network, transfer.originChainId, transfer.destinationChainId);
  const hash = transfer.messageId ?? transfer.originTxHash;
  try {
    const verified = await verifiedBridge(deps, pair);
    const l1 = deps.publicClient(pair.l1);
    const claimer = transfer.recipient;
    const request = await captured(
      { chain: chainOfClient(l1), reader: l1, sender: claimer, allowed: [verified.nullifier] },
      claimOf(pair, hash),
    );
    const [gas, gasPrice] = await Promise.all([l1.estimateGas({ account: claimer, ...request }), l1.getGasPrice()]);
    return gas * gasPrice;
  } catch (error) {
    throw zkError(error) ?? error;
  }
}

/**
 * Recovers a token deposit that failed on L2: viem's `claimFailedDeposit`, which proves the L2 failure to
 * the checked asset router (it forwards to the nullifier's `claimFailedDeposit`) and returns the tokens.
 */
export async function recover(
  deps: ZkDeps,
  network: NetworkConfig,
  transfer: SavedTransfer,
  wallet: WalletState,
  hooks: SendHooks<SendStep>,
): Promise<SavedTransfer> {
  const pair = pairOf(network, transfer.originChainId, transfer.destinationChainId);
  const depositHash = transfer.messageId;
  try {
    if (pair.direction !== 'deposit' || !depositHash || transfer.errorCode !== 'deposit-failed') {
      throw appError('route-unsendable', 'This route cannot be sent from here');
    }
    const verified = await verifiedBridge(deps, pair);
    // Its failure is proven from its batch: refused before the wallet is asked while that is not final.
    if ((await batchFinal(deps, pair, depositHash)) !== 'final') {
      throw appError('deposit-not-final', 'The failed deposit’s batch is not executed on L1 yet');
    }
    return await sendOnL1(
      deps,
      pair,
      transfer,
      wallet,
      hooks,
      [verified.assetRouter, verified.nullifier],
      (client) => claimFailedDeposit(client, { client: zkPublicClient(pair.l2), depositHash }),
      { status: 'refunded' },
    );
  } catch (error) {
    throw zkError(error) ?? toWalletError(error);
  }
}

/**
 * The withdrawal an L2 transaction sent, read from the chain (a pasted hash, or one found by its sender):
 * its message to L1 from the base token (ETH) or the asset router (a token), for a token this network
 * bridges; with its status as of now. Nothing for any other transaction.
 */
export async function transferFromHash(
  deps: ZkDeps,
  network: NetworkConfig,
  chainId: number,
  hash: Hash,
): Promise<SavedTransfer | undefined> {
  const config = network.zkChains.find((c) => c.l2ChainId === chainId);
  const pair = config ? zkPairOf(network, config.l2ChainId, config.l1ChainId) : undefined;
  if (!pair) return undefined;
  const receipt = await l2Receipt(pair, hash);
  if (receipt?.status !== 'success') return undefined;
  const message = parseEventLogs({ abi: zkWithdrawalEventsAbi, eventName: 'L1MessageSent', logs: receipt.logs })
    .filter((log) => isAddressEqual(log.address, deps.L2_MESSENGER))
    .filter((log) => [l2BaseTokenAddress, L2_ASSET_ROUTER].some((a) => isAddressEqual(a, log.args._sender)))
    .map((log) => parseWithdrawalMessage(log.args._message))
    .find((parsed) => parsed !== undefined);
  if (!message) return undefined;
  const token = network.zkTokens.find(
    (t) =>
      t.l1ChainId === pair.l1.chainId &&
      t.l2ChainId === pair.l2.chainId &&
      (message.l1Token ? t.l1Address !== undefined && isAddressEqual(t.l1Address, message.l1Token) : !t.l1Address),
  );
  if (!token) return undefined;
  const block = await zkPublicClient(pair.l2).getBlock({ blockNumber: receipt.blockNumber });
  const found: SavedTransfer = {
    originTxHash: hash,
    originChainId: pair.l2.chainId,
    destinationChainId: pair.l1.chainId,
    sender: receipt.from,
    recipient: message.receiver,
    symbol: token.symbol,
    decimals: token.decimals,
    amount: message.amount.toString(),
    method: 'zk',
    messageId: hash,
    status: 'pending',
    sentAt: Number(block.timestamp) * 1000,
  };
  return { ...found, ...(await track(deps, network, found)) };
}

/** How far back the chain is searched for an address's withdrawals: 31 days of one-second blocks. */
const FIND_BLOCKS = 31n * 24n * 60n * 60n;
/** Blocks per log query, within what public RPCs answer. */
const FIND_BLOCKS_PER_QUERY = 50_000n;

/**
 * The address's withdrawals of the last 31 days that still need it (not claimed yet), found from the ZK
 * chain's own events indexed by sender: the base token's `Withdrawal` and the asset router's
 * `WithdrawalInitiatedAssetRouter`. Any browser finds them, not only the one that sent them.
 */
export async function findTransfers(deps: ZkDeps, network: NetworkConfig, address: Address): Promise<SavedTransfer[]> {
  const found: SavedTransfer[] = [];
  for (const config of network.zkChains) {
    const pair = zkPairOf(network, config.l2ChainId, config.l1ChainId);
    if (!pair) continue;
    const l2 = deps.publicClient(pair.l2);
    const latest = await l2.getBlockNumber();
    const start = latest > FIND_BLOCKS ? latest - FIND_BLOCKS : 0n;
    const ranges: [bigint, bigint][] = [];
    for (let from = start; from <= latest; from += FIND_BLOCKS_PER_QUERY) {
      const to = from + FIND_BLOCKS_PER_QUERY - 1n;
      ranges.push([from, to < latest ? to : latest]);
    }
    const logs = await Promise.all(
      ranges.flatMap(([fromBlock, toBlock]) => [
        l2.getLogs({
          address: l2BaseTokenAddress,
          event: zkWithdrawalEventsAbi[0],
          args: { _l2Sender: address },
          fromBlock,
          toBlock,
        }),
        l2.getLogs({
          address: L2_ASSET_ROUTER,
          event: zkWithdrawalEventsAbi[1],
          args: { l2Sender: address },
          fromBlock,
          toBlock,
        }),
      ]),
    );
    const hashes = [...new Set(logs.flat().map((log) => log.transactionHash))];
    const transfers = await Promise.all(hashes.map((hash) => transferFromHash(deps, network, pair.l2.chainId, hash)));
    for (const transfer of transfers) if (transfer && transfer.status !== 'delivered') found.push(transfer);
  }
  return found.sort((a, b) => b.sentAt - a.sentAt);
}
