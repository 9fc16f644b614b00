/**
 * The indexer's GraphQL API: the part of Hasura's `message_view` API the app uses (`where` with `_eq`,
 * `_in`, `_and`; `order_by`; `limit`; `offset`; the `@cached` directive), with Hasura's value formats:
 * bytea as `\x` + lowercase hex, timestamps without a zone, intervals as Postgres prints them.
 *
 * Like a Hasura role with a row limit, it answers at most MAX_ROWS rows (a larger or missing `limit` is
 * clamped to it), and it refuses queries nested deeper than MAX_QUERY_DEPTH, so one request cannot make
 * it read or build an unbounded answer.
 */
import {
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { createSchema, type Plugin } from 'graphql-yoga';
import type { IndexerDb } from './db';

const COLUMNS = {
  id: 'Int',
  msg_id: 'bytea',
  nonce: 'Int',
  sender: 'bytea',
  recipient: 'bytea',
  is_delivered: 'Boolean',
  send_occurred_at: 'timestamp',
  delivery_occurred_at: 'timestamp',
  delivery_latency: 'interval',
  origin_chain_id: 'bigint',
  origin_domain_id: 'Int',
  origin_tx_id: 'Int',
  origin_tx_hash: 'bytea',
  origin_tx_sender: 'bytea',
  destination_chain_id: 'bigint',
  destination_domain_id: 'Int',
  destination_mailbox: 'bytea',
  destination_tx_id: 'Int',
  destination_tx_hash: 'bytea',
  destination_tx_sender: 'bytea',
  destination_tx_recipient: 'bytea',
} as const;

type Column = keyof typeof COLUMNS;
const NOT_NULL = new Set<Column>([
  'id',
  'msg_id',
  'nonce',
  'sender',
  'recipient',
  'is_delivered',
  'send_occurred_at',
  'origin_chain_id',
  'origin_domain_id',
  'origin_tx_id',
  'origin_tx_hash',
  'origin_tx_sender',
  'destination_chain_id',
  'destination_domain_id',
]);

const comparisonTypes = [...new Set(Object.values(COLUMNS))];

const typeDefs = /* GraphQL */ `
  scalar bytea
  scalar bigint
  scalar timestamp
  scalar interval
  directive @cached(ttl: Int, refresh: Boolean) on QUERY
  enum order_by { asc asc_nulls_first asc_nulls_last desc desc_nulls_first desc_nulls_last }
  ${comparisonTypes.map((t) => `input ${t}_comparison_exp { _eq: ${t} _neq: ${t} _in: [${t}!] _gt: ${t} _lt: ${t} _gte: ${t} _lte: ${t} _is_null: Boolean }`).join('\n  ')}
  input message_view_bool_exp {
    _and: [message_view_bool_exp!]
    _or: [message_view_bool_exp!]
    ${Object.entries(COLUMNS)
      .map(([c, t]) => `${c}: ${t}_comparison_exp`)
      .join('\n    ')}
  }
  input message_view_order_by { ${Object.keys(COLUMNS)
    .map((c) => `${c}: order_by`)
    .join(' ')} }
  type message_view { ${Object.entries(COLUMNS)
    .map(([c, t]) => `${c}: ${t}${NOT_NULL.has(c as Column) ? '!' : ''}`)
    .join(' ')} }
  type Query {
    message_view(where: message_view_bool_exp, order_by: [message_view_order_by!], limit: Int, offset: Int): [message_view!]!
  }
`;

export const MAX_ROWS = 100;
export const MAX_QUERY_DEPTH = 6;

/** The deepest field under `selections`, fragments included (each fragment once per path: cycles end). */
function depthOf(
  selections: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  entered: ReadonlySet<string>,
): number {
  let deepest = 0;
  for (const selection of selections?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, fragments, entered));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, entered));
    } else if (!entered.has(selection.name.value)) {
      const fragment = fragments.get(selection.name.value);
      deepest = Math.max(
        deepest,
        depthOf(fragment?.selectionSet, fragments, new Set([...entered, selection.name.value])),
      );
    }
  }
  return deepest;
}

