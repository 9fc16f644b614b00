/**
 * The zk stand-in's sequencer (docs/zk-devnet.md), run inside the devnet process:
 * - executes each L1 `NewPriorityRequest` on the Abstract anvil as its canonical transaction says: from the
 *   (aliased) sender, with the request's L2 gas limit (too little gas fails on L2, which is the failed-deposit
 *   path), after minting `mintValue` to the sender; what is left of it goes to the refund recipient;
 * - seals a batch about every second from the new L2 blocks, holding their L2->L1 logs (L1Messenger messages
 *   and each priority operation's status log) in the real tree layout; commits its root on Ethereum at once
 *   as the operator and executes it `executeDelayMs` later, unless execution is held (POST /zk/stop).
 * Its state starts empty with the saved chain state, which holds no batch and no priority operation.
 */
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
  numberToHex,
  pad,
  toEventSelector,
  zeroHash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ZK_OPERATOR } from '../accounts';
import { rpc } from '../rpc';
import { zkChainAbi } from './abi';
import { L2_BOOTLOADER, L2_L1_MESSENGER, ZK_L1_CHAIN_ID } from './addresses';
import { type L2ToL1Log, LogsTree, logLeaf } from './merkle';

/**
 * Abstract's own L2 gas price (0.05 gwei), which its blocks return to after a priority operation; a priority
 * operation itself runs at the L2 gas price its L1 request derived (its `maxFeePerGas`), as mainnet's
 * bootloader runs L1->L2 transactions "with the same gasPrice they were provided on L1" (era-contracts
 * `system-contracts/bootloader/bootloader.yul`, `processL1Tx`).
 */
export const DEVNET_L2_GAS_PRICE = 50_000_000n;
export const DEFAULT_ZK_EXECUTE_DELAY_MS = 5000;
export const ZK_EXECUTE_DELAY_ENV = 'DEVNET_ZK_EXECUTE_DELAY';
const BATCH_INTERVAL_MS = 1000;
const POLL_MS = 100;
/** anvil's block gas limit: a priority operation asking for more runs with this much. */
const L2_BLOCK_GAS_LIMIT = 30_000_000n;
const L1_MESSAGE_SENT = toEventSelector('L1MessageSent(address,bytes32,bytes)');

/** A JSON-RPC receipt as anvil returns it (hex quantities). */
export interface RpcReceipt {
  readonly transactionHash: Hex;
  readonly blockHash: Hex;
  readonly blockNumber: Hex;
  readonly transactionIndex: Hex;
  readonly from: Address;
  readonly status: Hex;
  readonly gasUsed: Hex;
  readonly effectiveGasPrice: Hex;
  readonly logs: readonly { address: Address; topics: readonly Hex[]; transactionHash: Hex }[];
}

/** What the sequencer runs of a `NewPriorityRequest`'s canonical transaction. */
type PriorityTransaction = Readonly<Record<'from' | 'to' | 'gasLimit' | 'maxFeePerGas' | 'value', bigint>> & {
  readonly data: Hex;
  readonly reserved: readonly bigint[];
};

interface PriorityOp {
  readonly canonicalHash: Hex;
  /** The hash anvil gave the transaction that ran it. */
  readonly l2TxHash: Hex;
  readonly success: boolean;
}

interface SealedTx {
  readonly batch: number;
  readonly indexInBatch: number;
  /** Where the transaction's first L2->L1 log sits in the batch's tree, and how many it has. */
  readonly firstLogIndex: number;
  readonly logCount: number;
}

export interface Batch {
  readonly number: number;
  readonly timestamp: number;
  readonly tree: LogsTree;
  readonly l1TxCount: number;
  readonly l2TxCount: number;
  readonly commitTxHash: Hex;
  readonly committedAt: number;
  executeTxHash?: Hex;
  executedAt?: number;
}

export interface SequencerOptions {
  readonly l1RpcUrl: string;
  readonly l2RpcUrl: string;
  readonly chainContract: Address;
  readonly executeDelayMs: number;
  readonly log: (message: string) => void;
}

export function executeDelayFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[ZK_EXECUTE_DELAY_ENV];
  if (raw === undefined || raw === '') return DEFAULT_ZK_EXECUTE_DELAY_MS;
  const delay = Number(raw);
  if (!Number.isInteger(delay) || delay < 0) throw new Error(`${ZK_EXECUTE_DELAY_ENV}=${raw} is not a number of ms`);
  return delay;
}

