import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RecordedRequest, type Reply, startRecordingServer } from '../../tests/support/recording-server';
import { GraphQLError, NetworkError, ResponseShapeError } from './errors';
import { createIndexerClient, DEPOSITS_FOR_ADDRESS_ON_CHAIN, MESSAGES_OF_ORIGIN_TX, toBytea } from './indexer';

const SENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const row = {
  id: 7,
  msg_id: '\\xaa11',
  nonce: 3,
  sender: '\\x000000000000000000000000c5a5c42992decbae36851359345fe25997f5c42d',
  recipient: '\\x00000000000000000000000084ea74d481ee0a5332c457a4d796187f6ba67feb',
  is_delivered: true,
  send_occurred_at: '2026-11-22T05:00:00',
  delivery_occurred_at: '2026-11-22T05:00:01.5',
  delivery_latency: '00:00:01.5',
  origin_chain_id: 42161,
  origin_domain_id: 42161,
  origin_tx_id: 11,
  origin_tx_hash: '\\xBEEF',
  origin_tx_sender: `\\x${SENDER.slice(2).toLowerCase()}`,
  destination_chain_id: 2741,
  destination_domain_id: 2741,
  destination_tx_id: 12,
  destination_tx_hash: '\\xcafe',
  destination_tx_sender: '\\xa0ee7a142d267c1f36714e4a8f75612f20a79720',
  destination_tx_recipient: '\\x610178da211fef7d417bc0e6fed39f05609ad788',
};

let server: Awaited<ReturnType<typeof startRecordingServer>>;
let reply: (request: RecordedRequest) => Reply;

beforeAll(async () => {
  server = await startRecordingServer((request) => reply(request));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  reply = () => ({ body: { data: { deposits: [row] } } });
});

