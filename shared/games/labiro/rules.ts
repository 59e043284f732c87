// `apply`: the rules of rules/labiro.md as one pure transition. Gates first (seat, action, phase, whose turn,
// a used object waiting to be put away), then the action's own rule, then deposits and the win rule.
// Every refusal leaves the state as it was; the input is never written to.
import { gatedApply, type Seat } from '../../core/index.js';
import { refuse } from './errors.js';
import { ACTION_TYPES, type LabiroAction, type LabiroEvent, type LabiroState } from './game-types.js';
import type { Applied } from './rules-common.js';
import { look, leave, ruby, swap, takeHere } from './rules-items.js';
import { end, move, start, turn } from './rules-move.js';
import { dagger, place, rope, torch, unlock } from './rules-use.js';
import { settle } from './win.js';

export type { Applied } from './rules-common.js';

/** Labiro's own gates (the common ones, apply.ts, ran first): whose turn, a used object to put away, the phase. */
function gate(state: LabiroState, seat: Seat, action: LabiroAction): Applied | null {
  const head = state.pending[0];
  if (head) {
    if (head.seat !== seat) return refuse('notYourTurn', `Waiting for seat ${head.seat} to put a used object away.`);
    return action.type === 'place' ? null : refuse('pendingPlace');
  }
  if (state.turn !== seat) return refuse('notYourTurn');
  if (state.phase === 'start' && action.type !== 'start')
    return refuse('wrongPhase', 'First choose your start tower: a simple tower nobody has chosen.');
  if (state.phase === 'play' && action.type === 'start')
    return refuse('wrongPhase', 'Start towers are chosen before play begins.');
  return null;
}

/** The action's own rule. */
function rule(state: LabiroState, seat: Seat, a: LabiroAction): Applied {
  switch (a.type) {
    case 'start':
      return start(state, seat, a.tower, a.take);
    case 'move':
      return move(state, seat, a.to);
    case 'turn':
      return turn(state, seat, a.tower);
    case 'take':
      return takeHere(state, seat);
    case 'look':
      return look(state, seat);
    case 'swap':
      return swap(state, seat, a.give);
    case 'leave':
      return leave(state, seat, a.object);
    case 'ruby':
      return ruby(state, seat);
    case 'unlock':
      return unlock(state, seat, a.object);
    case 'torch':
      return torch(state, seat, a.object, a.tower);
    case 'rope':
      return rope(state, seat, a.object, a.to);
    case 'dagger':
      return dagger(state, seat, a);
    case 'place':
      return place(state, seat, a.tower);
    case 'end':
      return end(state, seat);
  }
}

/** The transition function of the Game contract: pure, never mutates `state`, refuses with stable codes. */
export const apply: (state: LabiroState, seat: Seat, action: LabiroAction) => Applied = gatedApply<
  LabiroState,
  LabiroAction,
  LabiroEvent
>(
  { types: ACTION_TYPES, refuse, seats: (state) => state.players, over: (state) => state.phase === 'over' },
  (state, seat, action) => {
    const blocked = gate(state, seat, action);
    if (blocked) return blocked;
    const r = rule(state, seat, action);
    if (!r.ok) return r;
    const events: LabiroEvent[] = [...r.value.events];
    return { ok: true, value: { state: settle(r.value.state, seat, events), events } };
  },
);
