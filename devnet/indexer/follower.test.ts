/**
 * The devnet indexer's follower against a node that lies or fails (docs/explorer.md, "The devnet indexer"):
 * a `ProcessId` counts as a delivery only from the followed Mailbox, and a read that fails stores nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeEventTopics, type Hex, hexToBytes, padHex, toHex } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IndexerDb } from './db';
import { ChainFollower, type FollowedChain, mailboxEvents } from './follower';

const MAILBOX = '0xeA87ae93Fa0019a82A727bfd3eBd1cFCa8f64f1D';
const ATTACKER = '0x000000000000000000000000000000000000bEEF';
const RELAYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DELIVERY_TX: Hex = padHex('0xd1', { size: 32 });
const BLOCK: Hex = padHex('0xb1', { size: 32 });

/** What the fake node answers: the logs it gives for any range, whether reading a transaction fails, its head. */
const node = { logs: [] as object[], failTransactions: false, getLogsCalls: 0, block: 5 };

function processId(address: string, messageId: Hex) {
  return {
    address,
    topics: encodeEventTopics({ abi: mailboxEvents, eventName: 'ProcessId', args: { messageId } }),
    data: '0x',
    blockHash: BLOCK,
    blockNumber: '0x5',
    logIndex: '0x0',
    transactionHash: DELIVERY_TX,
    transactionIndex: '0x0',
    removed: false,
  };
}

function answer(method: string): unknown {
  switch (method) {
    case 'eth_blockNumber':
      // A block a call: every poll reads a new range.
      return toHex(node.block++);
    case 'eth_getLogs':
      node.getLogsCalls++;
      return node.logs;
    case 'eth_getTransactionByHash':
      if (node.failTransactions) throw new Error('header not found');
      return {
        hash: DELIVERY_TX,
        from: RELAYER,
        to: MAILBOX,
        blockHash: BLOCK,
        blockNumber: '0x5',
        transactionIndex: '0x0',
        nonce: '0x0',
        value: '0x0',
        gas: '0x5208',
        gasPrice: '0x1',
        input: '0x',
        type: '0x0',
        v: '0x1b',
        r: '0x1',
        s: '0x1',
      };
    case 'eth_getBlockByHash':
      return {
        hash: BLOCK,
        number: '0x5',
        timestamp: toHex(1_750_000_000),
        parentHash: padHex('0x0', { size: 32 }),
        transactions: [],
        gasLimit: '0x1',
        gasUsed: '0x0',
        baseFeePerGas: '0x1',
      };
    default:
      throw new Error(`not served: ${method}`);
  }
}

let server: Server;
let db: IndexerDb;
let chains: FollowedChain[];
const followers: ChainFollower[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as
      | { id: number; method: string }[]
      | { id: number; method: string };
    const reply = (call: { id: number; method: string }) => {
      try {
        return { jsonrpc: '2.0', id: call.id, result: answer(call.method) };
      } catch (error) {
        return { jsonrpc: '2.0', id: call.id, error: { code: -32000, message: (error as Error).message } };
      }
    };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(Array.isArray(body) ? body.map(reply) : reply(body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  chains = [
    { chainId: 42161, domainId: 42161, rpcUrl, mailbox: '0x979Ca5202784112f4738403dBec5D0F3B9daabB9' },
    { chainId: 8453, domainId: 8453, rpcUrl, mailbox: MAILBOX },
  ];
  db = await IndexerDb.open();
  // Making an empty PostgreSQL takes seconds of CPU, more on a loaded machine.
}, 120_000);

afterEach(async () => {
  await Promise.all(followers.splice(0).map((f) => f.stop()));
  node.logs = [];
  node.failTransactions = false;
});

afterAll(async () => {
  await db?.close();
  await new Promise((resolve) => server?.close(resolve));
});

let nonce = 0;
/** A message from Arbitrum to Base, dispatched and indexed: what the follower of Base may deliver. */
async function dispatched(): Promise<Hex> {
  const id = padHex(toHex(1000 + nonce), { size: 32 });
  const bytes = (hex: string) => hexToBytes(hex as Hex);
  await db.addDispatch(
    {
      msgId: bytes(id),
      nonce: nonce++,
      sender: bytes(padHex('0x04', { size: 32 })),
      recipient: bytes(padHex('0x05', { size: 32 })),
      originChainId: 42161,
      originDomainId: 42161,
      destinationChainId: 8453,
      destinationDomainId: 8453,
    },
    {
      chainId: 42161,
      hash: bytes(padHex(toHex(5000 + nonce), { size: 32 })),
      sender: bytes(RELAYER),
      recipient: null,
      blockNumber: 1n,
      timestamp: new Date('2025-06-01T12:00:00Z'),
    },
  );
  return id;
}

async function isDelivered(id: Hex): Promise<boolean | undefined> {
  const rows = await db.pg.query<{ is_delivered: boolean }>('SELECT is_delivered FROM message_view WHERE msg_id = $1', [
    hexToBytes(id),
  ]);
  return rows.rows[0]?.is_delivered;
}

/** Follows Base through the fake node until it has polled `polls` more times. */
async function follow(polls: number, onError: (error: unknown) => void = () => {}) {
  const base = chains[1];
  if (!base) throw new Error('no Base');
  const follower = new ChainFollower(base, chains, db, onError);
  followers.push(follower);
  const from = node.getLogsCalls;
  follower.start();
  await vi.waitFor(() => expect(node.getLogsCalls - from).toBeGreaterThanOrEqual(polls), { timeout: 10_000 });
  return follower;
}

describe('the devnet indexer follows only the Mailbox', () => {
  it('delivers a message on the destination Mailbox’s own ProcessId', async () => {
    const id = await dispatched();
    node.logs = [processId(MAILBOX.toLowerCase(), id)];
    await follow(1);
    await vi.waitFor(async () => expect(await isDelivered(id)).toBe(true));
    const row = await db.pg.query<{ destination_mailbox: Uint8Array }>(
      'SELECT destination_mailbox FROM message_view WHERE msg_id = $1',
      [hexToBytes(id)],
    );
    expect(Buffer.from(row.rows[0]?.destination_mailbox ?? []).toString('hex')).toBe(MAILBOX.slice(2).toLowerCase());
  });

  it('never delivers a message on a ProcessId a node gives from another contract', async () => {
    const id = await dispatched();
    node.logs = [processId(ATTACKER, id)];
    await follow(3);
    expect(await isDelivered(id)).toBe(false);
  });

  it('stores nothing when reading the delivery’s transaction fails, and delivers once the node answers', async () => {
    const id = await dispatched();
    node.logs = [processId(MAILBOX, id)];
    node.failTransactions = true;
    const errors: unknown[] = [];
    await follow(3, (error) => errors.push(error));
    expect(await isDelivered(id)).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
    node.failTransactions = false;
    await vi.waitFor(async () => expect(await isDelivered(id)).toBe(true), { timeout: 10_000 });
  });
});
