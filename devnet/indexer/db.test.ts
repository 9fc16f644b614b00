import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexerDb } from './db';

let dir: string;
const savedCopies = async () => (await readdir(dir)).filter((file) => file.endsWith('.tar.gz'));
const messages = async (db: IndexerDb) => (await db.pg.query('SELECT count(*)::int AS n FROM message_view')).rows;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'indexer-db-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('IndexerDb.open with a saved directory', () => {
  it('saves the empty database once, loads it on the next open, and makes it again when the copy is broken', async () => {
    const made = await IndexerDb.open({ savedDir: dir });
    expect(await messages(made)).toEqual([{ n: 0 }]);
    await made.close();
    const [saved, ...others] = await savedCopies();
    expect(saved).toMatch(/^indexer-[0-9a-f]{16}\.tar\.gz$/);
    expect(others).toEqual([]);

    const file = path.join(dir, saved as string);
    const first = await stat(file);

    // Loaded, not made again: the saved copy is left as it was.
    const loaded = await IndexerDb.open({ savedDir: dir });
    expect(await messages(loaded)).toEqual([{ n: 0 }]);
    await loaded.close();
    expect((await stat(file)).mtimeMs).toBe(first.mtimeMs);

    await writeFile(file, 'not a database');
    const remade = await IndexerDb.open({ savedDir: dir });
    expect(await messages(remade)).toEqual([{ n: 0 }]);
    await remade.close();
    expect((await stat(file)).size).toBeGreaterThan(1000);
    const reloaded = await IndexerDb.open({ savedDir: dir });
    expect(await messages(reloaded)).toEqual([{ n: 0 }]);
    await reloaded.close();
  }, 120_000);
});
