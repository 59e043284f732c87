// An SQLite file written before the feed existed (a `broadcast` column, no feed columns) opens, gains the new
// columns, and its tables come back with the defaults: a two-minute feed nobody holds a key to, spectators
// allowed, and a former broadcast table shows its spectators only the public view.
import Database from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DB_FILE, Store } from '../../server/store.js';
import { boot, joinTable, makeDataDir, removeDataDir, waitFor } from './helpers.js';

/** The tables schema as the first release wrote it. */
const OLD_SCHEMA = `
CREATE TABLE tables (
  id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seats TEXT NOT NULL, seed TEXT NOT NULL,
  broadcast INTEGER NOT NULL, created_at INTEGER NOT NULL, finished_at INTEGER
);
CREATE TABLE actions (
  table_id TEXT NOT NULL REFERENCES tables(id), n INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL,
  at INTEGER NOT NULL, PRIMARY KEY (table_id, n)
) WITHOUT ROWID;
`;

/** Writes an old-format file holding one unfinished two-human Masterdice broadcast table, both seats taken. */
function writeOldFile(dataDir: string, id: string): void {
  const db = new Database(path.join(dataDir, DB_FILE));
  db.exec(OLD_SCHEMA);
  const seats = [
    { kind: 'human', name: 'Anna', botId: '', keyHash: 'a'.repeat(64) },
    { kind: 'human', name: 'Bruno', botId: '', keyHash: 'b'.repeat(64) },
  ];
  db.prepare('INSERT INTO tables VALUES (?, ?, ?, ?, ?, 1, ?, NULL)').run(
    id,
    'masterdice',
    '{"games":2,"aid":false}',
    JSON.stringify(seats),
    '[11,22,33,44]',
    1000,
  );
  db.close();
}

describe('an SQLite file from before the feed', () => {
  it('gains the new columns; its table reads with a two-minute feed, no feed key, spectators allowed', () => {
    const dataDir = makeDataDir();
    try {
      writeOldFile(dataDir, 'HWDTB2');
      const store = new Store(dataDir);
      const t = store.getTable('HWDTB2')!;
      expect(t).toMatchObject({ feedDelay: 120, allowSpectators: true, feedKeyHash: null });
      // Made before bot paces: the bots play at the normal pace, not paused.
      expect(t).toMatchObject({ botPace: 'normal', botsPaused: false });
      // Made before table talk: open chat, the spectators' channel read by the players after the game, no creator
      // known, no line nor mute (issue 29).
      expect(t).toMatchObject({ talk: { chat: true, spectators: 'after' }, creatorHash: null });
      expect(store.talk.lastNumbers('HWDTB2')).toEqual({ players: 0, spectators: 0 });
      expect(store.talk.mutes('HWDTB2')).toEqual([]);
      expect('broadcast' in t).toBe(false);
      // A new table goes into the old file (its NOT NULL broadcast column gets 0).
      store.insertTable({ ...t, id: 'NEWTB3', feedDelay: 0, allowSpectators: false, feedKeyHash: 'c'.repeat(64) });
      expect(store.getTable('NEWTB3')).toMatchObject({
        feedDelay: 0,
        allowSpectators: false,
        feedKeyHash: 'c'.repeat(64),
      });
      store.close();
      // Opening it again changes nothing more.
      const again = new Store(dataDir);
      expect(again.getTable('NEWTB3')!.feedDelay).toBe(0);
      again.close();
    } finally {
      removeDataDir(dataDir);
    }
  });

  it('a former broadcast table comes back at a restart and its spectators see only the public view', async () => {
    const dataDir = makeDataDir();
    try {
      writeOldFile(dataDir, 'HWDTB2');
      const server = await boot(dataDir, { diceWorkers: 0 });
      try {
        expect(server.restored).toContain('HWDTB2');
        const s = await joinTable(server, 'HWDTB2', { seat: 'spectate' });
        await waitFor(() => s.state.seats?.length === 2, 'the state');
        expect(s.viewKeys()).toEqual(['spectator']);
        expect(s.state.feedDelay).toBe(120);
        expect([s.state.botPace, s.state.botsPaused]).toEqual(['normal', false]);
        // No feed key opens a table made before the feed.
        await expect(joinTable(server, 'HWDTB2', { feedKey: '' })).rejects.toThrow(/table\/bad-feed-key/);
        await s.room.leave();
      } finally {
        await server.stop();
      }
    } finally {
      removeDataDir(dataDir);
    }
  });
});
