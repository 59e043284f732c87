// Folds a bare {seed, log} record with the engine (shared/core replay semantics, one state per step) into
// replay frames of broadcast views. Loaded only when the server sends such a record.
import { replay, type GameEvent } from '../../shared/core/index.js';
import { findGame } from '../../shared/games/index.js';
import type { ReplayData, ReplayFrame, ReplayLog } from '../net/index.js';

/** The frames of a record, or a readable reason when the game is unknown or the setup fails. */
export function foldRecord(record: ReplayLog): ReplayData | string {
  const game = findGame(record.game);
  if (!game) return `unknown game '${record.game}'`;
  const parsed = game.parseOptions(record.options ?? game.defaultOptions);
  const options = parsed.ok ? parsed.value : game.defaultOptions;
  // Untrusted log entries go through parseAction; one that does not parse or apply ends the frames there.
  const log = record.log.map((entry) => {
    const action = game.parseAction(entry.action);
    return { seat: entry.seat, action: action.ok ? action.value : entry.action };
  });
  const frames: ReplayFrame[] = [];
  const folded = replay(
    game,
    { seed: record.seed, players: record.seats.length, options },
    log,
    (events, version, state) => {
      frames.push({
        seat: version === 0 ? null : log[version - 1]!.seat,
        events: events as GameEvent[],
        view: game.view(state, { kind: 'broadcast' }),
      });
    },
  );
  if (frames.length === 0 && !folded.ok) return folded.error.message;
  return {
    kind: 'frames',
    tableId: record.tableId,
    game: record.game,
    options: record.options,
    seats: record.seats,
    frames,
    throws: [],
    talk: [],
  };
}
