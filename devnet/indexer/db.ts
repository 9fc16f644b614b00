/**
 * The devnet indexer's store: an in-memory PostgreSQL (PGlite) shaped like the Hyperlane scraper's, with a
 * `message_view` carrying every field of the bridge deposit message (docs/services.md). In memory on purpose:
 * every devnet start reloads the chains from the same saved state, so the index starts empty with them.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const SCHEMA = `
  CREATE TABLE tx (
    id SERIAL PRIMARY KEY,
    chain_id INTEGER NOT NULL,
    hash BYTEA NOT NULL,
    sender BYTEA NOT NULL,
    recipient BYTEA,
    block_number BIGINT NOT NULL,
    timestamp TIMESTAMP NOT NULL,
    UNIQUE (chain_id, hash)
  );
  CREATE TABLE message (
    id SERIAL PRIMARY KEY,
    msg_id BYTEA NOT NULL,
    nonce INTEGER NOT NULL,
    sender BYTEA NOT NULL,
    recipient BYTEA NOT NULL,
    origin_chain_id INTEGER NOT NULL,
    origin_domain_id INTEGER NOT NULL,
    destination_chain_id INTEGER NOT NULL,
    destination_domain_id INTEGER NOT NULL,
    origin_tx_id INTEGER NOT NULL REFERENCES tx (id),
    UNIQUE (origin_domain_id, msg_id)
  );
  CREATE TABLE delivered_message (
    id SERIAL PRIMARY KEY,
    msg_id BYTEA NOT NULL,
    domain_id INTEGER NOT NULL,
    destination_mailbox BYTEA NOT NULL,
    destination_tx_id INTEGER NOT NULL REFERENCES tx (id),
    UNIQUE (domain_id, msg_id)
  );
  CREATE VIEW message_view AS
    SELECT
      m.id,
      m.msg_id,
      m.nonce,
      m.sender,
      m.recipient,
      d.id IS NOT NULL AS is_delivered,
      ot.timestamp AS send_occurred_at,
      dt.timestamp AS delivery_occurred_at,
      dt.timestamp - ot.timestamp AS delivery_latency,
      m.origin_chain_id,
      m.origin_domain_id,
      m.origin_tx_id,
      ot.hash AS origin_tx_hash,
      ot.sender AS origin_tx_sender,
      m.destination_chain_id,
      m.destination_domain_id,
      d.destination_mailbox,
      d.destination_tx_id,
      dt.hash AS destination_tx_hash,
      dt.sender AS destination_tx_sender,
      dt.recipient AS destination_tx_recipient
    FROM message m
    JOIN tx ot ON ot.id = m.origin_tx_id
    LEFT JOIN delivered_message d ON d.msg_id = m.msg_id AND d.domain_id = m.destination_domain_id
    LEFT JOIN tx dt ON dt.id = d.destination_tx_id;
`;

export interface TxRecord {
  readonly chainId: number;
  readonly hash: Uint8Array;
  readonly sender: Uint8Array;
  readonly recipient: Uint8Array | null;
  readonly blockNumber: bigint;
  readonly timestamp: Date;
}

export interface DispatchRecord {
  readonly msgId: Uint8Array;
  readonly nonce: number;
  readonly sender: Uint8Array;
  readonly recipient: Uint8Array;
  readonly originChainId: number;
  readonly originDomainId: number;
  readonly destinationChainId: number;
  readonly destinationDomainId: number;
}

export class IndexerDb {
  private constructor(readonly pg: PGlite) {}

  /**
   * An empty index. With `savedDir`, the empty database is loaded from the copy saved there: creating one
   * (PostgreSQL's initdb) takes seconds of CPU, loading one about a second (docs/performance.md). The
   * first open saves it; a copy that no longer loads is made again.
   */
  static async open(options: { readonly savedDir?: string } = {}): Promise<IndexerDb> {
    const saved = options.savedDir
      ? path.join(options.savedDir, `indexer-${createHash('sha256').update(SCHEMA).digest('hex').slice(0, 16)}.tar.gz`)
      : undefined;
    if (saved && existsSync(saved)) {
      try {
        const pg = new PGlite({ loadDataDir: new Blob([await readFile(saved)]) });
        await pg.query('SELECT 1 FROM message_view LIMIT 0');
        return new IndexerDb(pg);
      } catch {
        // Saved by another PGlite, or cut short: made again below.
      }
    }
    const pg = new PGlite();
    await pg.exec(SCHEMA);
    if (saved) {
      const dump = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
      await mkdir(path.dirname(saved), { recursive: true });
      const temporary = `${saved}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, dump);
      await rename(temporary, saved);
    }
    return new IndexerDb(pg);
  }

  private async txId(tx: TxRecord): Promise<number> {
    const result = await this.pg.query<{ id: number }>(
      `INSERT INTO tx (chain_id, hash, sender, recipient, block_number, timestamp)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (chain_id, hash) DO UPDATE SET hash = EXCLUDED.hash
       RETURNING id`,
      [
        tx.chainId,
        tx.hash,
        tx.sender,
        tx.recipient,
        tx.blockNumber.toString(),
        tx.timestamp.toISOString().slice(0, -1),
      ],
    );
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('tx insert returned no id');
    return id;
  }

  async addDispatch(message: DispatchRecord, tx: TxRecord): Promise<void> {
    const originTxId = await this.txId(tx);
    await this.pg.query(
      `INSERT INTO message (msg_id, nonce, sender, recipient, origin_chain_id, origin_domain_id,
                            destination_chain_id, destination_domain_id, origin_tx_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (origin_domain_id, msg_id) DO NOTHING`,
      [
        message.msgId,
        message.nonce,
        message.sender,
        message.recipient,
        message.originChainId,
        message.originDomainId,
        message.destinationChainId,
        message.destinationDomainId,
        originTxId,
      ],
    );
  }

  /**
   * A message `mailbox`, the followed Mailbox of the chain of `domainId`, processed: as the Hyperlane scraper
   * stores a delivery, under the Mailbox it follows (docs/explorer.md, "The devnet indexer").
   */
  async addDelivery(msgId: Uint8Array, domainId: number, mailbox: Uint8Array, tx: TxRecord): Promise<void> {
    const destinationTxId = await this.txId(tx);
    await this.pg.query(
      `INSERT INTO delivered_message (msg_id, domain_id, destination_mailbox, destination_tx_id)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (domain_id, msg_id) DO NOTHING`,
      [msgId, domainId, mailbox, destinationTxId],
    );
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
