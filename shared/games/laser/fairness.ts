// The end of a game: who won, the fairness rule ([interpretation]: the engine itself checks the winner's
// circuit), and every circuit revealed.
import type { Seat } from '../../core/index.js';
import type { LaserEvent, LaserResult, LaserState } from './game-types.js';
import { checkIdentifiable } from './identify.js';
import { ownCircuit } from './roles.js';
import type { IdentifyVerdict, LaserLayout } from './types.js';

/** A circuit's verdict: the one computed when it was designed (the same function, so the same answer), else computed now. */
function verdictOf(state: LaserState, circuit: number): IdentifyVerdict | null {
  const c = state.circuits[circuit];
  if (!c || c.layout === null) return null;
  return c.verdict ?? checkIdentifiable(c.layout);
}

/**
 * The circuit whose identifiability decides the fairness rule: in a duel the winner's own circuit; in group
 * play when every investigator was eliminated, the designer's; otherwise none (a correct declaration in
 * group or server play, or a server circuit nobody found).
 */
export function fairnessCircuit(
  state: LaserState,
  winners: readonly Seat[],
  reason: LaserResult['reason'],
): number | null {
  if (state.mode === 'duel') {
    const w = winners[0];
    return w === undefined ? null : ownCircuit(state, w);
  }
  if (state.mode === 'group' && reason === 'all-eliminated') return 0;
  return null;
}

/**
 * Ends the game: applies the fairness rule (if that circuit is proven ambiguous, the losers win instead: in
 * a duel the other player, in group play every investigator; 'unknown' does not flip), then the `over`
 * event with the result and every circuit's layout.
 */
export function endGame(
  state: LaserState,
  winners: readonly Seat[],
  reason: LaserResult['reason'],
): { state: LaserState; events: LaserEvent[] } {
  const fc = fairnessCircuit(state, winners, reason);
  const verdict = fc === null ? null : verdictOf(state, fc);
  let result: LaserResult = { winners: [...winners], reason, flipped: false, ambiguous: null };
  if (fc !== null && verdict?.status === 'ambiguous') {
    const losers = state.mode === 'duel' ? [0, 1].filter((s) => !winners.includes(s)) : [...state.investigators];
    result = { winners: losers, reason, flipped: true, ambiguous: { circuit: fc, other: verdict.other } };
  }
  const layouts: (LaserLayout | null)[] = state.circuits.map((c) => c.layout);
  return {
    state: { ...state, phase: 'over', turn: null, result },
    events: [{ type: 'over', result, layouts }],
  };
}
