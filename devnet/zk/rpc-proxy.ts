/**
 * The Abstract RPC the app and the manifest use (docs/zk-devnet.md): a JSON-RPC layer in front of the Abstract
 * anvil that answers the `zks_*` methods viem's zkSync actions call, adds the zkSync receipt, transaction,
 * block and log fields viem's zkSync formatters read, and serves each deposit under its canonical L2 hash.
 * Every other request, batches included, goes to anvil as it is. Like anvil it answers any page (CORS);
 * unlike anvil it refuses a Host other than 127.0.0.1 or localhost on its port (DNS rebinding).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  numberToHex,
  parseAbi,
  zeroAddress,
} from 'viem';
import { hostRefusal } from '../origins';
import { assertPortFree, listenOnLoopback } from '../ports';
import { rpc } from '../rpc';
import {
  L2_ASSET_ROUTER,
  MAINNET_ABSTRACT_CHAIN_CONTRACT,
  MAINNET_BRIDGEHUB,
  ZK_L1_CHAIN_ID,
  type ZkDeployment,
} from './addresses';
import { logRangeRefusal, type NodeFaults } from './node-faults';
import { DEVNET_L2_GAS_PRICE, type RpcReceipt, type ZkSequencer } from './sequencer';

export const ZK_RPC_PORT_ENV = 'DEVNET_ZK_RPC_PORT';
/** The L1 address of the base token (ETH) in the ZK Stack's contracts. */
const ETH_L1_ADDRESS: Address = '0x0000000000000000000000000000000000000001';
/** Margin on an L1->L2 estimate: the priority operation runs from the aliased sender, through other calls. */
const L1_TO_L2_GAS_MARGIN = (gas: bigint) => (gas * 3n) / 2n;
/** zks_getTransactionDetails of a transaction anvil holds but has not mined. */
const PENDING_TX_DETAILS = {
  isL1Originated: false,
  fee: '0x0',
  gasPerPubdata: numberToHex(800),
  receivedAt: null,
  ethCommitTxHash: null,
  ethProveTxHash: null,
  ethExecuteTxHash: null,
};

interface JsonRpcRequest {
  readonly jsonrpc?: string;
  readonly id?: unknown;
  readonly method: string;
  readonly params?: unknown[];
}
interface JsonRpcResponse {
  jsonrpc: '2.0';
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}
type Json = Record<string, unknown>;

const bridgeAddressesAbi = parseAbi([
  'function assetRouter() view returns (address)',
  'function L1_NULLIFIER() view returns (address)',
]);

/**
 * `zks_getBridgeContracts` as a v26+ main node answers it. The keys are zksync-era
 * core/lib/types/src/api/mod.rs `BridgeAddresses` (line 273): no nullifier or vault key. The values:
 * core/node/api_server/src/web3/state.rs (line 220) starts from the config (`l1Erc20DefaultBridge` the legacy
 * L1 ERC20 bridge, `l2LegacySharedBridge` the legacy L2 bridge, both WETH bridges zero), then
 * core/lib/eth_client/src/node/bridge_addresses.rs (`L1Updater`, lines 54-96) sets `l1SharedDefaultBridge` to
 * `Bridgehub.assetRouter()` and, once `L1_NULLIFIER()` answers there, `l2SharedDefaultBridge` and
 * `l2Erc20DefaultBridge` to the L2 asset router 0x…10003 (shared_resources/src/api/mod.rs `update_l2_bridges`).
 * Read from L1 the same way here, so the answer follows the contracts.
 */
async function v26BridgeContracts(l1RpcUrl: string, deployment: ZkDeployment) {
  const call = async (to: Address, functionName: 'assetRouter' | 'L1_NULLIFIER') =>
    decodeFunctionResult({
      abi: bridgeAddressesAbi,
      functionName,
      data: await rpc<Hex>(l1RpcUrl, 'eth_call', [
        { to, data: encodeFunctionData({ abi: bridgeAddressesAbi, functionName }) },
        'latest',
      ]),
    });
  const assetRouter = getAddress(await call(MAINNET_BRIDGEHUB, 'assetRouter'));
  // "In case we can successfully retrieve the l1 nullifier, this is definitely the new l1 asset router."
  const usesL2AssetRouter = await call(assetRouter, 'L1_NULLIFIER').then(
    () => true,
    () => false,
  );
  const l2Bridge = usesL2AssetRouter ? L2_ASSET_ROUTER : deployment.l2SharedBridgeLegacy;
  return {
    l1SharedDefaultBridge: assetRouter,
    l2SharedDefaultBridge: l2Bridge,
    l1Erc20DefaultBridge: deployment.l1Erc20Bridge,
    l2Erc20DefaultBridge: l2Bridge,
    l1WethBridge: zeroAddress,
    l2WethBridge: zeroAddress,
    l2LegacySharedBridge: deployment.l2SharedBridgeLegacy,
  };
}

