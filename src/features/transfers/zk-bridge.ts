/**
 * The ZK Stack bridge's heavy part, loaded with the zk method's first use (docs/routes.md, "Methods";
 * docs/transfers.md, "zk transfers"). It moves ETH only. viem's zkSync actions (`deposit`, `withdraw`,
 * `finalizeWithdrawal`, `isWithdrawalFinalized`) do the work, as any client of the bridge would, through a
 * wallet client whose every transaction is checked first: it must go to a contract the configured Bridgehub
 * vouches for (`zk-bridge-check.ts`), and it must not revert in simulation. What the L2 node says of the
 * bridge is data to check, never an instruction.
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
  type Hash,
  type Hex,
  hexToBigInt,
  isAddress,
  isAddressEqual,
  isHex,
  parseEventLogs,
  TransactionReceiptNotFoundError,
  zeroHash,
} from 'viem';
import {
  deposit,
  finalizeWithdrawal,
  getLogProof,
  getWithdrawalL2ToL1Log,
  getWithdrawalLog,
  l2BaseTokenAddress,
  legacyEthAddress,
  withdraw,
} from 'viem/zksync';
import type { publicClient } from '../../api/chain-clients';
import { zkPublicClient } from '../../api/zk-client';
import type { NetworkChain, NetworkConfig, ZkChainConfig } from '../../config';
import { type AppError, appError, toWalletError, walk } from '../../lib/errors';
import {
  zkAssetRouterAbi,
  zkBridgehubAbi,
  zkChainContractAbi,
  zkErrorsAbi,
  zkNullifierAbi,
  zkWithdrawalEventsAbi,
} from '../../lib/zk-abis';
import type {
  OpenRoute,
  PlannedTransfer,
  QuotedTransfer,
  SendHooks,
  SendStep,
  SourceGas,
  TrackUpdate,
  TransferIntent,
} from './methods/types';
import { waitForReceipt } from './receipt';
import type { SavedTransfer } from './saved-transfers';
import { confirmOrigin, sendingWallet, sentTransfer, switchWalletTo } from './send';
import type { WalletState } from './wallet-state';
import { checkBridge, nodeBridgeContractsSchema, unverified, type VerifiedBridge } from './zk-bridge-check';
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

const verifiedBridges = new Map<string, Promise<VerifiedBridge>>();

/**
 * The pair's bridge contracts, checked before any wallet request and rooted in L1 (`checkBridge`): from the
 * configured Bridgehub down to the asset router, nullifier, vault and legacy L2 bridge, against what the L2
 * node answers. Checked once per page load.
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

/**
 * Reads what `checkBridge` compares: the node's answers alongside the L1 reads, which go in three rounds
 * (the Bridgehub, then the asset router it names, then the nullifier that names), each round's calls made
 * in the same tick so that the L1 client sends them as one JSON-RPC batch.
 */
async function verifyBridge(deps: ZkDeps, pair: ZkPair): Promise<VerifiedBridge> {
  const { bridgehub } = pair.config;
  const l2ChainId = BigInt(pair.l2.chainId);
  const l1 = deps.publicClient(pair.l1);
  const l2 = zkPublicClient(pair.l2);
  // The answer is parsed here, not taken as viem's type: a v26+ node leaves out keys older ones sent.
  const request = l2.request as (args: { method: 'zks_getBridgeContracts' }) => Promise<unknown>;
  const fromNode = Promise.all([request({ method: 'zks_getBridgeContracts' }), l2.getBridgehubContractAddress()]);
  const fromL1 = (async () => {
    const [assetRouter, zkChain] = await Promise.all([
      l1.readContract({ address: bridgehub, abi: zkBridgehubAbi, functionName: 'assetRouter' }),
      l1.readContract({ address: bridgehub, abi: zkBridgehubAbi, functionName: 'getZKChain', args: [l2ChainId] }),
    ]);
    const [nullifier, vault] = await Promise.all([
      l1.readContract({ address: assetRouter, abi: zkAssetRouterAbi, functionName: 'L1_NULLIFIER' }),
      l1.readContract({ address: assetRouter, abi: zkAssetRouterAbi, functionName: 'nativeTokenVault' }),
    ]);
    const legacyL2Bridge = await l1.readContract({
      address: nullifier,
      abi: zkNullifierAbi,
      functionName: 'l2BridgeAddress',
      args: [l2ChainId],
    });
    return { assetRouter, zkChain, nullifier, vault, legacyL2Bridge };
  })();
  const [[answer, nodeBridgehub], reads] = await Promise.all([fromNode, fromL1]);
  const contracts = nodeBridgeContractsSchema.safeParse(answer);
  if (!contracts.success || !isAddress(nodeBridgehub, { strict: false })) throw unverified();
  return checkBridge(pair.config, { bridgehub: nodeBridgehub, contracts: contracts.data }, reads);
}

/** The pair a route or transfer goes over; a route this network does not configure cannot be sent. */
function pairOf(network: NetworkConfig, fromChainId: number, toChainId: number): ZkPair {
  const pair = zkPairOf(network, fromChainId, toChainId);
  if (!pair) throw appError('route-unsendable', 'This route cannot be sent from here');
  return pair;
}