function intrinsicGas(data: Hex): bigint {
  let gas = 21_000n;
  for (let i = 2; i < data.length; i += 2) gas += data.slice(i, i + 2) === '00' ? 10n : 40n;
  return gas;
}

function uintToAddress(value: bigint): Address {
  return getAddress(pad(numberToHex(value), { size: 20 }));
}

export class ZkSequencer {
  private readonly byCanonicalHash = new Map<Hex, PriorityOp>();
  private readonly byL2TxHash = new Map<Hex, PriorityOp>();
  private readonly sealedTxs = new Map<Hex, SealedTx>();
  private readonly batches = new Map<number, Batch>();
  private readonly l1;
  private readonly operator;
  private lastL1Block = 0n;
  /** The next priority operation to run: a retried range of L1 blocks skips those already run. */
  private nextPriorityId = 0n;
  private lastSealedL2Block = 0n;
  private lastBatch = 0;
  private lastExecuted = 0;
  private lastSealAt = 0;
  private held = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  private constructor(private readonly options: SequencerOptions) {
    const chain = defineChain({
      id: ZK_L1_CHAIN_ID,
      name: 'devnet Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [options.l1RpcUrl] } },
    });
    this.l1 = createPublicClient({ chain, transport: http(), pollingInterval: 20 });
    this.operator = createWalletClient({
      chain,
      transport: http(),
      account: privateKeyToAccount(ZK_OPERATOR.privateKey),
    });
  }

  /** Picks up where the chains are (the saved state has no batch yet) and starts the loop. */
  static async start(options: SequencerOptions): Promise<ZkSequencer> {
    const sequencer = new ZkSequencer(options);
    const [l1Head, l2Head, committed, executed, priorityTxs] = await Promise.all([
      sequencer.l1.getBlockNumber(),
      rpc<Hex>(options.l2RpcUrl, 'eth_blockNumber'),
      sequencer.readChain('getTotalBatchesCommitted'),
      sequencer.readChain('getTotalBatchesExecuted'),
      sequencer.readChain('getTotalPriorityTxs'),
    ]);
    sequencer.nextPriorityId = priorityTxs;
    sequencer.lastL1Block = l1Head;
    sequencer.lastSealedL2Block = BigInt(l2Head);
    sequencer.lastBatch = Number(committed);
    sequencer.lastExecuted = Number(executed);
    sequencer.lastSealAt = Date.now();
    sequencer.schedule();
    return sequencer;
  }

  /** Holds execution: batches are still sealed and committed, none is executed. */
  hold(): void {
    this.held = true;
  }

