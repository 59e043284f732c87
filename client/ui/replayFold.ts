// Folds a bare {seed, log} record with the engine (shared/core replay semantics, one state per step) into
// replay frames of broadcast views. Loaded only when the server sends such a record.
import type { GameEvent } from '../../shared/core/index.js';
import { findGame } from '../../shared/games/index.js';
import type { ReplayData, ReplayFrame, ReplayLog } from '../net/index.js';

/** The frames of a record, or a readable reason when the game is unknown or the setup fails. */
export function foldRecord(record: ReplayLog): ReplayData | string {
  const game = findGame(record.game);
  if (!game) return `unknown game '${record.game}'`;
  const parsed = game.parseOptions(record.options ?? game.defaultOptions);
  const options = parsed.ok ? parsed.value : game.defaultOptions;
  const start = game.setup({ seed: record.seed, players: record.seats.length, options });
  if (!start.ok) return start.error.message;
  let state: unknown = start.value;
  const frames: ReplayFrame[] = [{ seat: null, events: [], view: game.view(state, { kind: 'broadcast' }) }];
  for (const entry of record.log) {
    const action = game.parseAction(entry.action);
    const r = action.ok ? game.apply(state, entry.seat, action.value) : action;
    if (!r.ok) break; // a log that no longer replays stops here
    state = r.value.state;
    frames.push({ seat: entry.seat, events: r.value.events as GameEvent[], view: game.view(state, { kind: 'broadcast' }) });
  }
  return { kind: 'frames', tableId: record.tableId, game: record.game, options: record.options, seats: record.seats, frames, throws: [] };
}
