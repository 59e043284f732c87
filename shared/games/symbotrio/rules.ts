// `apply`: the rules of rules/symbotrio.md as one pure transition. The shared gates first (seat, action type,
// game over), then whose turn it is, the action's shape (parseAction), and the phase: turn up a card, pick a
// trickster's draw, or crack. Every refusal leaves the state as it was; the input is never written to.
import { gatedApply, type Seat } from '../../core/index.js';
import { refuse } from './errors.js';
import { ACTION_TYPES, type SymbotrioAction, type SymbotrioEvent, type SymbotrioState } from './game-types.js';
import { parseAction } from './parse.js';
import { draw, steal } from './rules-cards.js';
import type { Applied } from './rules-common.js';
import { flip, stop } from './rules-try.js';

export type { Applied } from './rules-common.js';

/** The phase each action belongs to. */
const PHASE_OF = { draw: 'draw', steal: 'trick', flip: 'crack', stop: 'crack' } as const;

/** A seat's action on its own turn, its shape already checked. */
function rule(state: SymbotrioState, seat: Seat, raw: SymbotrioAction): Applied {
  if (state.turn !== seat) return refuse('notYourTurn');
  const parsed = parseAction(raw);
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  if (PHASE_OF[a.type] !== state.phase)
    return refuse(
      'wrongPhase',
      `Now is the time to ${state.phase === 'draw' ? 'turn up a card' : state.phase === 'trick' ? "pick a card from an opponent's won pile" : 'turn squares or end the try'}.`,
    );
  switch (a.type) {
    case 'draw':
      return draw(state, seat);
    case 'steal':
      return steal(state, seat, a.target, a.index);
    case 'flip':
      return flip(state, seat, a.row, a.col);
    case 'stop':
      return stop(state, seat);
  }
}

/** The transition function of the Game contract: pure, never mutates `state`, refuses with stable codes. */
export const apply: (state: SymbotrioState, seat: Seat, action: SymbotrioAction) => Applied = gatedApply<
  SymbotrioState,
  SymbotrioAction,
  SymbotrioEvent
>({ types: ACTION_TYPES, refuse, seats: (s) => s.players, over: (s) => s.phase === 'over' }, rule);
