import type { PublicClient } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { answerGetLogs } from './logs-api';

const TOKEN = '0x000000000000000000000000000000000000800a';
const TOPIC0 = `0x${'11'.repeat(32)}`;
const TOPIC1 = `0x${'00'.repeat(12)}${'70'.repeat(20)}`;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

/** A node holding `count` matching logs, two per block from block 0x10, each its own transaction. */
function node(count: number) {
  const logs = Array.from({ length: count }, (_, i) => ({
    address: TOKEN,
    topics: [TOPIC0, TOPIC1],
    data: '0x01',
    blockNumber: `0x${(16 + Math.floor(i / 2)).toString(16)}`,
    transactionHash: hash(i + 1),
    transactionIndex: `0x${(i % 2).toString(16)}`,
    logIndex: `0x${(i % 2).toString(16)}`,
  }));
  const request = vi.fn(async (_: { method: string; params: unknown[] }) => logs);
  const client = {
    request,
    getBlockNumber: async () => 100n,
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => ({ timestamp: 1_700_000_000n + blockNumber }),
    getTransactionReceipt: async () => ({ gasUsed: 21_000n, effectiveGasPrice: 10n ** 9n }),
  };
  return { request, client: client as unknown as PublicClient };
}

const params = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    module: 'logs',
    action: 'getLogs',
    fromBlock: '0',
    toBlock: 'latest',
    address: TOKEN,
    topic0: TOPIC0,
    topic1: TOPIC1,
    topic0_1_opr: 'and',
    ...extra,
  });

describe('the devnet explorer logs API', () => {
  it('answers the node’s logs as Blockscout does: four topics, lowercase hex numbers, status "1"', async () => {
    const { client, request } = node(1);
    expect(await answerGetLogs(client, params())).toEqual({
      status: 200,
      body: {
        status: '1',
        message: 'OK',
        result: [
          {
            address: TOKEN,
            topics: [TOPIC0, TOPIC1, null, null],
            data: '0x01',
            blockNumber: '0x10',
            timeStamp: '0x6553f110',
            gasPrice: '0x3b9aca00',
            gasUsed: '0x5208',
            logIndex: '0x0',
            transactionHash: hash(1),
            transactionIndex: '0x0',
          },
        ],
      },
    });
    expect(request).toHaveBeenCalledWith({
      method: 'eth_getLogs',
      params: [
        {
          address: '0x000000000000000000000000000000000000800A',
          topics: [TOPIC0, TOPIC1, null, null],
          fromBlock: '0x0',
          toBlock: '0x64',
        },
      ],
    });
  });

  it('pages by `page` and `offset`, and says "No logs found" past the end', async () => {
    const { client } = node(5);
    const page = async (n: number) =>
      (await answerGetLogs(client, params({ page: String(n), offset: '2' }))).body as {
        message: string;
        result: { transactionHash: string }[];
      };
    expect((await page(1)).result.map((l) => l.transactionHash)).toEqual([hash(1), hash(2)]);
    expect((await page(3)).result.map((l) => l.transactionHash)).toEqual([hash(5)]);
    expect(await page(4)).toEqual({ status: '0', message: 'No logs found', result: [] });
  });

  it('refuses a bad request in Blockscout’s words, with status "0"', async () => {
    const { client } = node(1);
    const refused = async (p: URLSearchParams) =>
      ((await answerGetLogs(client, p)).body as { message: string }).message;
    const without = (name: string) => {
      const p = params();
      p.delete(name);
      return p;
    };
    expect(await refused(without('fromBlock'))).toBe('Required query parameters missing: fromBlock');
    expect(await refused(without('topic0_1_opr'))).toBe('Required query parameters missing: topic0_1_opr');
    expect(await refused(params({ toBlock: '0x10' }))).toBe('Invalid toBlock format');
    expect(await refused(params({ topic0_1_opr: 'or' }))).toMatch(/^Invalid topic0_1_opr format/);
  });
});
