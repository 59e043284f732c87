// A hostile player's edits for the log-bound tests and bench (issue 28): what each game lets a seat change as
// often as it likes without the game moving on (its latest-state actions, Game.latestState: Laser's notebook and
// draft), built to be accepted and as large as the rules allow, and bot playouts of every game with such edits
// interleaved, driven through the engine alone (no sockets: an hour at the flood limit runs in seconds).
import { botDecision, makeRng, mixSeed, type AnyGame, type Seat, type SetupInput } from '../../shared/core/index.js';
import { CELLS, COLS, cellsOf, randomLayout, type LaserState } from '../../shared/games/laser/index.js';

/** The flood limit of one connection (server/table-gate.ts): messages per second. */
export const FLOOD_PER_SECOND = 20;
/** An hour of edits at the flood limit: 72,000. */
export const HOUR_OF_EDITS = FLOOD_PER_SECOND * 3600;

/** One accepted action of a playout, with its seat. */
export interface PlayedAction {
  readonly seat: Seat;
  readonly action: unknown;
}

/**
 * Edit number `i` of a hostile Laser seat: a notebook (investigation) or a draft (design) that changes with `i`,
 * with as many guessed pieces and empty-cell marks as the rules allow (the largest rows a seat can send).
 */
function laserEdits(state: LaserState, i: number): unknown[] {
  const [layout] = randomLayout(makeRng(mixSeed(20260528, i)), state.kinds);
  const taken = new Set(layout.pieces.flatMap((p) => cellsOf(p).map(([x, y]) => y * COLS + x)));
  const empty = Array.from({ length: CELLS }, (_, c) => c).filter((c) => !taken.has(c) && (c + i) % 3 !== 0);
  return [
    { type: 'note', notebook: { pieces: layout.pieces, empty } },
    { type: 'draft', layout },
  ];
}

/** The hostile edits a game's seats could send, by game id (games without latest-state actions have none). */
const EDITS: Readonly<Record<string, (state: never, i: number) => unknown[]>> = { laser: laserEdits };

/** A latest-state edit `seat` may send now (accepted by the engine), or null: edit number `i`. */
export function hostileEdit(game: AnyGame, state: unknown, seat: Seat, i: number): unknown {
  const make = EDITS[game.id];
  if (!make || game.outcome(state)) return null;
  for (const action of make(state as never, i)) {
    const parsed = game.parseAction(action);
    if (parsed.ok && game.apply(state, seat, parsed.value).ok) return parsed.value;
  }
  return null;
}

/**
 * A bot playout of `game` from `input` with `editsPerMove` hostile edits by every seat that may edit before each
 * move (the game's first bot, or its first legal action where the bot refuses), to the end or `maxMoves`: the
 * full log, one entry per accepted action, edits included.
 */
export function hostilePlayout(
  game: AnyGame,
  input: SetupInput<unknown>,
  editsPerMove: number,
  maxMoves = 2000,
): PlayedAction[] {
  const start = game.setup(input);
  if (!start.ok) throw new Error(`${game.id}: setup refused: ${start.error.code}`);
  let state: unknown = start.value;
  const log: PlayedAction[] = [];
  const act = (seat: Seat, action: unknown) => {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`${game.id}: ${JSON.stringify(action).slice(0, 80)} refused: ${r.error.code}`);
    state = r.value.state;
    log.push({ seat, action });
  };
  let edit = 0;
  for (let move = 0; move < maxMoves && !game.outcome(state); move++) {
    for (let seat = 0; seat < input.players; seat++)
      for (let k = 0; k < editsPerMove; k++) {
        const action = hostileEdit(game, state, seat, edit++);
        if (action === null) break;
        act(seat, action);
      }
    const seat = game.toAct(state)[0];
    if (seat === undefined) break;
    let action: unknown;
    try {
      action = botDecision(game, game.bots[0]!, state, seat, mixSeed(7, move));
    } catch {
      action = game.legalActions(state, seat)[0];
    }
    act(seat, action);
  }
  return log;
}
