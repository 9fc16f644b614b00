/**
 * A node `blocks` behind the head, played in front of a devnet node (`../rpc-faults.ts`, fault `lag`): what a
 * public RPC whose node fell behind answers (a load-balanced provider routing to a node that has not seen the
 * newest blocks yet). Its head is the chain's head less `blocks`; state read at `latest`/`pending` (or no
 * block) is read at that block; a block, receipt or transaction above it is unknown (null); logs stop at it.
 */
import { type Hex, hexToBigInt, numberToHex } from 'viem';
import { forwardBatch, type JsonRpcCall } from '../rpc';

/** Where each state-reading method takes its block tag (Ethereum JSON-RPC spec, execution-apis). */
const BLOCK_PARAM: Readonly<Record<string, number>> = {
  eth_call: 1,
  eth_getBalance: 1,
  eth_getCode: 1,
  eth_getTransactionCount: 1,
  eth_getStorageAt: 2,
  eth_estimateGas: 1,
};
const MOVING_TAGS = new Set(['latest', 'pending', 'safe', 'finalized']);

const isAbove = (value: unknown, head: bigint) =>
  typeof value === 'string' && value.startsWith('0x') && hexToBigInt(value as Hex) > head;
/** A block parameter that names the head (`latest`, `pending`, `safe`, `finalized`) or none, which means `latest`. */
const isMoving = (value: unknown) => value === undefined || (typeof value === 'string' && MOVING_TAGS.has(value));

/** `call` as the lagging node runs it: an answer of its own, or the call to forward (its block pinned). */
function lagCall(call: JsonRpcCall, head: bigint): { readonly answer: unknown } | { readonly forward: JsonRpcCall } {
  const params = [...(call.params ?? [])];
  const pinned = numberToHex(head);
  if (call.method === 'eth_blockNumber') return { answer: pinned };
  if (call.method === 'eth_getBlockByNumber') {
    if (isAbove(params[0], head)) return { answer: null };
    if (isMoving(params[0])) params[0] = pinned;
    return { forward: { ...call, params } };
  }
  const at = BLOCK_PARAM[call.method];
  if (at !== undefined) {
    if (isMoving(params[at])) params[at] = pinned;
    return { forward: { ...call, params } };
  }
  if (call.method === 'eth_getLogs') {
    const filter = { ...(params[0] as Record<string, unknown> | undefined) };
    if (filter.blockHash === undefined) {
      if (isAbove(filter.fromBlock, head)) return { answer: [] };
      // A range from the head starts at the lagging node's head; one to it or past it stops there.
      if (typeof filter.fromBlock === 'string' && MOVING_TAGS.has(filter.fromBlock)) filter.fromBlock = pinned;
      if (isMoving(filter.toBlock) || isAbove(filter.toBlock, head)) filter.toBlock = pinned;
    }
    return { forward: { ...call, params: [filter, ...params.slice(1)] } };
  }
  return { forward: call };
}

/** The answers of `calls` from a node `blocks` behind `upstream`'s head. */
export async function lagged(upstream: string, calls: readonly JsonRpcCall[], blocks: number): Promise<unknown[]> {
  const [latest] = (await forwardBatch(upstream, [
    { jsonrpc: '2.0', id: 0, method: 'eth_blockNumber', params: [] },
  ])) as {
    result: Hex;
  }[];
  const chainHead = latest ? hexToBigInt(latest.result) : 0n;
  const head = chainHead > BigInt(blocks) ? chainHead - BigInt(blocks) : 0n;
  const plans = calls.map((call) => lagCall(call, head));
  const forwarded = plans.flatMap((plan) => ('forward' in plan ? [plan.forward] : []));
  const answers = forwarded.length > 0 ? ((await forwardBatch(upstream, forwarded)) as { result?: unknown }[]) : [];
  let next = 0;
  return plans.map((plan, index) => {
    if ('answer' in plan) return { jsonrpc: '2.0', id: calls[index]?.id, result: plan.answer };
    const answer = answers[next++] as { result?: unknown } & Record<string, unknown>;
    const method = calls[index]?.method;
    const mined = answer?.result as { blockNumber?: unknown } | null | undefined;
    // A receipt or transaction in a block the lagging node has not seen yet: unknown to it.
    if (
      (method === 'eth_getTransactionReceipt' || method === 'eth_getTransactionByHash') &&
      isAbove(mined?.blockNumber, head)
    ) {
      return { ...answer, result: null };
    }
    return answer;
  });
}
