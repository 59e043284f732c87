// The engine contract every game implements (PLATFORM.md): a game is one plain object of pure functions.
import type { Result } from './result.js';
import type { Seed } from './rng.js';

/** A seat index at the table, 0-based. */
export type Seat = number;

/** Who is looking: a seated player, an ordinary spectator, or the omniscient broadcast feed. */
export type Viewer =
  | { readonly kind: 'seat'; readonly seat: Seat }
  | { readonly kind: 'spectator' }
  | { readonly kind: 'broadcast' };

/** What `setup` needs: the seed and the number of players come from the table, options from the creator. */
export interface SetupInput<O> {
  readonly seed: Seed;
  readonly players: number;
  readonly options: O;
}

/**
 * Something that happened, in order, for animation and the log. `visibleTo` lists the seats that may learn
 * of it (absent: everyone, spectators included). The server forwards an event only to those viewers.
 */
export interface GameEvent {
  readonly type: string;
  readonly visibleTo?: readonly Seat[];
}

/** The end of a game: final scores per seat, the winning seats (several on a draw). */
export interface Outcome {
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
  readonly draw: boolean;
}

/**
 * A bot: chooses an action from what its seat may see, never from the hidden state. `memory` is what the game's
 * `botMemory` says the seat saw at the table beyond its current view (absent for games without it, and for a
 * bot that just sat down): the bot plays as well as it can without it.
 */
export interface Bot<V, A, M = unknown> {
  /** Stable id used in table options ('masterdice/solver'). */
  readonly id: string;
  /** Chooses the next action for `seat` from its view (and memory); `seed` makes any randomness repeatable. */
  decide(view: V, seat: Seat, seed: number, memory?: M): A;
}

/**
 * What every game's view holds, whatever else it shows: the seats expected to act (the shell's turn line;
 * empty once over) and the scores by seat (live or final, as the game keeps them; null while it shows none).
 */
export interface BaseView {
  readonly toAct: readonly Seat[];
  readonly scores: readonly number[] | null;
}

