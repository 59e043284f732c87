// Table talk in SQLite (issue 29): each table's lines, numbered per channel, with a hash of their writer's person
// for the daily cap (never the raw browser id), and the authors each person muted there. The tables live in the
// store's file (server/store.ts creates them); every write goes through its `writing`, so a failure is a
// StoreWriteError and leaves the file unchanged.
import type Database from 'better-sqlite3';
import type { Seat } from '../shared/core/index.js';
import type { TalkChannel, TalkLine } from '../shared/talk.js';
import { writing } from './store.js';

interface LineRow {
  channel: string;
  n: number;
  kind: string;
  author: string;
  seat: number | null;
  name: string;
  text: string;
  at: number;
  version: number;
}

const LINE_COLUMNS = 'channel, n, kind, author, seat, name, text, at, version';

const lineOf = (r: LineRow): TalkLine => ({
  channel: r.channel === 'spectators' ? 'spectators' : 'players',
  n: r.n,
  kind: r.kind === 'reaction' ? 'reaction' : 'text',
  author: r.author,
  seat: r.seat as Seat | null,
  name: r.name,
  text: r.text,
  at: r.at,
  version: r.version,
});

/** The talk statements of one store (Store#talk). */
export class TalkStore {
  private readonly appendStmt: Database.Statement;
  private readonly lastStmt: Database.Statement;
  private readonly recentStmt: Database.Statement;
  private readonly charsStmt: Database.Statement;
  private readonly mutesStmt: Database.Statement;
  private readonly muteStmt: Database.Statement;
  private readonly unmuteStmt: Database.Statement;
  private readonly oldestStmt: Database.Statement;
  private readonly countStmt: Database.Statement;
  private readonly reactionsSinceStmt: Database.Statement;

  constructor(db: Database.Database) {
    this.appendStmt = db.prepare(
      `INSERT INTO talk (table_id, person, ${LINE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.lastStmt = db.prepare('SELECT channel, MAX(n) AS n FROM talk WHERE table_id = ? GROUP BY channel');
    // The newest lines of a channel without some authors (a JSON list), optionally only one kind ('' for any).
    this.recentStmt = db.prepare(
      `SELECT ${LINE_COLUMNS} FROM talk WHERE table_id = @id AND channel = @channel AND (@kind = '' OR kind = @kind) ` +
        'AND author NOT IN (SELECT value FROM json_each(@muted)) ORDER BY n DESC LIMIT @limit',
    );
    this.charsStmt = db.prepare(
      "SELECT COALESCE(SUM(length(text)), 0) AS chars FROM talk WHERE table_id = ? AND person = ? AND kind = 'text' AND at > ?",
    );
    this.mutesStmt = db.prepare('SELECT person, author FROM talk_mutes WHERE table_id = ?');
    this.muteStmt = db.prepare('INSERT OR IGNORE INTO talk_mutes (table_id, person, author) VALUES (?, ?, ?)');
    this.unmuteStmt = db.prepare('DELETE FROM talk_mutes WHERE table_id = ? AND person = ? AND author = ?');
    this.oldestStmt = db.prepare(`SELECT ${LINE_COLUMNS} FROM talk WHERE table_id = ? ORDER BY at, channel, n LIMIT ?`);
    this.countStmt = db.prepare('SELECT COUNT(*) AS count FROM talk WHERE table_id = ?');
    this.reactionsSinceStmt = db.prepare(
      `SELECT ${LINE_COLUMNS} FROM talk WHERE table_id = ? AND kind = 'reaction' AND at > ? ORDER BY at, channel, n`,
    );
  }

  /** Stores one accepted line; `person`: the hash of its writer's person (what the daily cap counts by). */
  append(tableId: string, person: string, line: TalkLine): void {
    writing(`store talk line ${line.channel} ${line.n} of ${tableId}`, () =>
      this.appendStmt.run(
        tableId,
        person,
        line.channel,
        line.n,
        line.kind,
        line.author,
        line.seat,
        line.name,
        line.text,
        line.at,
        line.version,
      ),
    );
  }

  /** The number of each channel's last line (0 for a channel without any): numbering goes on after a restart. */
  lastNumbers(tableId: string): Record<TalkChannel, number> {
    const last: Record<TalkChannel, number> = { players: 0, spectators: 0 };
    for (const r of this.lastStmt.all(tableId) as { channel: string; n: number }[])
      if (r.channel === 'players' || r.channel === 'spectators') last[r.channel] = r.n;
    return last;
  }

  /** The newest `limit` lines of a channel, oldest first, without those of `muted` authors (only reactions if asked). */
  recent(
    tableId: string,
    channel: TalkChannel,
    limit: number,
    muted: readonly string[],
    kind: TalkLine['kind'] | null = null,
  ): TalkLine[] {
    const rows = this.recentStmt.all({
      id: tableId,
      channel,
      kind: kind ?? '',
      muted: JSON.stringify(muted),
      limit,
    }) as LineRow[];
    return rows.reverse().map(lineOf);
  }

  /** Characters of text one person (its hash) wrote at a table after `since` (ms since the epoch). */
  charsSince(tableId: string, person: string, since: number): number {
    return (this.charsStmt.get(tableId, person, since) as { chars: number }).chars;
  }

  /** Every mute of a table: which person (its hash) hides which author. */
  mutes(tableId: string): { person: string; author: string }[] {
    return this.mutesStmt.all(tableId) as { person: string; author: string }[];
  }

  /** Stores that `person` hides (true) or shows again (false) `author`'s lines at a table. */
  setMute(tableId: string, person: string, author: string, muted: boolean): void {
    writing(`store a mute at ${tableId}`, () => (muted ? this.muteStmt : this.unmuteStmt).run(tableId, person, author));
  }

  /** The first `limit` lines of a table, both channels, oldest first (a replay's timeline). */
  oldest(tableId: string, limit: number): TalkLine[] {
    return (this.oldestStmt.all(tableId, limit) as LineRow[]).map(lineOf);
  }

  /** How many lines a table holds (a replay's cache key changes with it). */
  count(tableId: string): number {
    return (this.countStmt.get(tableId) as { count: number }).count;
  }

  /** The reactions written after `since`, oldest first (those the delayed feed has still to show after a restart). */
  reactionsSince(tableId: string, since: number): TalkLine[] {
    return (this.reactionsSinceStmt.all(tableId, since) as LineRow[]).map(lineOf);
  }
}
