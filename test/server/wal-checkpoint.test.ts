// The WAL's checkpoints run on a worker thread (server/wal-checkpointer.ts), never inside a commit on the event
// loop: the writing connection never checkpoints, and the worker copies the WAL into the database file.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointOffLoop } from '../../server/wal-checkpointer.js';
import { waitFor } from './helpers.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('WAL checkpoints off the event loop', () => {
  it('the writing connection never checkpoints; the worker moves the WAL into the database file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tavolo-wal-'));
    dirs.push(dir);
    const file = path.join(dir, 't.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (n INTEGER PRIMARY KEY, v TEXT NOT NULL)');
    const stop = checkpointOffLoop(db, file, 10);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const before = statSync(file).size;
    const insert = db.prepare('INSERT INTO t (n, v) VALUES (?, ?)');
    for (let n = 0; n < 2_000; n++) insert.run(n, 'x'.repeat(200));
    // Only a checkpoint writes the rows into the database file itself.
    await waitFor(() => statSync(file).size > before + 200_000, 'the worker to checkpoint the WAL');
    await stop();
    expect(db.prepare('SELECT COUNT(*) AS c FROM t').get()).toEqual({ c: 2_000 });
    db.close();
  });
});
