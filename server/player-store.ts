// A returning player's rows in SQLite (issue 31): which tables each player key's hash sits at (`player_tables`,
// written with the seats), the games it finished (`player_games`, written with the action that ended each, beside
// the match's `results` row: server/action-rows.ts), and the rated results the ratings fold. The tables live in the
// store's file (server/store.ts creates them). Only hashes of player keys are kept; no answer built here holds one.
import type Database from 'better-sqlite3';
import type { Outcome, Seat } from '../shared/core/index.js';
import {
  GAMES_PAGE_SIZE,
  PLAYER_TABLES_LIMIT,
  resultFor,
  type PlayerGame,
  type PlayerGamesResponse,
  type PlayerSeat,
  type PlayerTable,
} from '../shared/players.js';
import type { RatedResult } from './ratings.js';
import { isOccupied } from './seats.js';
import type { StoredSeat } from './store.js';

interface ResultRowRead {
  table_id: string;
  n: number;
  game: string;
  at: number;
  seats: string;
  outcome: string;
  players: string;
  rated: number;
}

/** A "Your games" cursor: `<at>.<tableId>.<n>` of the last game of the page before. */
const CURSOR = /^(\d{1,15})\.([A-Z0-9]{1,12})\.(\d{1,9})$/;

/** The seats a page may show: names and kinds only. */
const publicSeats = (seats: readonly { name: string; kind: 'human' | 'bot' }[]): PlayerSeat[] =>
  seats.map((s) => ({ name: s.name, kind: s.kind === 'bot' ? 'bot' : 'human' }));

/** The player statements of one store (Store#players). */
export class PlayerStore {
  private readonly linkStmt: Database.Statement;
  private readonly tablesStmt: Database.Statement;
  private readonly gamesStmt: Database.Statement;
  private readonly countStmt: Database.Statement;
  private readonly ratedStmt: Database.Statement;
  private readonly stepsStmt: Database.Statement;

  constructor(db: Database.Database) {
    this.linkStmt = db.prepare('INSERT OR IGNORE INTO player_tables (player, table_id, seat) VALUES (?, ?, ?)');
    this.tablesStmt = db.prepare(
      'SELECT t.id AS id, t.game AS game, t.seats AS seats, t.created_at AS created_at, p.seat AS seat ' +
        'FROM player_tables p JOIN tables t ON t.id = p.table_id ' +
        'WHERE p.player = ? AND t.finished_at IS NULL ORDER BY t.created_at DESC LIMIT ?',
    );
    this.gamesStmt = db.prepare(
      'SELECT g.seat AS seat, r.* FROM player_games g JOIN results r ON r.table_id = g.table_id AND r.n = g.n ' +
        'WHERE g.player = ? AND (g.at, g.table_id, g.n) < (?, ?, ?) ' +
        'ORDER BY g.at DESC, g.table_id DESC, g.n DESC LIMIT ?',
    );
    this.countStmt = db.prepare('SELECT COUNT(*) AS c FROM player_games WHERE player = ?');
    this.ratedStmt = db.prepare(
      'SELECT table_id, n, game, at, seats, outcome, players FROM results WHERE rated = 1 ORDER BY at, table_id, n',
    );
    // The replay's frames up to an action: one per kept row, a latest-state edit only when it is that action.
    this.stepsStmt = db.prepare(
      'SELECT COUNT(*) AS c FROM actions WHERE table_id = ? AND n <= ? AND (latest IS NULL OR n = ?)',
    );
  }

  /** Notes the players of a table's seats (in the transaction that stores the seats). */
  link(tableId: string, seats: readonly StoredSeat[]): void {
    seats.forEach((s, seat) => {
      if (s.playerHash) this.linkStmt.run(s.playerHash, tableId, seat);
    });
  }

  /** The tables a player sits at that are not over, newest first. */
  tables(player: string): PlayerTable[] {
    const rows = this.tablesStmt.all(player, PLAYER_TABLES_LIMIT) as {
      id: string;
      game: string;
      seats: string;
      created_at: number;
      seat: number;
    }[];
    return rows.map((r) => {
      const seats = JSON.parse(r.seats) as StoredSeat[];
      return {
        tableId: r.id,
        game: r.game,
        seat: r.seat,
        seats: publicSeats(seats),
        phase: seats.every(isOccupied) ? 'playing' : 'waiting',
        createdAt: r.created_at,
      };
    });
  }

  /** One page of a player's finished games, newest first, after `before` (a cursor; null: the first page). */
  games(player: string, before: string | null): PlayerGamesResponse | null {
    let from: [number, string, number] = [Number.MAX_SAFE_INTEGER, '', 0];
    if (before !== null) {
      const m = CURSOR.exec(before);
      if (!m) return null;
      from = [Number(m[1]), m[2]!, Number(m[3])];
    }
    const rows = this.gamesStmt.all(player, ...from, GAMES_PAGE_SIZE + 1) as (ResultRowRead & { seat: Seat })[];
    const page = rows.slice(0, GAMES_PAGE_SIZE);
    const games = page.map((r): PlayerGame => {
      const outcome = JSON.parse(r.outcome) as Outcome;
      return {
        tableId: r.table_id,
        game: r.game,
        finishedAt: r.at,
        seat: r.seat,
        seats: publicSeats(JSON.parse(r.seats) as PlayerSeat[]),
        scores: outcome.scores,
        result: resultFor(outcome, r.seat),
        rated: r.rated === 1,
        replayAt: (this.stepsStmt.get(r.table_id, r.n, r.n) as { c: number }).c,
      };
    });
    const last = page.at(-1);
    return {
      games,
      next: rows.length > GAMES_PAGE_SIZE && last ? `${last.at}.${last.table_id}.${last.n}` : null,
      total: (this.countStmt.get(player) as { c: number }).c,
    };
  }

  /** Every rated result, in the ratings' order. */
  ratedResults(): RatedResult[] {
    return (this.ratedStmt.all() as Omit<ResultRowRead, 'rated'>[]).map((r) => ({
      tableId: r.table_id,
      n: r.n,
      game: r.game,
      at: r.at,
      players: JSON.parse(r.players) as string[],
      names: (JSON.parse(r.seats) as PlayerSeat[]).map((s) => s.name),
      outcome: JSON.parse(r.outcome) as Outcome,
    }));
  }
}
