import { createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexerDb } from './db';
import { depthLimitPlugin, indexerSchema, MAX_QUERY_DEPTH, MAX_ROWS } from './graphql';

let db: IndexerDb;
let yoga: ReturnType<typeof createYoga>;

const bytes = (n: number, length = 32) => Buffer.from(n.toString(16).padStart(length * 2, '0'), 'hex');

beforeAll(async () => {
  db = await IndexerDb.open();
  const tx = {
    chainId: 42161,
    hash: bytes(1),
    sender: bytes(2, 20),
    recipient: bytes(3, 20),
    blockNumber: 1n,
    timestamp: new Date('2025-06-01T12:00:00Z'),
  };
  for (let nonce = 0; nonce < MAX_ROWS + 20; nonce++) {
    await db.addDispatch(
      {
        msgId: bytes(1000 + nonce),
        nonce,
        sender: bytes(4),
        recipient: bytes(5),
        originChainId: 42161,
        originDomainId: 42161,
        destinationChainId: 2741,
        destinationDomainId: 2741,
      },
      tx,
    );
  }
  yoga = createYoga({ schema: indexerSchema(db), plugins: [depthLimitPlugin], logging: false });
});

afterAll(async () => {
  await db?.close();
});

async function query(text: string) {
  const response = await yoga.fetch('http://indexer/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: text }),
  });
  return (await response.json()) as { data?: { message_view: { nonce: number }[] }; errors?: { message: string }[] };
}

describe('the indexer answers bounded queries', () => {
  it(`gives at most ${MAX_ROWS} rows, whatever limit is asked (or none)`, async () => {
    for (const limit of ['(limit: 100000)', '(limit: 101)', '']) {
      const answer = await query(`{ message_view${limit} { nonce } }`);
      expect(answer.data?.message_view, limit).toHaveLength(MAX_ROWS);
    }
    expect((await query('{ message_view(limit: 5, offset: 110) { nonce } }')).data?.message_view).toHaveLength(5);
    expect((await query('{ message_view(limit: -1) { nonce } }')).data?.message_view).toHaveLength(0);
  });

  it(`refuses a query nested deeper than ${MAX_QUERY_DEPTH}, fragments and inline fragments included`, async () => {
    const ofTypes = (n: number) => `${'ofType { '.repeat(n)}name${' }'.repeat(n)}`;
    // __schema, types, fields, type: four levels before the ofType chain.
    expect((await query(`{ __schema { types { fields { type { ${ofTypes(2)} } } } } }`)).errors).toHaveLength(1);
    expect((await query(`{ __schema { types { fields { type { ${ofTypes(1)} } } } } }`)).errors).toBeUndefined();
    const viaFragments = `
      query { __schema { ...Types } }
      fragment Types on __Schema { types { ... on __Type { fields { ...Deep } } } }
      fragment Deep on __Field { type { ${ofTypes(2)} } }`;
    expect((await query(viaFragments)).errors?.map((e) => e.message)).toEqual([
      `The query is nested ${MAX_QUERY_DEPTH + 1} levels deep; the indexer answers at most ${MAX_QUERY_DEPTH}`,
    ]);
  });

  it('still rejects a fragment cycle as GraphQL does, without looping', async () => {
    const cycle = `
      query { __schema { types { ...A } } }
      fragment A on __Type { ofType { ...B } }
      fragment B on __Type { ofType { ...A } }`;
    expect((await query(cycle)).errors?.length).toBeGreaterThan(0);
  });
});
