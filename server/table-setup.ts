// Making a table from a creator's untrusted CreateOptions, or loading one back from SQLite: validation and
// the first write, before any room state exists.
import { replay, type AnyGame, type GameEvent, type Result } from '../shared/core/index.js';
import { fail, ok } from '../shared/core/index.js';
import { findGame } from '../shared/games/index.js';
import { isTableCode, makeSeed, makeTableCode } from './ids.js';
import { parseSeatPlan } from './seats.js';
import type { LoggedAction, Store, TableRecord } from './store.js';
import { TABLE_ERRORS } from './table-errors.js';

/** A table ready to host: its record, its engine, the engine state after the log, and the log length. */
export interface LoadedTable {
  readonly record: TableRecord;
  readonly game: AnyGame;
  readonly engineState: unknown;
  readonly version: number;
  /** The events of every action so far, by version: a client joining mid-game catches up on the log. */
  readonly history: readonly { version: number; events: GameEvent[] }[];
}

/** Picks an unused code: never one stored before, never one a live room holds. */
function freshCode(store: Store, isLive: (id: string) => boolean): string {
  for (let i = 0; i < 100; i++) {
    const code = makeTableCode();
    if (!store.exists(code) && !isLive(code)) return code;
  }
  throw new Error('freshCode: no free table code after 100 tries');
}

/**
 * Validates CreateOptions (game, options, seats, broadcast), draws the seed and the code, runs setup, and
 * stores the table row: the row is on disk before the room exists.
 */
export function createTable(store: Store, input: unknown, isLive: (id: string) => boolean, now: number): Result<LoadedTable> {
  const o = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const game = findGame(o.game);
  if (!game) return fail(TABLE_ERRORS.unknownGame.code, TABLE_ERRORS.unknownGame.message);
  const options = game.parseOptions(o.options === undefined ? game.defaultOptions : o.options);
  if (!options.ok) return options;
  const seats = parseSeatPlan(game, o.seats);
  if (!seats.ok) return seats;
  const seed = makeSeed();
  const start = game.setup({ seed, players: seats.value.length, options: options.value });
  if (!start.ok) return start;
  const record: TableRecord = {
    id: freshCode(store, isLive),
    game: game.id,
    options: options.value,
    seats: seats.value,
    seed,
    broadcast: o.broadcast === true,
    createdAt: now,
    finishedAt: null,
  };
  store.insertTable(record);
  return ok({ record, game, engineState: start.value, version: 0, history: [] });
}

/** Loads a stored table and rebuilds its engine state by replaying the log from its seed. */
export function loadTable(store: Store, id: string): Result<LoadedTable & { log: LoggedAction[] }> {
  const record = isTableCode(id) ? store.getTable(id) : undefined;
  if (!record) return fail('table/not-found', `No table ${String(id)}.`);
  const game = findGame(record.game);
  if (!game) return fail(TABLE_ERRORS.unknownGame.code, `Table ${id} is of unknown game ${record.game}.`);
  const log = store.loadLog(id);
  const history: { version: number; events: GameEvent[] }[] = [];
  const state = replay(game, { seed: record.seed, players: record.seats.length, options: record.options }, log, (events, version) => {
    if (version > 0) history.push({ version, events });
  });
  if (!state.ok) return state;
  return ok({ record, game, engineState: state.value, version: log.length, log, history });
}
