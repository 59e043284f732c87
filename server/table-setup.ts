// Making a table from a creator's untrusted CreateOptions, or loading one back from SQLite: validation and
// the first write, before any room state exists; then each accepted action's write, before the room changes.
import {
  replay,
  type AnyGame,
  type GameEvent,
  type Outcome,
  type Result,
  type Seat,
  type Seed,
} from '../shared/core/index.js';
import { fail, ok } from '../shared/core/index.js';
import { findGame } from '../shared/games/index.js';
import { parseAllowSpectators, parseFeedDelay, feedWindowStart } from './feed.js';
import type { FeedStep } from './feed-stream.js';
import { parseBotPace } from './bot-pace.js';
import { parseCreatorSecret, type PendingCreator } from './creator.js';
import { hashSeatKey, isTableCode, makeSeatKey, makeSeed, makeTableCode } from './ids.js';
import { parseSeatPlan } from './seats.js';
import type { LogRun } from './log-run.js';
import type { QueueRecord } from '../shared/queue.js';
import { isRated } from '../shared/players.js';
import type { ResultRow } from './action-rows.js';
import { StoreWriteError, type LoggedAction, type Store, type StoredSeat, type TableRecord } from './store.js';
import { TABLE_ERRORS } from './table-errors.js';

/** A table ready to host: its record, its engine, the engine state after the log, and the log length. */
export interface LoadedTable {
  readonly record: TableRecord;
  readonly game: AnyGame;
  readonly engineState: unknown;
  /** The table's version: how many actions were accepted (the log may keep fewer rows: server/store.ts). */
  readonly version: number;
  /** The events of every action so far, by version: a client joining mid-game catches up on the log. */
  readonly history: readonly { version: number; events: GameEvent[] }[];
  /** `acceptedAt[v]`: when version v was reached (index 0: the table's creation), for the feed's clock. */
  readonly acceptedAt: readonly number[];
  /** The versions the delayed feed may still have to show, from its window start (server/feed.ts) on. */
  readonly feedSteps: readonly FeedStep[];
  /**
   * The creator a table just created waits for (its secret's hash and the feed key to send it, server/creator.ts);
   * null when loaded, or created without a creator secret (then nobody gets the feed key).
   */
  readonly creator: PendingCreator | null;
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
 * Validates CreateOptions (game, options, seats, feedDelay, spectators, botPace, creatorSecret), draws the seed, the
 * code and the feed key (only for a creator who sent a secret), runs setup, and stores the table row: the row is on
 * disk before the room exists.
 */
export function createTable(
  store: Store,
  input: unknown,
  isLive: (id: string) => boolean,
  now: number,
  seeds: () => Seed = makeSeed,
): Result<LoadedTable> {
  const o = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const game = findGame(o.game);
  if (!game) return fail(TABLE_ERRORS.unknownGame.code, TABLE_ERRORS.unknownGame.message);
  const options = game.parseOptions(o.options === undefined ? game.defaultOptions : o.options);
  if (!options.ok) return options;
  const seats = parseSeatPlan(game, o.seats);
  if (!seats.ok) return seats;
  const feedDelay = parseFeedDelay(o.feedDelay);
  if (!feedDelay.ok) return feedDelay;
  const allowSpectators = parseAllowSpectators(o.spectators);
  if (!allowSpectators.ok) return allowSpectators;
  const botPace = parseBotPace(o.botPace);
  if (!botPace.ok) return botPace;
  const secretHash = parseCreatorSecret(o.creatorSecret);
  if (!secretHash.ok) return secretHash;
  const feedKey = secretHash.value === null ? null : makeSeatKey();
  const seed = seeds();
  const start = game.setup({ seed, players: seats.value.length, options: options.value });
  if (!start.ok) return start;
  const record: TableRecord = {
    id: freshCode(store, isLive),
    game: game.id,
    options: options.value,
    seats: seats.value,
    seed,
    feedDelay: feedDelay.value,
    allowSpectators: allowSpectators.value,
    feedKeyHash: feedKey === null ? null : hashSeatKey(feedKey),
    createdAt: now,
    finishedAt: null,
    botPace: botPace.value,
    botsPaused: false,
  };
  try {
    store.insertTable(record);
  } catch (e) {
    if (!(e instanceof StoreWriteError)) throw e;
    return fail(TABLE_ERRORS.storeUnavailable.code, TABLE_ERRORS.storeUnavailable.message);
  }
  const feedSteps: FeedStep[] = [{ version: 0, at: now, state: start.value, events: [] }];
  const creator = secretHash.value === null || feedKey === null ? null : { secretHash: secretHash.value, feedKey };
  return ok({ record, game, engineState: start.value, version: 0, history: [], acceptedAt: [now], feedSteps, creator });
}

/**
 * The next match of a challenger queue (shared/queue.ts): a new table with the same game, options and settings as
 * `record` (its feed key too, so the streamer's feed link carries on; its creator is the creator's browser,
 * `creatorOf` its hash at the new code), a new seed, the
 * `seats` given (each challenger's held for his player key) and the queue moved on with it. Stored before anyone is
 * sent there; its room opens when the first of them arrives.
 */
export function nextTable(
  store: Store,
  record: TableRecord,
  seats: readonly StoredSeat[],
  queue: QueueRecord,
  creatorOf: (id: string) => string | null,
  isLive: (id: string) => boolean,
  now: number,
  seeds: () => Seed = makeSeed,
): Result<string> {
  const game = findGame(record.game);
  if (!game) return fail(TABLE_ERRORS.unknownGame.code, TABLE_ERRORS.unknownGame.message);
  const seed = seeds();
  const start = game.setup({ seed, players: seats.length, options: record.options });
  if (!start.ok) return start;
  const id = freshCode(store, isLive);
  const next: TableRecord = {
    ...record,
    id,
    creatorHash: creatorOf(id),
    seats,
    seed,
    createdAt: now,
    finishedAt: null,
    botsPaused: false,
    queue,
  };
  try {
    store.insertTable(next);
  } catch (e) {
    if (!(e instanceof StoreWriteError)) throw e;
    return fail(TABLE_ERRORS.storeUnavailable.code, TABLE_ERRORS.storeUnavailable.message);
  }
  return ok(next.id);
}

/**
 * When each version was reached (index 0: the table's creation) from the kept log: a version whose row a later
 * latest-state action replaced (server/store.ts) takes the time of the next kept row, so that it falls due with it.
 */
function acceptanceTimes(createdAt: number, log: readonly LoggedAction[]): number[] {
  const acceptedAt = [createdAt];
  for (const a of log) while (acceptedAt.length <= a.n + 1) acceptedAt.push(a.at);
  return acceptedAt;
}

/**
 * Loads a stored table and rebuilds its engine state by replaying the log from its seed, keeping the states
 * the delayed feed may still show at `now` (those accepted in the last FEED_DELAY_MAX, and the one before). The
 * version is the last row's number + 1, the one the clients saw, even where latest-state rows were replaced; a
 * replaced version's feed step shows the state before it (it falls due with the next kept one, server/feed.ts).
 */
export function loadTable(store: Store, id: string, now: number): Result<LoadedTable & { log: LoggedAction[] }> {
  const record = isTableCode(id) ? store.getTable(id) : undefined;
  if (!record) return fail('table/not-found', `No table ${String(id)}.`);
  const game = findGame(record.game);
  if (!game) return fail(TABLE_ERRORS.unknownGame.code, `Table ${id} is of unknown game ${record.game}.`);
  const log = store.loadLog(id);
  const acceptedAt = acceptanceTimes(record.createdAt, log);
  const windowStart = feedWindowStart(acceptedAt, now);
  const history: { version: number; events: GameEvent[] }[] = [];
  const feedSteps: FeedStep[] = [];
  let previous = { version: 0, state: null as unknown };
  const state = replay(
    game,
    { seed: record.seed, players: record.seats.length, options: record.options },
    log,
    (events, step, s) => {
      // Entry `step - 1` made version n + 1; the versions it skips were replaced latest-state edits (no events).
      const version = step === 0 ? 0 : log[step - 1]!.n + 1;
      if (version > 0) history.push({ version, events });
      for (let v = Math.max(previous.version + 1, windowStart); v < version; v++)
        feedSteps.push({ version: v, at: acceptedAt[v]!, state: previous.state, events: [] });
      if (version >= windowStart) feedSteps.push({ version, at: acceptedAt[version]!, state: s, events });
      previous = { version, state: s };
    },
  );
  if (!state.ok) return state;
  return ok({
    record,
    game,
    engineState: state.value,
    version: acceptedAt.length - 1,
    log,
    history,
    acceptedAt,
    feedSteps,
    creator: null,
  });
}

/**
 * Writes accepted action `version` (and, with it, the game's end or a rematch's start, from the engine states
 * `before` and `after`), as a latest-state edit or a folding action when it is one (`run`: the table's trailing
 * run, server/log-run.ts). An action that ends a match is stored with its result (`seats`: who sat where, for the
 * players' games and the ratings). `done` gets null once it is on disk (off the event loop when the store's writer
 * thread runs: server/store-writer.ts), or the StoreWriteError when the store cannot write (nothing was written).
 */
export function storeAction(
  store: Store,
  game: AnyGame,
  id: string,
  version: number,
  seat: Seat,
  action: unknown,
  at: { before: unknown; after: unknown; now: number },
  seats: readonly StoredSeat[],
  run: LogRun,
  done: (error: StoreWriteError | null) => void,
): void {
  const wasOver = Boolean(game.outcome(at.before));
  const outcome = game.outcome(at.after);
  const finished = wasOver === Boolean(outcome) ? undefined : outcome ? at.now : null;
  const mode = run.mode(game, seat, action, at.after);
  const result = finished && outcome ? resultRow(game.id, seats, outcome) : undefined;
  const accepted = {
    id,
    n: version,
    seat,
    action,
    at: at.now,
    finished,
    latest: mode.latest,
    replace: mode.replace,
    ...(result ? { result } : {}),
  };
  store.queueAction(accepted, (error) => {
    if (!error) run.written(game, seat, action, mode, at.after);
    done(error);
  });
}

/** A match's end as stored: rated when every seat is a different human who sent a player key (isRated). */
export function resultRow(game: string, seats: readonly StoredSeat[], outcome: Outcome): ResultRow {
  const players = seats.map((s) => (s.kind === 'human' && s.playerHash ? s.playerHash : ''));
  return {
    game,
    seats: seats.map((s) => ({ name: s.name, kind: s.kind })),
    outcome: { scores: outcome.scores, winners: outcome.winners, draw: outcome.draw },
    players,
    rated: isRated(players),
  };
}