export interface ZkRpcProxy {
  readonly url: string;
  stop(): Promise<void>;
  /**
   * Plays a public RPC that refuses a web page's `eth_getLogs` over more than `blocks` blocks (0: every
   * one; nothing: answers any range again), for the browser test of finding withdrawals through one
   * (docs/transfers.md, "From any browser").
   */
  setLogRangeLimit(blocks: number | undefined): void;
  /**
   * Plays a node that names `contract` as its Bridgehub and L1 shared bridge, where L1 names others
   * (nothing: the honest answers again), for the browser test of a node disagreeing with L1
   * (docs/routes.md, "The bridge contracts, checked from L1").
   */
  setNamedBridge(contract: Address | undefined): void;
}

export async function startZkRpcProxy(options: {
  port: number;
  upstream: string;
  /** Ethereum's node, where the bridge contracts are read as a v26+ node reads them. */
  l1RpcUrl: string;
  sequencer: ZkSequencer;
  deployment: ZkDeployment;
}): Promise<ZkRpcProxy> {
  const { port, upstream, l1RpcUrl, sequencer, deployment } = options;
  const portName = { what: 'devnet Abstract RPC (zk layer)', envVar: ZK_RPC_PORT_ENV };
  await assertPortFree(port, portName.what, portName.envVar);

  const forward = async (requests: readonly JsonRpcRequest[]): Promise<JsonRpcResponse[]> => {
    if (requests.length === 0) return [];
    const response = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        requests.map((r, index) => ({ jsonrpc: '2.0', id: index, method: r.method, params: r.params ?? [] })),
      ),
    });
    const answers = (await response.json()) as JsonRpcResponse[];
    const byIndex = new Map(answers.map((a) => [a.id, a]));
    return requests.map((request, index) => ({
      ...(byIndex.get(index) ?? { jsonrpc: '2.0', error: { code: -32603, message: 'no answer from anvil' } }),
      id: request.id,
    }));
  };
  const upstreamCall = <T>(method: string, params: unknown[]) => rpc<T>(upstream, method, params);
  const faults: NodeFaults = { logRangeLimit: undefined, namedBridge: undefined };
  /**
   * A web page's log query refused for its range while a limit is played, else nothing. Only a page's (a
   * request with an `Origin`): the devnet's own relayer and indexer read Abstract through here too, and
   * are not what a test of the app's search is about.
   */
  const refusedRange = async (request: JsonRpcRequest, fromPage: boolean): Promise<JsonRpcResponse | undefined> => {
    const limit = faults.logRangeLimit;
    if (request.method !== 'eth_getLogs' || limit === undefined || !fromPage) return undefined;
    const filter = request.params?.[0] as Parameters<typeof logRangeRefusal>[0];
    const latest = async () => BigInt(await upstreamCall<Hex>('eth_blockNumber', []));
    const error = await logRangeRefusal(filter, limit, latest);
    return error && { jsonrpc: '2.0', id: request.id, error };
  };
  // Read once and kept, as the node keeps its last answer; a failed read is retried on the next request.
  let bridgeContracts: ReturnType<typeof v26BridgeContracts> | undefined;
  const getBridgeContracts = () => {
    bridgeContracts ??= v26BridgeContracts(l1RpcUrl, deployment).catch((error: unknown) => {
      bridgeContracts = undefined;
      throw error;
    });
    return bridgeContracts;
  };

  /** A receipt with the zkSync fields, under the hash it was asked by. */
  const zkReceipt = (receipt: RpcReceipt & Json, servedHash: Hex): Json => {
    const sealed = sequencer.sealedTx(receipt.transactionHash);
    const l1BatchNumber = sealed ? numberToHex(sealed.batch) : null;
    return {
      ...receipt,
      transactionHash: servedHash,
      l1BatchNumber,
      l1BatchTxIndex: sealed ? numberToHex(sealed.indexInBatch) : null,
      logs: receipt.logs.map((log, index) => ({
        ...log,
        transactionHash: servedHash,
        l1BatchNumber,
        transactionLogIndex: numberToHex(index),
        logType: null,
      })),
      l2ToL1Logs: sequencer.l2ToL1LogsOf(receipt).map((log, index) => ({
        blockNumber: receipt.blockNumber,
        blockHash: receipt.blockHash,
        l1BatchNumber,
        transactionIndex: receipt.transactionIndex,
        txIndexInL1Batch: sealed ? numberToHex(sealed.indexInBatch) : null,
        shardId: '0x0',
        isService: true,
        sender: log.sender,
        key: log.key,
        value: log.value,
        transactionHash: servedHash,
        logIndex: numberToHex(index),
      })),
    };
  };

  const receiptOf = async (hash: Hex): Promise<Json | null> => {
    const receipt = await upstreamCall<(RpcReceipt & Json) | null>('eth_getTransactionReceipt', [
      sequencer.l2TxHashOf(hash),
    ]);
    return receipt && zkReceipt(receipt, hash);
  };

  const local: Record<string, (params: unknown[]) => Promise<unknown>> = {
    zks_L1ChainId: async () => numberToHex(ZK_L1_CHAIN_ID),
    zks_getBridgehubContract: async () => faults.namedBridge ?? MAINNET_BRIDGEHUB,
    zks_getMainContract: async () => MAINNET_ABSTRACT_CHAIN_CONTRACT,
    zks_getBaseTokenL1Address: async () => ETH_L1_ADDRESS,
    zks_getBridgeContracts: async () => {
      const honest = await getBridgeContracts();
      return faults.namedBridge ? { ...honest, l1SharedDefaultBridge: faults.namedBridge } : honest;
    },
    zks_L1BatchNumber: async () => numberToHex(sequencer.latestBatch),
    zks_estimateGasL1ToL2: async ([request]) => {
      const { from, to, data, value } = (request ?? {}) as { from?: Address; to?: Address; data?: Hex; value?: Hex };
      // The sender's L2 balance does not matter: the deposit brings the value with it.
      const overrides = from ? { [from]: { balance: numberToHex(10n ** 30n) } } : {};
      const gas = await upstreamCall<Hex>('eth_estimateGas', [{ from, to, data, value }, 'latest', overrides]);
      return numberToHex(L1_TO_L2_GAS_MARGIN(BigInt(gas)));
    },
    zks_getL2ToL1LogProof: async ([hash, index]) => {
      const sealed = sequencer.sealedTx(sequencer.l2TxHashOf(hash as Hex));
      const position = Number(index ?? 0);
      if (!sealed || position >= sealed.logCount) return null;
      const id = sealed.firstLogIndex + position;
      return { id, proof: sealed.batchInfo.tree.proof(id), root: sealed.batchInfo.tree.root };
    },
    zks_getTransactionDetails: async ([hash]) => {
      const l2TxHash = sequencer.l2TxHashOf(hash as Hex);
      const receipt = await upstreamCall<RpcReceipt | null>('eth_getTransactionReceipt', [l2TxHash]);
      if (!receipt) {
        const pending = await upstreamCall<{ from: Address } | null>('eth_getTransactionByHash', [l2TxHash]);
        return pending && { ...PENDING_TX_DETAILS, status: 'pending', initiatorAddress: pending.from };
      }
      const block = await upstreamCall<{ timestamp: Hex }>('eth_getBlockByHash', [receipt.blockHash, false]);
      const batch = sequencer.sealedTx(receipt.transactionHash)?.batchInfo;
      return {
        isL1Originated: sequencer.canonicalHashOf(receipt.transactionHash) !== undefined,
        status: receipt.status !== '0x1' ? 'failed' : batch?.executeTxHash ? 'verified' : 'included',
        fee: numberToHex(BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice)),
        gasPerPubdata: numberToHex(800),
        initiatorAddress: receipt.from,
        receivedAt: new Date(Number(BigInt(block.timestamp)) * 1000).toISOString(),
        ethCommitTxHash: batch?.commitTxHash ?? null,
        // No validity proofs: the execute transaction stands for the prove one too.
        ethProveTxHash: batch?.executeTxHash ?? null,
        ethExecuteTxHash: batch?.executeTxHash ?? null,
      };
    },
    zks_getL1BatchDetails: async ([number]) => {
      const batch = sequencer.batch(Number(number));
      if (!batch) return null;
      const iso = (ms?: number) => (ms === undefined ? null : new Date(ms).toISOString());
      return {
        number: batch.number,
        timestamp: batch.timestamp,
        l1TxCount: batch.l1TxCount,
        l2TxCount: batch.l2TxCount,
        rootHash: batch.tree.root,
        status: batch.executeTxHash ? 'verified' : 'sealed',
        commitTxHash: batch.commitTxHash,
        committedAt: iso(batch.committedAt),
        proveTxHash: batch.executeTxHash ?? null,
        provenAt: iso(batch.executedAt),
        executeTxHash: batch.executeTxHash ?? null,
        executedAt: iso(batch.executedAt),
        l1GasPrice: 0,
        l2FairGasPrice: Number(DEVNET_L2_GAS_PRICE),
        baseSystemContractsHashes: { bootloader: null, default_aa: null },
      };
    },
    eth_getTransactionReceipt: async ([hash]) => receiptOf(hash as Hex),
    eth_getTransactionByHash: async ([hash]) => {
      const tx = await upstreamCall<Json | null>('eth_getTransactionByHash', [sequencer.l2TxHashOf(hash as Hex)]);
      if (!tx) return null;
      const sealed = sequencer.sealedTx(tx.hash as Hex);
      return {
        ...tx,
        hash,
        l1BatchNumber: sealed ? numberToHex(sealed.batch) : null,
        l1BatchTxIndex: sealed ? numberToHex(sealed.indexInBatch) : null,
      };
    },
  };

  /** Adds the batch of each block, log or transaction anvil answered with. */
  const decorate = (method: string, result: unknown): unknown => {
    if (!result || typeof result !== 'object') return result;
    const batchOf = (txHash: unknown) => {
      const sealed = typeof txHash === 'string' ? sequencer.sealedTx(txHash as Hex) : undefined;
      return sealed ? numberToHex(sealed.batch) : null;
    };
    if (method === 'eth_getLogs' && Array.isArray(result)) {
      return result.map((log: Json) => ({ ...log, l1BatchNumber: batchOf(log.transactionHash) }));
    }
    if (method === 'eth_getBlockByNumber' || method === 'eth_getBlockByHash') {
      const block = result as Json & { transactions?: unknown[] };
      const first = block.transactions?.[0];
      const sealed = typeof first === 'string' ? first : (first as Json | undefined)?.hash;
      const batch = sequencer.sealedTx((sealed ?? '0x') as Hex);
      return {
        ...block,
        l1BatchNumber: batch ? numberToHex(batch.batch) : null,
        l1BatchTimestamp: batch ? numberToHex(batch.batchInfo.timestamp) : null,
      };
    }
    return result;
  };

  const answer = async (requests: readonly JsonRpcRequest[], fromPage: boolean): Promise<JsonRpcResponse[]> => {
    const refusals = await Promise.all(requests.map((request) => refusedRange(request, fromPage)));
    const passed = requests.filter((r, index) => !(r.method in local) && !refusals[index]);
    const forwarded = forward(passed);
    const answers = await Promise.all(
      requests.map(async (request, index) => {
        const refused = refusals[index];
        if (refused) return refused;
        const handler = local[request.method];
        if (!handler) return undefined;
        try {
          return { jsonrpc: '2.0', id: request.id, result: await handler(request.params ?? []) } as JsonRpcResponse;
        } catch (error) {
          return {
            jsonrpc: '2.0',
            id: request.id,
            error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
          } as JsonRpcResponse;
        }
      }),
    );
    const upstreamAnswers = await forwarded;
    let next = 0;
    return requests.map((request, index) => {
      const own = answers[index];
      if (own) return own;
      const upstreamAnswer = upstreamAnswers[next++] as JsonRpcResponse;
      return upstreamAnswer.error
        ? upstreamAnswer
        : { ...upstreamAnswer, result: decorate(request.method, upstreamAnswer.result) };
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const wrongHost = hostRefusal(request, port);
    if (wrongHost) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end(wrongHost);
      return;
    }
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: JsonRpcRequest | JsonRpcRequest[];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString()) as JsonRpcRequest | JsonRpcRequest[];
    } catch {
      response
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
      return;
    }
    const answers = await answer(Array.isArray(body) ? body : [body], request.headers.origin !== undefined);
    response
      .writeHead(200, { ...cors, 'content-type': 'application/json' })
      .end(JSON.stringify(Array.isArray(body) ? answers : answers[0]));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  const listening = await listenOnLoopback(server, port, portName);
  return {
    ...listening,
    setLogRangeLimit(blocks) {
      faults.logRangeLimit = blocks;
    },
    setNamedBridge(contract) {
      faults.namedBridge = contract;
    },
  };
}
