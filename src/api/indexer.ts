/**
 * The Hyperlane indexer client (docs/services.md): the explorer's Hasura GraphQL API over `message_view`.
 * Addresses and hashes travel as Postgres bytea (`\x` + lowercase hex) and come back as 0x strings.
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import { type Address, getAddress, type Hex } from 'viem';
import * as z from 'zod/mini';
import { GraphQLError, NetworkError, ResponseShapeError } from './errors';

export const DEPOSIT_HISTORY_LIMIT = 50;

export const DEPOSITS_FOR_ADDRESS_ON_CHAIN = /* GraphQL */ `
  query getDepositsForAddressOnChain($address: bytea!, $destinationChainId: bigint!) @cached(ttl: 10) {
    deposits: message_view(
      where: { origin_tx_sender: { _eq: $address }, destination_chain_id: { _eq: $destinationChainId } }
      order_by: { id: desc }
      limit: ${DEPOSIT_HISTORY_LIMIT}
    ) {
      id
      msg_id
      nonce
      sender
      recipient
      is_delivered
      send_occurred_at
      delivery_occurred_at
      delivery_latency
      origin_chain_id
      origin_domain_id
      origin_tx_id
      origin_tx_hash
      origin_tx_sender
      destination_chain_id
      destination_domain_id
      destination_tx_id
      destination_tx_hash
      destination_tx_sender
      destination_tx_recipient
    }
  }
`;

/** The Hyperlane messages an origin transaction dispatched, in dispatch order: how a message link is found. */
export const MESSAGES_OF_ORIGIN_TX = /* GraphQL */ `
  query getMessagesOfOriginTx($originTxHash: bytea!, $originChainId: bigint!) @cached(ttl: 10) {
    messages: message_view(
      where: { origin_tx_hash: { _eq: $originTxHash }, origin_chain_id: { _eq: $originChainId } }
      order_by: { nonce: asc }
      limit: 10
    ) {
      msg_id
    }
  }
`;

/** The bridge deposit message (docs/services.md), with 0x strings, numbers and dates. */
export interface BridgeDepositMessage {
  readonly id: number;
  readonly msgId: Hex;
  readonly nonce: number;
  readonly sender: Address;
  readonly recipient: Address;
  readonly isDelivered: boolean;
  readonly sendOccurredAt: Date;
  readonly deliveryOccurredAt: Date | null;
  /** Milliseconds from the dispatch to the delivery. */
  readonly deliveryLatencyMs: number | null;
  readonly originChainId: number;
  readonly originDomainId: number;
  readonly originTxId: number;
  readonly originTxHash: Hex;
  readonly originTxSender: Address;
  readonly destinationChainId: number;
  readonly destinationDomainId: number;
  readonly destinationTxId: number | null;
  readonly destinationTxHash: Hex | null;
  readonly destinationTxSender: Address | null;
  readonly destinationTxRecipient: Address | null;
}

/** `0xAbC…` -> `\xabc…` */
export function toBytea(hex: string): string {
  return `\\x${hex.replace(/^0x/i, '').toLowerCase()}`;
}

