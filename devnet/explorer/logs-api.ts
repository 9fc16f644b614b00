/**
 * The devnet explorer's logs API (docs/zk-devnet.md, "The logs API"): `GET /{chain}/api?module=logs&action=getLogs`
 * as Blockscout serves it without a key and Etherscan with one, read from the chain's node (`eth_getLogs`), so
 * that the app's withdrawal search asks it as it asks a real explorer (src/api/explorer-logs.ts).
 *
 * The answer is Blockscout's, field for field (blockscout/blockscout,
 * `apps/block_scout_web/lib/block_scout_web/controllers/api/rpc/logs_controller.ex`, `views/api/rpc/logs_view.ex`
 * and `rpc_view.ex`; docs.blockscout.com, RPC API, "logs"): `{ status: "1", message: "OK", result: [log] }`,
 * each log with `address`, `topics` (always four, null where the log has fewer), `data`, and in lowercase
 * 0x-hex `blockNumber`, `timeStamp`, `gasPrice`, `gasUsed`, `logIndex`, `transactionIndex`, and its
 * `transactionHash`; none found is `{ status: "0", message: "No logs found", result: [] }`; a bad request
 * is status "0" with Blockscout's words ("Required query parameters missing: …", "Invalid fromBlock format")
 * and a null result. `page` and `offset` page the result as Etherscan's do (docs.etherscan.io, "Logs": at most
 * 1000 records a page). Topic operators: "and" only, which is what `eth_getLogs` itself does between topics.
 */
import { type Address, getAddress, type Hash, type Hex, isAddress, isHash, numberToHex, type PublicClient } from 'viem';

/** What the API answers: an HTTP status and the JSON body. */
export interface LogsAnswer {
  readonly status: number;
  readonly body: unknown;
}

const PAGE_LIMIT = 1000;
const TOPICS = ['topic0', 'topic1', 'topic2', 'topic3'] as const;

/** Blockscout's error answer: status "0", its message, no result. */
const refusal = (message: string): LogsAnswer => ({ status: 200, body: { status: '0', message, result: null } });

/** A block parameter as Blockscout reads it: a decimal number or "latest". */
async function blockOf(client: PublicClient, value: string): Promise<bigint | undefined> {
  if (value === 'latest') return client.getBlockNumber();
  return /^\d+$/.test(value) ? BigInt(value) : undefined;
}

/** A whole number parameter (`page`, `offset`) at least 1, or `fallback` when absent; undefined when invalid. */
function countOf(value: string | null, fallback: number): number | undefined {
  if (value === null) return fallback;
  return /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
}

/** Answers one `?module=logs&action=getLogs` request of chain `client`'s logs. */
export async function answerGetLogs(client: PublicClient, params: URLSearchParams): Promise<LogsAnswer> {
  if (params.get('module') !== 'logs' || params.get('action') !== 'getLogs') {
    return refusal('Unknown action: the devnet explorer answers module=logs&action=getLogs only');
  }
  const missing = ['fromBlock', 'toBlock'].filter((name) => !params.get(name));
  const address = params.get('address');
  if (!address && TOPICS.every((name) => !params.get(name))) missing.push('address and/or topic{x}');
  if (missing.length > 0) return refusal(`Required query parameters missing: ${missing.join(', ')}`);
  const fromBlock = await blockOf(client, params.get('fromBlock') ?? '');
  if (fromBlock === undefined) return refusal('Invalid fromBlock format');
  const toBlock = await blockOf(client, params.get('toBlock') ?? '');
  if (toBlock === undefined) return refusal('Invalid toBlock format');
  if (address && !isAddress(address, { strict: false })) return refusal('Invalid address format');
  const topics: (Hex | null)[] = [];
  for (const name of TOPICS) {
    const topic = params.get(name);
    if (topic && !isHash(topic)) return refusal(`Invalid ${name} format`);
    topics.push(topic ? (topic.toLowerCase() as Hex) : null);
  }
  const operators = [...params.entries()].filter(([name]) => /^topic\d_\d_opr$/.test(name));
  const orOperator = operators.find(([, value]) => value !== 'and');
  if (orOperator) return refusal(`Invalid ${orOperator[0]} format: the devnet explorer joins topics with "and" only`);
  const given = TOPICS.filter((name) => params.get(name));
  for (const [i, first] of given.entries()) {
    for (const second of given.slice(i + 1)) {
      const operator = `topic${first.slice(-1)}_${second.slice(-1)}_opr`;
      if (!params.get(operator)) return refusal(`Required query parameters missing: ${operator}`);
    }
  }
  const page = countOf(params.get('page'), 1);
  const offset = countOf(params.get('offset'), PAGE_LIMIT);
  if (page === undefined) return refusal('Invalid page format');
  if (offset === undefined) return refusal('Invalid offset format');

  const logs = await client.request({
    method: 'eth_getLogs',
    params: [
      {
        ...(address ? { address: getAddress(address) as Address } : {}),
        topics,
        fromBlock: numberToHex(fromBlock),
        toBlock: numberToHex(toBlock),
      },
    ],
  });
  const size = Math.min(offset, PAGE_LIMIT);
  const shown = logs.slice((page - 1) * size, page * size);
  if (shown.length === 0) return { status: 200, body: { status: '0', message: 'No logs found', result: [] } };
  // Each block's time and each transaction's gas, read once.
  const blocks = new Map<Hex, Promise<bigint>>();
  const receipts = new Map<Hash, Promise<{ gasUsed: bigint; effectiveGasPrice: bigint }>>();
  const hex = (value: bigint | Hex | null) => (value === null ? null : numberToHex(BigInt(value)));
  const result = await Promise.all(
    shown.map(async (log) => {
      const blockNumber = log.blockNumber as Hex;
      const hash = log.transactionHash as Hash;
      if (!blocks.has(blockNumber)) {
        blocks.set(
          blockNumber,
          client.getBlock({ blockNumber: BigInt(blockNumber) }).then((b) => b.timestamp),
        );
      }
      if (!receipts.has(hash)) receipts.set(hash, client.getTransactionReceipt({ hash }));
      const [timestamp, receipt] = await Promise.all([blocks.get(blockNumber), receipts.get(hash)]);
      return {
        address: log.address.toLowerCase(),
        topics: [0, 1, 2, 3].map((i) => log.topics[i] ?? null),
        data: log.data,
        blockNumber: hex(blockNumber),
        timeStamp: hex(timestamp ?? 0n),
        gasPrice: hex(receipt?.effectiveGasPrice ?? 0n),
        gasUsed: hex(receipt?.gasUsed ?? 0n),
        logIndex: hex(log.logIndex),
        transactionHash: hash,
        transactionIndex: hex(log.transactionIndex),
      };
    }),
  );
  return { status: 200, body: { status: '1', message: 'OK', result } };
}
