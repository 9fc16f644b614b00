import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/errors';
import { EXPLORER_PAGE_SIZE, explorerLogs } from './explorer-logs';

const ADDRESS = '0x000000000000000000000000000000000000800A';
const TOPIC0 = `0x${'11'.repeat(32)}` as const;
const TOPIC1 = `0x${'00'.repeat(12)}${'70'.repeat(20)}` as const;
const query = { address: ADDRESS, topic0: TOPIC0, topic1: TOPIC1, fromBlock: 100n, toBlock: 2_000n } as const;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

/** A log as Etherscan answers it (hex numbers, only the topics there are). */
const etherscanLog = (n: number, block = 0x200) => ({
  address: ADDRESS.toLowerCase(),
  topics: [TOPIC0, TOPIC1, `0x${'22'.repeat(32)}`],
  data: '0x',
  blockNumber: `0x${block.toString(16)}`,
  timeStamp: '0x6650e1a3',
  gasPrice: '0x3b9aca00',
  gasUsed: '0x5208',
  logIndex: `0x${n.toString(16)}`,
  transactionHash: hash(n),
  transactionIndex: '0x',
});

/** A fetch answering each request with the next of `answers` (a body, or a status), recording the URLs asked. */
function explorer(...answers: (unknown | number)[]) {
  const asked: URL[] = [];
  const fetchImpl = vi.fn(async (input: string | URL | Request) => {
    asked.push(new URL(String(input)));
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
    if (typeof answer === 'number') return new Response('Service Unavailable', { status: answer });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { asked, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const ok = (result: unknown[]) => ({ status: '1', message: 'OK', result });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the explorer logs API', () => {
  it('asks getLogs for the address and both topics, joined by "and", in pages of 1000, keeping the endpoint’s own query', async () => {
    const { asked, fetchImpl } = explorer(ok([etherscanLog(1, 0x1f4)]));
    const logs = await explorerLogs('https://api.example.com/v2/api?chainid=2741', query, fetchImpl);
    expect(logs).toEqual([{ transactionHash: hash(1), blockNumber: 500n }]);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      chainid: '2741',
      module: 'logs',
      action: 'getLogs',
      address: ADDRESS,
      fromBlock: '100',
      toBlock: '2000',
      topic0: TOPIC0,
      topic1: TOPIC1,
      topic0_1_opr: 'and',
      page: '1',
      offset: '1000',
    });
  });

  it('reads every page until one is not full, each transaction once', async () => {
    const full = Array.from({ length: EXPLORER_PAGE_SIZE }, (_, i) => etherscanLog(i + 1));
    // The second page's log is in the same transaction as one of the first's: one hash.
    const { asked, fetchImpl } = explorer(
      ok(full),
      ok([{ ...etherscanLog(2), logIndex: '0x7d1' }, etherscanLog(1001)]),
    );
    const logs = await explorerLogs('https://explorer.test/api', query, fetchImpl);
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(logs).toHaveLength(1001);
    expect(logs.at(-1)).toEqual({ transactionHash: hash(1001), blockNumber: 0x200n });
  });

  it('reads "No records found" (Etherscan) and "No logs found" (Blockscout) as none', async () => {
    for (const message of ['No records found', 'No logs found']) {
      const { fetchImpl } = explorer({ status: '0', message, result: [] });
      expect(await explorerLogs('https://explorer.test/api', query, fetchImpl)).toEqual([]);
    }
  });

  it('reads Blockscout’s logs, whose missing topics are null, and leaves out any log the query did not ask for', async () => {
    const blockscout = (n: number, topic1: string) => ({
      ...etherscanLog(n),
      topics: [TOPIC0, topic1, null, null],
      gasCurrency: '',
    });
    const { fetchImpl } = explorer(ok([blockscout(1, TOPIC1), blockscout(2, `0x${'99'.repeat(32)}`)]));
    expect(await explorerLogs('https://explorer.test/api', query, fetchImpl)).toEqual([
      { transactionHash: hash(1), blockNumber: 0x200n },
    ]);
  });

  it('fails with the explorer’s reason on any other status "0": a rate limit, a key it wants', async () => {
    for (const [answer, reason] of [
      [{ status: '0', message: 'NOTOK', result: 'Max rate limit reached' }, 'Max rate limit reached'],
      [{ status: '0', message: 'NOTOK', result: 'Missing/Invalid API Key' }, 'Missing/Invalid API Key'],
      [{ status: '0', message: 'Invalid fromBlock format', result: null }, 'Invalid fromBlock format'],
    ] as const) {
      const failure = await failureOf(explorerLogs('https://explorer.test/api', query, explorer(answer).fetchImpl));
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: 'api-status', data: { message: reason } });
    }
  });

  it('fails on an HTTP error, an answer not in the shape, or a network failure, typed as the app’s errors', async () => {
    expect(await failureOf(explorerLogs('https://explorer.test/api', query, explorer(503).fetchImpl))).toMatchObject({
      code: 'api-status',
      data: { status: 503 },
    });
    const badHash = ok([{ ...etherscanLog(1), transactionHash: '0x12' }]);
    expect(
      await failureOf(explorerLogs('https://explorer.test/api', query, explorer(badHash).fetchImpl)),
    ).toMatchObject({ code: 'response-shape', data: { path: 'explorer.test/api', field: 'result.0.transactionHash' } });
    expect(
      await failureOf(explorerLogs('https://explorer.test/api', query, explorer({ jsonrpc: '2.0' }).fetchImpl)),
    ).toMatchObject({ code: 'response-shape' });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await failureOf(explorerLogs('https://explorer.test/api', query, offline))).toMatchObject({
      code: 'network-offline',
      data: { host: 'explorer.test' },
    });
  });

  it('fails rather than loop when the explorer answers the same full page again (it ignores `page`)', async () => {
    const full = Array.from({ length: EXPLORER_PAGE_SIZE }, (_, i) => etherscanLog(i + 1));
    const { asked, fetchImpl } = explorer(ok(full));
    expect(await failureOf(explorerLogs('https://explorer.test/api', query, fetchImpl))).toMatchObject({
      code: 'response-shape',
    });
    expect(asked).toHaveLength(2);
  });
});