  /** Releases execution: every batch whose delay has passed is executed at the next tick. */
  release(): void {
    this.held = false;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** The anvil transaction hash for `hash`, which may be a priority operation's canonical hash. */
  l2TxHashOf(hash: Hex): Hex {
    return this.byCanonicalHash.get(hash.toLowerCase() as Hex)?.l2TxHash ?? hash;
  }

  /** The canonical hash of the priority operation run by anvil transaction `l2TxHash`, if it is one. */
  canonicalHashOf(l2TxHash: Hex): Hex | undefined {
    return this.byL2TxHash.get(l2TxHash.toLowerCase() as Hex)?.canonicalHash;
  }

  sealedTx(l2TxHash: Hex): (SealedTx & { batchInfo: Batch }) | undefined {
    const sealed = this.sealedTxs.get(l2TxHash.toLowerCase() as Hex);
    const batchInfo = sealed && this.batches.get(sealed.batch);
    return sealed && batchInfo ? { ...sealed, batchInfo } : undefined;
  }

  batch(number: number): Batch | undefined {
    return this.batches.get(number);
  }

  get latestBatch(): number {
    return this.lastBatch;
  }

  /** The L2->L1 logs of a transaction, in order: its L1Messenger messages, then a priority op's status. */
  l2ToL1LogsOf(receipt: RpcReceipt): Omit<L2ToL1Log, 'txNumberInBatch'>[] {
    const logs = receipt.logs
      .filter((log) => log.address.toLowerCase() === L2_L1_MESSENGER.toLowerCase() && log.topics[0] === L1_MESSAGE_SENT)
      .map((log) => ({ sender: L2_L1_MESSENGER, key: log.topics[1] as Hex, value: log.topics[2] as Hex }));
    const op = this.byL2TxHash.get(receipt.transactionHash.toLowerCase() as Hex);
    if (op) logs.push({ sender: L2_BOOTLOADER, key: op.canonicalHash, value: op.success ? pad('0x01') : zeroHash });
    return logs;
  }

  private readChain(
    functionName: 'getTotalBatchesCommitted' | 'getTotalBatchesExecuted' | 'getTotalPriorityTxs',
  ): Promise<bigint> {
    return this.l1.readContract({ address: this.options.chainContract, abi: zkChainAbi, functionName });
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => this.schedule());
    }, POLL_MS);
  }

  private async tick(): Promise<void> {
    try {
      await this.runPriorityOps();
      if (Date.now() - this.lastSealAt >= BATCH_INTERVAL_MS) await this.seal();
      await this.executeDue();
    } catch (error) {
      if (!this.stopped) this.options.log(`zk sequencer: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async runPriorityOps(): Promise<void> {
    const head = await this.l1.getBlockNumber();
    if (head <= this.lastL1Block) return;
    const requests = await this.l1.getContractEvents({
      address: this.options.chainContract,
      abi: zkChainAbi,
      eventName: 'NewPriorityRequest',
      fromBlock: this.lastL1Block + 1n,
      toBlock: head,
    });
    for (const request of requests) {
      const { txId, txHash, transaction } = request.args;
      if (txId === undefined || txId < this.nextPriorityId || !txHash || !transaction) continue;
      await this.runPriorityOp(txHash, transaction);
      this.nextPriorityId = txId + 1n;
    }
    this.lastL1Block = head;
  }

  private async runPriorityOp(canonicalHash: Hex, transaction: PriorityTransaction): Promise<void> {
    const url = this.options.l2RpcUrl;
    const from = uintToAddress(transaction.from);
    const mintValue = transaction.reserved[0] ?? 0n;
    const refundRecipient = uintToAddress(transaction.reserved[1] ?? 0n);
    const requested = transaction.gasLimit < L2_BLOCK_GAS_LIMIT ? transaction.gasLimit : L2_BLOCK_GAS_LIMIT;
    // Below the intrinsic gas anvil would refuse the transaction instead of failing it.
    const floor = intrinsicGas(transaction.data);
    const gas = requested > floor ? requested : floor;
    const gasPrice = transaction.maxFeePerGas;
    const topUp = (gas - requested) * gasPrice;

    const before = BigInt(await rpc<Hex>(url, 'eth_getBalance', [from, 'latest']));
    await rpc(url, 'anvil_impersonateAccount', [from]);
    await rpc(url, 'anvil_setBalance', [from, numberToHex(before + mintValue + topUp)]);
    // Mainnet charges priority operations the L2 gas price the base cost was computed with.
    await rpc(url, 'anvil_setNextBlockBaseFeePerGas', [numberToHex(gasPrice)]);
    let l2TxHash: Hex;
    try {
      l2TxHash = await rpc<Hex>(url, 'eth_sendTransaction', [
        {
          from,
          to: uintToAddress(transaction.to),
          value: numberToHex(transaction.value),
          data: transaction.data,
          gas: numberToHex(gas),
          maxFeePerGas: numberToHex(gasPrice),
          maxPriorityFeePerGas: '0x0',
        },
      ]);
    } catch (error) {
      // anvil refused it outright (say, a value above mintValue): it never runs, mintValue is refunded.
      this.options.log(`zk sequencer: priority operation ${canonicalHash} not run: ${String(error)}`);
      await rpc(url, 'anvil_setBalance', [from, numberToHex(before)]);
      await rpc(url, 'anvil_stopImpersonatingAccount', [from]);
      await rpc(url, 'anvil_setNextBlockBaseFeePerGas', [numberToHex(DEVNET_L2_GAS_PRICE)]);
      await this.credit(refundRecipient, mintValue);
      return;
    }
    let receipt: RpcReceipt | null = null;
    while (!receipt) {
      receipt = await rpc<RpcReceipt | null>(url, 'eth_getTransactionReceipt', [l2TxHash]);
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const op: PriorityOp = {
      canonicalHash: canonicalHash.toLowerCase() as Hex,
      l2TxHash: l2TxHash.toLowerCase() as Hex,
      success: receipt.status === '0x1',
    };
    this.byCanonicalHash.set(op.canonicalHash, op);
    this.byL2TxHash.set(op.l2TxHash, op);

    // What is left of the minted value (beyond the top-up) is refunded; the sender keeps its own balance.
    const after = BigInt(await rpc<Hex>(url, 'eth_getBalance', [from, 'latest']));
    const left = after - before - topUp;
    await rpc(url, 'anvil_setBalance', [from, numberToHex(before)]);
    await rpc(url, 'anvil_stopImpersonatingAccount', [from]);
    // Abstract's own transactions go on at its own price.
    await rpc(url, 'anvil_setNextBlockBaseFeePerGas', [numberToHex(DEVNET_L2_GAS_PRICE)]);
    await this.credit(refundRecipient, left);
  }

  private async credit(account: Address, amount: bigint): Promise<void> {
    if (amount <= 0n) return;
    const url = this.options.l2RpcUrl;
    const balance = BigInt(await rpc<Hex>(url, 'eth_getBalance', [account, 'latest']));
    await rpc(url, 'anvil_setBalance', [account, numberToHex(balance + amount)]);
  }

  private async seal(): Promise<void> {
    const url = this.options.l2RpcUrl;
    const head = BigInt(await rpc<Hex>(url, 'eth_blockNumber'));
    this.lastSealAt = Date.now();
    if (head <= this.lastSealedL2Block) return;
    const blockNumbers: bigint[] = [];
    for (let n = this.lastSealedL2Block + 1n; n <= head; n++) blockNumbers.push(n);
    const blocks = await rpcBatch<{ transactions: Hex[] }>(
      url,
      blockNumbers.map((n) => ['eth_getBlockByNumber', [numberToHex(n), false]]),
    );
    const txHashes = blocks.flatMap((b) => b.transactions);
    const receipts = await rpcBatch<RpcReceipt>(
      url,
      txHashes.map((hash) => ['eth_getTransactionReceipt', [hash]]),
    );

    const number = this.lastBatch + 1;
    const logs: L2ToL1Log[] = [];
    const sealed: [Hex, SealedTx][] = [];
    receipts.forEach((receipt, indexInBatch) => {
      const own = this.l2ToL1LogsOf(receipt);
      sealed.push([
        receipt.transactionHash.toLowerCase() as Hex,
        { batch: number, indexInBatch, firstLogIndex: logs.length, logCount: own.length },
      ]);
      logs.push(...own.map((log) => ({ ...log, txNumberInBatch: indexInBatch })));
    });
    const tree = new LogsTree(logs.map(logLeaf));
    const commitTxHash = await this.operator.writeContract({
      address: this.options.chainContract,
      abi: zkChainAbi,
      functionName: 'commitBatch',
      args: [BigInt(number), tree.root],
    });
    await this.mined(commitTxHash, `committing batch ${number}`);
    const l1TxCount = receipts.filter((r) => this.byL2TxHash.has(r.transactionHash.toLowerCase() as Hex)).length;
    this.batches.set(number, {
      number,
      timestamp: Math.floor(this.lastSealAt / 1000),
      tree,
      l1TxCount,
      l2TxCount: receipts.length - l1TxCount,
      commitTxHash,
      committedAt: Date.now(),
    });
    for (const [hash, tx] of sealed) this.sealedTxs.set(hash, tx);
    this.lastBatch = number;
    this.lastSealedL2Block = head;
  }

  private async executeDue(): Promise<void> {
    if (this.held) return;
    let due = this.lastExecuted;
    while (true) {
      const next = this.batches.get(due + 1);
      if (!next || Date.now() - next.committedAt < this.options.executeDelayMs) break;
      due++;
    }
    if (due === this.lastExecuted) return;
    const executeTxHash = await this.operator.writeContract({
      address: this.options.chainContract,
      abi: zkChainAbi,
      functionName: 'executeBatches',
      args: [BigInt(due)],
    });
    await this.mined(executeTxHash, `executing batches up to ${due}`);
    for (let n = this.lastExecuted + 1; n <= due; n++) {
      const batch = this.batches.get(n);
      if (batch) {
        batch.executeTxHash = executeTxHash;
        batch.executedAt = Date.now();
      }
    }
    this.lastExecuted = due;
  }

  private async mined(hash: Hex, what: string): Promise<void> {
    const receipt = await this.l1.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${what} reverted on Ethereum: ${hash}`);
  }
}

/** Several JSON-RPC calls in one HTTP request, answers in the calls' order. */
export async function rpcBatch<T>(url: string, calls: readonly [string, unknown[]][]): Promise<T[]> {
  if (calls.length === 0) return [];
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params }))),
  });
  const answers = (await response.json()) as { id: number; result?: T; error?: { message: string } }[];
  const byId = new Map(answers.map((a) => [a.id, a]));
  return calls.map(([method], id) => {
    const answer = byId.get(id);
    if (!answer || answer.error) throw new Error(`${method} on ${url}: ${answer?.error?.message ?? 'no answer'}`);
    return answer.result as T;
  });
}