function maxDepthRule(max: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, fragments, new Set());
        if (depth > max)
          context.reportError(
            new GraphQLError(`The query is nested ${depth} levels deep; the indexer answers at most ${max}`, {
              nodes: [operation],
            }),
          );
      },
    };
  };
}

/** Refuses queries nested deeper than MAX_QUERY_DEPTH before they run. */
export const depthLimitPlugin: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(maxDepthRule(MAX_QUERY_DEPTH)),
};

const OPERATORS: Record<string, string> = { _eq: '=', _neq: '<>', _gt: '>', _lt: '<', _gte: '>=', _lte: '<=' };

function sqlValue(column: Column, value: unknown): unknown {
  if (COLUMNS[column] !== 'bytea') return value;
  const text = String(value);
  if (!/^\\x[0-9a-fA-F]*$/.test(text)) throw new Error(`${column}: expected bytea as \\x followed by hex, got ${text}`);
  return Buffer.from(text.slice(2), 'hex');
}

function whereSql(where: Record<string, unknown> | undefined, params: unknown[]): string {
  if (!where) return 'TRUE';
  const parts: string[] = [];
  for (const [key, condition] of Object.entries(where)) {
    if (key === '_and' || key === '_or') {
      const inner = (condition as Record<string, unknown>[]).map((c) => `(${whereSql(c, params)})`);
      parts.push(inner.length ? inner.join(key === '_and' ? ' AND ' : ' OR ') : key === '_and' ? 'TRUE' : 'FALSE');
      continue;
    }
    const column = key as Column;
    for (const [op, value] of Object.entries(condition as Record<string, unknown>)) {
      if (op === '_is_null') {
        parts.push(`${column} IS ${value ? '' : 'NOT '}NULL`);
      } else if (op === '_in') {
        const list = (value as unknown[]).map((v) => {
          params.push(sqlValue(column, v));
          return `$${params.length}`;
        });
        parts.push(list.length ? `${column} IN (${list.join(', ')})` : 'FALSE');
      } else {
        params.push(sqlValue(column, value));
        parts.push(`${column} ${OPERATORS[op]} $${params.length}`);
      }
    }
  }
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

function orderSql(orderBy: Record<string, string>[] | undefined): string {
  const terms = (orderBy ?? []).flatMap((o) =>
    Object.entries(o).map(([column, direction]) => {
      const [dir, nulls] = direction.split('_nulls_');
      return `${column} ${dir === 'desc' ? 'DESC' : 'ASC'}${nulls ? ` NULLS ${nulls === 'first' ? 'FIRST' : 'LAST'}` : ''}`;
    }),
  );
  return terms.length ? `ORDER BY ${terms.join(', ')}` : '';
}

function formatRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (value instanceof Uint8Array) out[column] = `\\x${Buffer.from(value).toString('hex')}`;
    // Hasura prints `timestamp` (without time zone) without a zone.
    else if (value instanceof Date) out[column] = value.toISOString().slice(0, -1);
    else out[column] = value;
  }
  return out;
}

export function indexerSchema(db: IndexerDb) {
  return createSchema({
    typeDefs,
    resolvers: {
      Query: {
        async message_view(
          _: unknown,
          args: {
            where?: Record<string, unknown>;
            order_by?: Record<string, string>[];
            limit?: number;
            offset?: number;
          },
        ) {
          const params: unknown[] = [];
          const where = whereSql(args.where, params);
          const limit = `LIMIT ${Math.min(MAX_ROWS, Math.max(0, Math.floor(args.limit ?? MAX_ROWS)))}`;
          const offset = args.offset !== undefined ? `OFFSET ${Math.max(0, Math.floor(args.offset))}` : '';
          const sql = `SELECT * FROM message_view WHERE ${where} ${orderSql(args.order_by)} ${limit} ${offset}`;
          const result = await db.pg.query<Record<string, unknown>>(sql, params);
          return result.rows.map(formatRow);
        },
      },
    },
  });
}
