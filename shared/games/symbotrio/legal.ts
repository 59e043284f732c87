// Who acts, every legal action, and how a game ends. Legality never depends on a hidden thing (which squares are
// up, the piles' counts and gem counts are public), so the actions are listed from a seat's view; the state's
// list is its own view's list.
import type { Outcome, Seat } from '../../core/index.js';
import { MAX_FLIPS, type SymbotrioAction, type SymbotrioState, type SymbotrioView } from './game-types.js';
import { view } from './view.js';

/** The seat on turn (empty when the game is over). */
export function toAct(state: Pick<SymbotrioState, 'phase' | 'turn'>): Seat[] {
  return state.phase === 'over' ? [] : [state.turn];
}

/** The result once over: won cards per seat; a draw when several seats share the most. */
export function outcome(state: Pick<SymbotrioState, 'phase' | 'result'>): Outcome | null {
  if (state.phase !== 'over' || !state.result) return null;
  const winners = [...state.result.winners];
  return { scores: [...state.result.scores], winners, draw: winners.length !== 1 };
}

/** Every legal action for `seat` as its own view shows the table (clients' hints, bots). */
export function legalFromView(v: SymbotrioView, seat: Seat): SymbotrioAction[] {
  if (v.phase === 'over' || v.turn !== seat) return [];
  if (v.phase === 'draw') return [{ type: 'draw' }];
  if (v.phase === 'trick') {
    const out: SymbotrioAction[] = [];
    const fixed = v.trick?.target ?? null;
    v.seats.forEach((s, target) => {
      const allowed = fixed !== null ? target === fixed : target !== seat && s.gemsWon > 0;
      if (allowed) for (let index = 0; index < s.wonCount; index++) out.push({ type: 'steal', target, index });
    });
    return out;
  }
  const out: SymbotrioAction[] = [];
  if (v.tried.length < MAX_FLIPS)
    for (const q of v.squares) if (q.sign === null) out.push({ type: 'flip', row: q.row, col: q.col });
  out.push({ type: 'stop' });
  return out;
}

/** Every legal action for `seat` (Game contract: random playouts, tests): its view's list. */
export function legalActions(state: SymbotrioState, seat: Seat): SymbotrioAction[] {
  return legalFromView(view(state, { kind: 'seat', seat }), seat);
}
