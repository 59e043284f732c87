// Finished tables of every registered game for the replay tests: two server bots play a short game while a
// colyseus.js client watches, then the test reads the stored log and folds it with the engine itself.
import { replay, type AnyGame, type GameEvent, type Viewer } from '../../shared/core/index.js';
import { shortOptionsOf } from '../../shared/games/meta.js';
import type { RunningServer } from '../../server/app.js';
import { createTable, readStoredTable, waitFor, type Player, type StoredTable } from './helpers.js';

/** A finished table: its code, the watcher that saw it live, and its stored record. */
export interface FinishedTable {
  readonly tableId: string;
  readonly watcher: Player;
  readonly stored: StoredTable;
}

/** Two default bots play `game` to the end on `server` while a spectator (the creator) watches; its code and watcher. */
export async function botsFinish(
  server: RunningServer,
  game: AnyGame,
  ms = 90_000,
): Promise<{ tableId: string; watcher: Player }> {
  const seats = Array.from({ length: Math.max(2, game.minPlayers) }, () => ({ kind: 'bot' as const }));
  const watcher = await createTable(server, {
    game: game.id,
    options: shortOptionsOf(game.id), // each game's short game (shared/games/<id>/meta.ts)
    seats,
    name: 'Watcher',
  });
  await waitFor(() => watcher.state.phase === 'finished', `${game.id} bots finish`, ms);
  return { tableId: watcher.welcome!.tableId, watcher };
}

/** As botsFinish, with the table's stored record read from `dataDir`. */
export async function finishWithBots(
  server: RunningServer,
  dataDir: string,
  game: AnyGame,
  ms = 90_000,
): Promise<FinishedTable> {
  const { tableId, watcher } = await botsFinish(server, game, ms);
  return { tableId, watcher, stored: readStoredTable(dataDir, tableId) };
}

/** One position of the fold: the engine state and the events that led to it (none for the setup). */
export interface FoldedStep {
  readonly state: unknown;
  readonly events: readonly GameEvent[];
}

/** Folds a stored table with the engine: the state after setup and after each action (length = log + 1). */
export function foldStored(game: AnyGame, stored: StoredTable): FoldedStep[] {
  const steps: FoldedStep[] = [];
  const r = replay(
    game,
    { seed: stored.seed, players: stored.players, options: stored.options },
    stored.log,
    (events, _v, state) => steps.push({ state, events }),
  );
  if (!r.ok) throw new Error(`${game.id} log does not fold: ${r.error.code}`);
  return steps;
}

/** Whether `viewer` may learn an event, written out here from the rule (absent visibleTo: everybody). */
export function learns(e: GameEvent, viewer: Viewer): boolean {
  if (e.visibleTo === undefined || viewer.kind === 'broadcast') return true;
  return viewer.kind === 'seat' && e.visibleTo.includes(viewer.seat);
}
