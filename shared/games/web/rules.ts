// `apply`: the rules of rules/web.md as one pure transition. The shared gates first (seat, action type, game
// over), then whose turn it is and the action's shape (parseAction: rotation, squares, pile), then the action's
// own rule. Every refusal leaves the state as it was; the input is never written to.
import { gatedApply, type Seat } from '../../core/index.js';
import { refuse } from './errors.js';
import { ACTION_TYPES, type WebAction, type WebEvent, type WebState } from './game-types.js';
import { parseAction } from './parse.js';
import { buy, cable, draw } from './rules-actions.js';
import type { Applied } from './rules-common.js';
import { end, play } from './rules-turn.js';

export type { Applied } from './rules-common.js';

/** A seat's action on its own turn, its shape already checked. */
function rule(state: WebState, seat: Seat, raw: WebAction): Applied {
  if (state.turn !== seat) return refuse('notYourTurn');
  const parsed = parseAction(raw);
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  if (a.type === 'play') return play(state, seat, a.card, a.rotation, a.x, a.y);
  if (a.type === 'end') return end(state, seat);
  if (!state.played) return refuse('playFirst');
  if (state.actionsLeft <= 0) return refuse('noActionsLeft');
  switch (a.type) {
    case 'draw':
      return draw(state, seat, a.pile);
    case 'buy':
      return buy(state, seat);
    case 'cable':
      return cable(state, seat, a.a, a.b);
  }
}

/** The transition function of the Game contract: pure, never mutates `state`, refuses with stable codes. */
export const apply: (state: WebState, seat: Seat, action: WebAction) => Applied = gatedApply<
  WebState,
  WebAction,
  WebEvent
>({ types: ACTION_TYPES, refuse, seats: (s) => s.players, over: (s) => s.phase === 'over' }, rule);