/** One game, as a plain object (boardgame.io's Game, chessops' Result). `M`: what a bot seat remembers (botMemory). */
export interface Game<S, A, V extends BaseView, O, E extends GameEvent = GameEvent, M = unknown> {
  /** Stable id ('masterdice'), used in URLs, the database and the client registry. */
  readonly id: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Options used when a creator leaves them out. */
  readonly defaultOptions: O;
  /** Validates untrusted table options (from the lobby form). */
  parseOptions(input: unknown): Result<O>;
  /** Builds the initial state; randomness comes only from `seed`. */
  setup(input: SetupInput<O>): Result<S>;
  /** Validates untrusted action input; the only way client data reaches `apply`. */
  parseAction(input: unknown): Result<A>;
  /** Pure transition: a new state and what happened, or a refusal; `state` is never mutated. */
  apply(state: S, seat: Seat, action: A): Result<{ state: S; events: E[] }>;
  /** What `viewer` may see: the only door through which state leaves the server. */
  view(state: S, viewer: Viewer): V;
  /** The seats expected to act now (empty when the game is over). */
  toAct(state: S): Seat[];
  /** The final result, or null while the game goes on. */
  outcome(state: S): Outcome | null;
  /**
   * Which round a state is in, for the delayed feed (server/feed.ts): a number that never decreases along a game's
   * log, and that grows only once nothing hidden in the earlier round can help anyone seated any more (its code
   * revealed, its hands played out). The feed shows an earlier round's secrets once the live table is past it.
   * Optional: without it a whole match is one round (its secrets wait for the outcome).
   */
  round?(state: S): number;
  /** Every legal action for `seat` (for bots, random playouts and tests); may be a sample when huge. */
  legalActions(state: S, seat: Seat): A[];
  /**
   * The legal actions `seat` can tell from its own view (clients' hints and pickers, bots), so that no client
   * restates a rule. Every action listed is accepted by `apply` on the state behind the view. Optional: a game
   * whose actions carry what a view cannot list (a whole design, a secret guess) may list a sample or leave it out.
   */
  legalFromView?(view: V, seat: Seat): A[];
  /**
   * What a bot at `seat` may remember beyond its view, handed to `Bot.decide` as `memory` (server only, never
   * sent to a client). Some games' views leave out public history on purpose: in a memory game a square's sign
   * is in a view only while it lies face up, so that no client keeps it for its player. A person at the table
   * still saw it, and a bot needs the same sighting to model a memory (and to forget some of it). Safe because it
   * must hold only plain data every seat legitimately saw (or this seat saw alone): nothing a view for `seat`
   * ever hid from it, so a bot gains no knowledge a person in its chair could not have. Optional.
   */
  botMemory?(state: S, seat: Seat): M;
  /**
   * A pure hint for hosts: true when `apply(state, seat, action)` may take long (tens of ms or more, e.g. a
   * search), so a server runs it off its event loop (server/work-pool.ts) and counts it against the sender's
   * budget. It never changes what `apply` answers; absent or false: the action is cheap. Optional.
   */
  costly?(state: S, seat: Seat, action: A): boolean;
  /**
   * Action types a player may repeat without the game moving on, kept as the latest state rather than one log row
   * per edit (shared/core/latest.ts; a notebook, a draft). Each such action replaces wholesale one part of the state
   * that belongs to its seat and type alone, tells nobody anything (no events), and is accepted or refused whatever
   * the other such actions did. So of a run of them with no other action between, the last of each seat and type
   * carries everything later states depend on. Optional: absent, every action is kept.
   */
  readonly latestState?: readonly string[];
  /**
   * Action types a player may repeat as often as he likes within a turn where the last of a run of them may stand
   * for the whole run, but only when it does exactly (shared/core/latest.ts foldsExactly: applied to the state
   * before the run, it gives the same state the run gave): a Labiro walk, whose reach is any tower the doors join.
   * Unlike latestState, each kept one is a move of its own (a replay frame, public events). Optional.
   */
  readonly folding?: readonly string[];
  /** Bots by id; the first is the default for a bot seat. */
  readonly bots: readonly Bot<V, A, M>[];
}

/** A game with its type parameters erased, for registries and the generic server room. */
// biome-ignore lint/suspicious/noExplicitAny: erasing the parameters needs any; unknown would not accept every Game (its functions take them as arguments)
export type AnyGame = Game<any, any, any, any, GameEvent, any>;

/**
 * A bot's move at `seat`, the one path every host takes (server room, benches, tests): the seat's view and,
 * where the game keeps it, the seat's memory (`botMemory`), then `decide`.
 */
export function botDecision<S, A, V extends BaseView, O, E extends GameEvent, M>(
  game: Game<S, A, V, O, E, M>,
  bot: Bot<V, A, M>,
  state: S,
  seat: Seat,
  seed: number,
): A {
  return bot.decide(game.view(state, { kind: 'seat', seat }), seat, seed, game.botMemory?.(state, seat));
}

/**
 * Folds `apply` over an action log from `setup`: replays, crash recovery and tests all use it. `onStep`
 * hears the state after setup (version 0, no events), then the events and state of each entry (entry n brings
 * the log to version n + 1), e.g. to rebuild a table's history or a replay's frames. On a refusal it stops
 * there and returns it: the steps heard so far stand.
 */
export function replay<S, A, V extends BaseView, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  input: SetupInput<O>,
  log: readonly { seat: Seat; action: A }[],
  onStep?: (events: E[], version: number, state: S) => void,
): Result<S> {
  const start = game.setup(input);
  if (!start.ok) return start;
  let state = start.value;
  onStep?.([], 0, state);
  for (let n = 0; n < log.length; n++) {
    const entry = log[n] as { seat: Seat; action: A };
    const r = game.apply(state, entry.seat, entry.action);
    if (!r.ok) return r;
    state = r.value.state;
    onStep?.(r.value.events, n + 1, state);
  }
  return { ok: true, value: state };
}