/**
 * The pair of a route the app sends over zk, which moves ETH only (docs/routes.md, "Methods"): ETH native at
 * both ends, the ZK chain's base token. Any other route is refused before anything is read or asked, so that
 * no token address (the zero address least of all, which viem takes for ETH) ever reaches viem's actions.
 */
function ethPairOf(network: NetworkConfig, route: OpenRoute): ZkPair {
  const native = (end: OpenRoute['from']) => end.isNative === true && end.address === undefined;
  if (!native(route.from) || !native(route.to)) {
    throw appError('zk-token-unsupported', 'Only ETH moves over the zk bridge');
  }
  return pairOf(network, route.from.chainId, route.to.chainId);
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
  options: {
    chain: Chain;
    reader: Reader;
    sender: Address;
    allowed: readonly Address[];
    check?: (request: WalletRequest) => boolean;
  },
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

/**
 * A deposit's request to the Bridgehub must be the Direct one (ETH, the chain's base token) for this ZK
 * chain: never the two-bridges one, nor a request to another chain, whatever the L2 node named.
 */
function depositCheck(pair: ZkPair) {
  return ({ data }: WalletRequest) => {
    try {
      const call = decodeFunctionData({ abi: zkBridgehubAbi, data });
      return call.functionName === 'requestL2TransactionDirect' && call.args[0].chainId === BigInt(pair.l2.chainId);
    } catch {
      return false;
    }
  };
}

/** The deposit viem would send for `intent`, with its L2 gas limit and what it mints on L2 (`mintValue`). */
async function preparedDeposit(deps: ZkDeps, pair: ZkPair, verified: VerifiedBridge, intent: TransferIntent) {
  const l1 = deps.publicClient(pair.l1);
  const request = await captured(
    {
      chain: chainOfClient(l1),
      reader: l1,
      sender: intent.sender,
      allowed: [verified.bridgehub],
      check: depositCheck(pair),
    },
    (client) =>
      deposit(client, {
        client: zkPublicClient(pair.l2),
        token: legacyEthAddress,
        amount: intent.amount,
        to: intent.recipient,
        // A gas limit skips viem's own L1 estimate: the quote estimates the captured request itself.
        gas: 1n,
      }),
  );
  const call = decodeFunctionData({ abi: zkBridgehubAbi, data: request.data });
  if (call.functionName !== 'requestL2TransactionDirect') throw unverified();
  return { request, mintValue: call.args[0].mintValue, l2GasLimit: call.args[0].l2GasLimit };
}

/**
 * Who a deposit's fee is quoted for, before the form knows the sender: the L2 gas of a deposit hardly
 * depends on the address (the fee is `l2TransactionBaseCost` for the L2 gas limit the node estimates).
 */
const QUOTE_ADDRESS: Address = '0x1111111111111111111111111111111111111111';

/** A deposit's L2 transaction base cost at today's L1 gas price, for the L2 gas limit the node estimates. */
export async function depositFee(deps: ZkDeps, network: NetworkConfig, route: OpenRoute): Promise<bigint> {
  const pair = ethPairOf(network, route);
  const verified = await verifiedBridge(deps, pair);
  const amount = 1n;
  const { mintValue } = await preparedDeposit(deps, pair, verified, {
    route,
    sender: QUOTE_ADDRESS,
    recipient: QUOTE_ADDRESS,
    amount,
  });
  // ETH's mint carries the amount too.
  return mintValue - amount;
}

/** The one L2 contract a withdrawal goes to: the base token (ETH), through viem's `withdraw`. */
const WITHDRAWAL_TARGETS: readonly Address[] = [l2BaseTokenAddress];

/** The origin chain's gas for the send, at today's gas price: ETH needs no approval either way. */
export async function sourceGas(deps: ZkDeps, network: NetworkConfig, transfer: QuotedTransfer): Promise<SourceGas> {
  const { route, sender } = transfer;
  const pair = ethPairOf(network, route);
  const verified = await verifiedBridge(deps, pair);
  if (pair.direction === 'withdraw') {
    const l2 = zkPublicClient(pair.l2);
    const request = await captured(
      { chain: chainOfClient(l2), reader: l2, sender, allowed: WITHDRAWAL_TARGETS },
      (client) => withdraw(client, { token: l2BaseTokenAddress, amount: transfer.amount, to: transfer.recipient }),
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
  const [gasPrice, { request }] = await Promise.all([
    l1.getGasPrice(),
    preparedDeposit(deps, pair, verified, transfer),
  ]);
  const gas = await l1.estimateGas({ account: sender, ...request });
  return {
    cost: gas * gasPrice,
    approvals: [],
    spender: 'zk-asset-router',
    send: { to: request.to, contract: 'zk-bridgehub', value: request.value },
  };
}

/**
 * Sends a zk transfer of ETH: on L1 viem's `deposit` (`requestL2TransactionDirect` on the checked
 * Bridgehub), on the ZK chain viem's `withdraw` (the base token's `withdraw`). Saved at the hash, then
 * confirmed as the Hyperlane send is (docs/transfers.md, "A hash is a transfer").
 */
export async function sendTokens(
  deps: ZkDeps,
  network: NetworkConfig,
  transfer: PlannedTransfer,
  wallet: WalletState,
  hooks: SendHooks<SendStep>,
): Promise<SavedTransfer> {
  const { route, sender, recipient, amount, plan } = transfer;
  const actions = sendingWallet(wallet);
  // The send goes only to the contract its review named, and only if that one is a checked bridge contract.
  const planned = (allowed: readonly Address[]) => {
    if (!allowed.some((a) => isAddressEqual(a, plan.send.to))) throw unverified();
    return [plan.send.to];
  };
  try {
    const pair = ethPairOf(network, route);
    // ETH is approved to no one: a plan that says otherwise was not made here.
    if (plan.approvals.length > 0) throw unverified();
    const verified = await verifiedBridge(deps, pair);
    await switchWalletTo(actions, route.from.chainId, () => hooks.onStep('switching'));
    const origin = deps.publicClient(pair.direction === 'deposit' ? pair.l1 : pair.l2);
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
        check: depositCheck(pair),
        send: walletSender(chain, l1, sender, actions),
      });
      hash = await deposit(client, { client: zkPublicClient(pair.l2), token: legacyEthAddress, amount, to: recipient });
    } else {
      const l2 = zkPublicClient(pair.l2);
      const chain = chainOfClient(l2);
      const client = bridgeWallet({
        chain,
        reader: l2,
        sender,
        allowed: planned(WITHDRAWAL_TARGETS),
        send: walletSender(chain, l2, sender, actions),
      });
      hash = await withdraw(client, { token: l2BaseTokenAddress, amount, to: recipient });
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

/**
 * Whether the withdrawal sent in `hash` was claimed on L1, as the checked asset router says. The same reads
 * as viem's `isWithdrawalFinalized`, whose contract comes from asking the node again on every call: the node
 * says where the withdrawal's message sits, the contract asked is the one the Bridgehub vouched for.
 */
async function withdrawalFinalized(deps: ZkDeps, pair: ZkPair, hash: Hash): Promise<boolean> {
  const { assetRouter } = await verifiedBridge(deps, pair);
  const l2 = zkPublicClient(pair.l2);
  const [{ log }, { l2ToL1LogIndex }] = await Promise.all([
    getWithdrawalLog(l2, { hash }),
    getWithdrawalL2ToL1Log(l2, { hash }),
  ]);
  const proof = l2ToL1LogIndex === null ? null : await getLogProof(l2, { txHash: hash, index: l2ToL1LogIndex });
  if (!proof || log.l1BatchNumber === null) {
    throw appError('withdrawal-log-not-found', 'The withdrawal is not in a batch yet');
  }
  return deps.publicClient(pair.l1).readContract({
    address: assetRouter,
    abi: zkAssetRouterAbi,
    functionName: 'isWithdrawalFinalized',
    args: [BigInt(pair.l2.chainId), log.l1BatchNumber, BigInt(proof.id)],
  });
}

/**
 * One look at a zk transfer with a message id. A deposit is delivered once its canonical L2 transaction
 * succeeded; a failed ETH deposit was refunded on L2 (the chain mints its value to the refund recipient),
 * while a token deposit saved by an earlier version, which this app no longer recovers, stays failed. A
 * withdrawal (of ETH, or of a token saved by an earlier version: the claim does not depend on what it
 * moves) is pending until the chain contract executed its batch on L1, then claimable until
 * `isWithdrawalFinalized` (claimed here or elsewhere).
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
    const eth = network.zkTokens.some((t) => t.symbol === transfer.symbol && t.l1ChainId === pair.l1.chainId);
    return eth
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
 * The ETH withdrawal an L2 transaction sent, read from the chain (a pasted hash, or one found by its
 * sender): its message to L1 from the base token; with its status as of now. Nothing for any other
 * transaction.
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
    .filter((log) => isAddressEqual(log.args._sender, l2BaseTokenAddress))
    .map((log) => parseWithdrawalMessage(log.args._message))
    .find((parsed) => parsed !== undefined);
  if (!message) return undefined;
  const token = network.zkTokens.find((t) => t.l1ChainId === pair.l1.chainId && t.l2ChainId === pair.l2.chainId);
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
 * The address's ETH withdrawals of the last 31 days that still need it (not claimed yet), found from the ZK
 * chain's own events indexed by sender: the base token's `Withdrawal`. Any browser finds them, not only
 * the one that sent them.
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
      ranges.map(([fromBlock, toBlock]) =>
        l2.getLogs({
          address: l2BaseTokenAddress,
          event: zkWithdrawalEventsAbi[0],
          args: { _l2Sender: address },
          fromBlock,
          toBlock,
        }),
      ),
    );
    const hashes = [...new Set(logs.flat().map((log) => log.transactionHash))];
    const transfers = await Promise.all(hashes.map((hash) => transferFromHash(deps, network, pair.l2.chainId, hash)));
    for (const transfer of transfers) if (transfer && transfer.status !== 'delivered') found.push(transfer);
  }
  return found.sort((a, b) => b.sentAt - a.sentAt);
}