const bytea = z.string().check(z.regex(/^\\x[0-9a-fA-F]*$/, 'is not bytea (\\x + hex)'));
const hex = z.pipe(
  bytea,
  z.transform((v) => `0x${v.slice(2).toLowerCase()}` as Hex),
);
/** Hyperlane stores addresses as 32-byte words: an EVM address is the last 20 bytes. */
const address = z.pipe(
  bytea,
  z.transform((v) => getAddress(`0x${v.slice(-40)}`)),
);
const int = z.coerce.number().check(z.int());
/** Hasura sends `timestamp` without a zone; the scraper writes UTC. */
const timestamp = z.pipe(
  z.string(),
  z.transform((v, ctx) => {
    const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v}Z`);
    if (Number.isNaN(date.getTime())) ctx.issues.push({ code: 'custom', message: 'is not a timestamp', input: v });
    return date;
  }),
);
/** Postgres interval output, e.g. `00:00:01.234` or `1 day 02:03:04`. */
const interval = z.pipe(
  z.string(),
  z.transform((v, ctx) => {
    const match = /^(?:(\d+) days? )?(-?\d+):(\d\d):(\d\d(?:\.\d+)?)$/.exec(v.trim());
    if (!match) {
      ctx.issues.push({ code: 'custom', message: 'is not an interval', input: v });
      return 0;
    }
    const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
    return Math.round((((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000);
  }),
);

const messageRow = z.pipe(
  z.object({
    id: int,
    msg_id: hex,
    nonce: int,
    sender: address,
    recipient: address,
    is_delivered: z.boolean(),
    send_occurred_at: timestamp,
    delivery_occurred_at: z.nullable(timestamp),
    delivery_latency: z.nullable(interval),
    origin_chain_id: int,
    origin_domain_id: int,
    origin_tx_id: int,
    origin_tx_hash: hex,
    origin_tx_sender: address,
    destination_chain_id: int,
    destination_domain_id: int,
    destination_tx_id: z.nullable(int),
    destination_tx_hash: z.nullable(hex),
    destination_tx_sender: z.nullable(address),
    destination_tx_recipient: z.nullable(address),
  }),
  z.transform(
    (r): BridgeDepositMessage => ({
      id: r.id,
      msgId: r.msg_id,
      nonce: r.nonce,
      sender: r.sender,
      recipient: r.recipient,
      isDelivered: r.is_delivered,
      sendOccurredAt: r.send_occurred_at,
      deliveryOccurredAt: r.delivery_occurred_at,
      deliveryLatencyMs: r.delivery_latency,
      originChainId: r.origin_chain_id,
      originDomainId: r.origin_domain_id,
      originTxId: r.origin_tx_id,
      originTxHash: r.origin_tx_hash,
      originTxSender: r.origin_tx_sender,
      destinationChainId: r.destination_chain_id,
      destinationDomainId: r.destination_domain_id,
      destinationTxId: r.destination_tx_id,
      destinationTxHash: r.destination_tx_hash,
      destinationTxSender: r.destination_tx_sender,
      destinationTxRecipient: r.destination_tx_recipient,
    }),
  ),
);

const depositsResponse = z.object({ deposits: z.array(messageRow) });
const messagesResponse = z.object({ messages: z.array(z.object({ msg_id: hex })) });

export interface IndexerClientOptions {
  readonly url: string;
  /** POST unless the deployment only allows GET for queries. */
  readonly method?: 'POST' | 'GET';
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

export interface IndexerClient {
  getDepositsForAddressOnChain(address: string, destinationChainId: number): Promise<BridgeDepositMessage[]>;
  /** The ids of the messages `originTxHash` dispatched on `originChainId`; empty while the indexer has none. */
  getMessageIdsOfOriginTx(originChainId: number, originTxHash: Hex): Promise<Hex[]>;
}

export function createIndexerClient(options: IndexerClientOptions): IndexerClient {
  const client = new GraphQLClient(options.url, {
    method: options.method ?? 'POST',
    fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)),
  });
  async function request<T>(
    name: string,
    document: string,
    variables: Record<string, string>,
    shape: z.ZodMiniType<T>,
  ): Promise<T> {
    let data: unknown;
    try {
      data = await client.request({ document, variables, signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
    } catch (error) {
      throw graphQLFailure(error, options.url);
    }
    const parsed = shape.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ResponseShapeError(name, issue?.path.join('.') ?? '', issue?.message ?? 'is invalid');
    }
    return parsed.data;
  }
  return {
    async getDepositsForAddressOnChain(sender, destinationChainId) {
      const variables = { address: toBytea(sender), destinationChainId: String(destinationChainId) };
      const data = await request(
        'getDepositsForAddressOnChain',
        DEPOSITS_FOR_ADDRESS_ON_CHAIN,
        variables,
        depositsResponse,
      );
      return data.deposits;
    },
    async getMessageIdsOfOriginTx(originChainId, originTxHash) {
      const variables = { originTxHash: toBytea(originTxHash), originChainId: String(originChainId) };
      const data = await request('getMessagesOfOriginTx', MESSAGES_OF_ORIGIN_TX, variables, messagesResponse);
      return data.messages.map((m) => m.msg_id);
    },
  };
}

/** A failed indexer request as an `AppError`: a GraphQL error, or no answer at all (docs/errors.md). */
function graphQLFailure(error: unknown, url: string): Error {
  if (error instanceof ClientError) {
    return new GraphQLError(error.response.errors?.[0]?.message, error.response.status, { cause: error });
  }
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new NetworkError('timeout', url, { cause: error });
  }
  if (error instanceof TypeError) return new NetworkError('offline', url, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}