describe('indexer client', () => {
  it('finds the message ids an origin transaction dispatched, as 0x hashes', async () => {
    const hash = `0x${'BE'.repeat(32)}` as const;
    reply = () => ({ body: { data: { messages: [{ msg_id: `\\x${'aa'.repeat(32)}` }] } } });
    const client = createIndexerClient({ url: `${server.url}/v1/graphql` });
    expect(await client.getMessageIdsOfOriginTx(42161, hash)).toEqual([`0x${'aa'.repeat(32)}`]);
    const body = JSON.parse(server.requests[0]?.body ?? '{}');
    expect(body.operationName).toBe('getMessagesOfOriginTx');
    expect(body.variables).toEqual({ originTxHash: `\\x${'be'.repeat(32)}`, originChainId: '42161' });
    expect(body.query).toBe(MESSAGES_OF_ORIGIN_TX);
    reply = () => ({ body: { data: { messages: [{ msg_id: 'aa' }] } } });
    await expect(client.getMessageIdsOfOriginTx(42161, hash)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('POSTs getDepositsForAddressOnChain with a bytea address and a bigint chain id', async () => {
    await createIndexerClient({ url: `${server.url}/v1/graphql` }).getDepositsForAddressOnChain(SENDER, 2741);
    const request = server.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/graphql');
    const body = JSON.parse(request?.body ?? '{}');
    expect(body.operationName).toBe('getDepositsForAddressOnChain');
    expect(body.variables).toEqual({
      address: '\\x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      destinationChainId: '2741',
    });
    expect(body.query).toBe(DEPOSITS_FOR_ADDRESS_ON_CHAIN);
  });

  it('asks message_view for the sender and chain, newest first, 50 at most, cached 10 s', () => {
    const compact = DEPOSITS_FOR_ADDRESS_ON_CHAIN.replace(/\s+/g, ' ');
    expect(compact).toContain(
      'query getDepositsForAddressOnChain($address: bytea!, $destinationChainId: bigint!) @cached(ttl: 10)',
    );
    expect(compact).toContain(
      'deposits: message_view( where: { origin_tx_sender: { _eq: $address }, destination_chain_id: { _eq: $destinationChainId } } order_by: { id: desc } limit: 50 )',
    );
  });

  it('uses GET when configured', async () => {
    await createIndexerClient({ url: `${server.url}/v1/graphql`, method: 'GET' }).getDepositsForAddressOnChain(
      SENDER,
      2741,
    );
    const request = server.requests[0];
    expect(request?.method).toBe('GET');
    const params = new URL(request?.url ?? '', server.url).searchParams;
    expect(JSON.parse(params.get('variables') ?? '{}')).toEqual({
      address: '\\x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      destinationChainId: '2741',
    });
    expect(params.get('query')).toContain('getDepositsForAddressOnChain');
  });

  it('returns addresses and hashes as 0x strings, times as dates, latency in ms', async () => {
    const [deposit] = await createIndexerClient({ url: server.url }).getDepositsForAddressOnChain(SENDER, 2741);
    expect(deposit).toEqual({
      id: 7,
      msgId: '0xaa11',
      nonce: 3,
      sender: '0xc5a5C42992dECbae36851359345FE25997F5C42d',
      recipient: '0x84eA74d481Ee0A5332c457a4d796187F6Ba67fEB',
      isDelivered: true,
      sendOccurredAt: new Date('2026-11-22T05:00:00Z'),
      deliveryOccurredAt: new Date('2026-11-22T05:00:01.500Z'),
      deliveryLatencyMs: 1500,
      originChainId: 42161,
      originDomainId: 42161,
      originTxId: 11,
      originTxHash: '0xbeef',
      originTxSender: SENDER,
      destinationChainId: 2741,
      destinationDomainId: 2741,
      destinationTxId: 12,
      destinationTxHash: '0xcafe',
      destinationTxSender: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
      destinationTxRecipient: '0x610178dA211FEF7D417bC0e6FeD39F05609AD788',
    });
  });

  it('returns a pending message with its delivery fields empty', async () => {
    reply = () => ({
      body: {
        data: {
          deposits: [
            {
              ...row,
              is_delivered: false,
              delivery_occurred_at: null,
              delivery_latency: null,
              destination_tx_id: null,
              destination_tx_hash: null,
              destination_tx_sender: null,
              destination_tx_recipient: null,
            },
          ],
        },
      },
    });
    const [pending] = await createIndexerClient({ url: server.url }).getDepositsForAddressOnChain(SENDER, 2741);
    expect(pending).toMatchObject({
      isDelivered: false,
      deliveryOccurredAt: null,
      deliveryLatencyMs: null,
      destinationTxHash: null,
    });
  });

  it("raises the first GraphQL error's message", async () => {
    reply = () => ({ body: { errors: [{ message: 'field "x" not found' }, { message: 'second' }] } });
    const error = await createIndexerClient({ url: server.url })
      .getDepositsForAddressOnChain(SENDER, 1)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as Error).message).toBe('field "x" not found');
  });

  it('raises "GraphQL Error (Code: {status})" for a failed HTTP answer without GraphQL errors', async () => {
    reply = () => ({ status: 503, raw: 'upstream down' });
    const error = (await createIndexerClient({ url: server.url })
      .getDepositsForAddressOnChain(SENDER, 1)
      .catch((e: unknown) => e)) as GraphQLError;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.message).toBe('GraphQL Error (Code: 503)');
    expect(error.status).toBe(503);
  });

  it('names the bad field of a malformed row, and tells an unreachable indexer apart', async () => {
    reply = () => ({ body: { data: { deposits: [{ ...row, origin_tx_hash: '0xbeef' }] } } });
    const shape = await createIndexerClient({ url: server.url })
      .getDepositsForAddressOnChain(SENDER, 1)
      .catch((e: unknown) => e);
    expect(shape).toBeInstanceOf(ResponseShapeError);
    expect((shape as Error).message).toContain('deposits.0.origin_tx_hash is not bytea');
    const down = await createIndexerClient({ url: 'http://127.0.0.1:9/v1/graphql' })
      .getDepositsForAddressOnChain(SENDER, 1)
      .catch((e: unknown) => e);
    expect(down).toBeInstanceOf(NetworkError);
  });

  it('writes bytea as \\x and lowercase hex', () => {
    expect(toBytea('0xAbCd')).toBe('\\xabcd');
  });
});
