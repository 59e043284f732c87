// Whole Web games between bots, for tests and benchmarks: each seat's bot decides from its own view, the engine
// applies, until the game ends or a turn cap. Refusals and runaway turns are reported, never hidden.
import { mixSeed, type Bot, type Seat } from '../../core/index.js';
import { web } from './game.js';
import type { WebAction, WebOptions, WebResult, WebState, WebView } from './game-types.js';

/** A Web bot. */
export type WebBot = Bot<WebView, WebAction>;

/** How one simulated game went. */
export interface SimGame {
  readonly state: WebState;
  readonly result: WebResult | null;
  /** Completed turns, all players together (state.turnCount). */
  readonly turns: number;
  /** True when the game was stopped at the turn cap. */
  readonly capped: boolean;
  /** Decisions asked of the bots. */
  readonly decisions: number;
  /** The first refused action, if any (the game stops there). */
  readonly refused: { readonly seat: Seat; readonly action: WebAction; readonly code: string } | null;
  /** True when one turn took more than `maxActionsPerTurn` actions (the game stops there). */
  readonly runaway: boolean;
}

/** Options of a simulated game. */
export interface SimOptions {
  readonly players?: number;
  readonly options?: Partial<WebOptions>;
  /** Stop after this many completed turns (default 400). */
  readonly maxTurns?: number;
  /** Stop when one turn takes more actions than this (default 10: a card gives at most 3). */
  readonly maxActionsPerTurn?: number;
}

/** Plays one game from `seed` with `bots[seat]` for each seat. */
export function playGame(bots: readonly WebBot[], seed: number, sim: SimOptions = {}): SimGame {
  const players = sim.players ?? bots.length;
  const options: WebOptions = { ...web.defaultOptions, ...sim.options };
  const setup = web.setup({ seed, players, options });
  if (!setup.ok) throw new Error(`web sim: ${setup.error.code}`);
  let state = setup.value;
  const maxTurns = sim.maxTurns ?? 400;
  const maxActions = sim.maxActionsPerTurn ?? 10;
  let decisions = 0;
  let inTurn = 0;
  let lastTurn = state.turnCount;
  while (state.phase !== 'over' && state.turnCount < maxTurns) {
    const seat = web.toAct(state)[0]!;
    const view = web.view(state, { kind: 'seat', seat });
    const action = bots[seat]!.decide(view, seat, mixSeed(seed, decisions));
    decisions++;
    const r = web.apply(state, seat, action);
    if (!r.ok)
      return {
        state,
        result: null,
        turns: state.turnCount,
        capped: false,
        decisions,
        refused: { seat, action, code: r.error.code },
        runaway: false,
      };
    state = r.value.state;
    if (state.turnCount !== lastTurn) {
      lastTurn = state.turnCount;
      inTurn = 0;
    } else if (++inTurn > maxActions)
      return { state, result: null, turns: state.turnCount, capped: false, decisions, refused: null, runaway: true };
  }
  return {
    state,
    result: state.result,
    turns: state.turnCount,
    capped: state.phase !== 'over',
    decisions,
    refused: null,
    runaway: false,
  };
}
