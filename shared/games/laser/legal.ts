// Who acts, what they may do (a sample for bots' playouts and tests; what a seat can tell from its view for the
// client's boards is legal-view.ts), and how a game ends.
import { forkRng, type Outcome, type RngState, type Seat } from '../../core/index.js';
import type { LaserAction, LaserState } from './game-types.js';
import { checkIdentifiable } from './identify.js';
import { randomLayout } from './random.js';
import { fireActions } from './legal-view.js';
import { activeInvestigator, knownShots, ownCircuit, secretAllowed } from './roles.js';
import type { LaserLayout } from './types.js';

/** Random layouts legalActions tries for a design before it gives up on strict identifiability (practically never). */
const DESIGN_TRIES = 40;

/** The seats expected to act: designers not done in the design phase, the investigator on turn, none at the end. */
export function toAct(state: Pick<LaserState, 'phase' | 'circuits' | 'turn'>): Seat[] {
  switch (state.phase) {
    case 'design':
      return state.circuits.flatMap((c) => (c.owner !== null && c.layout === null ? [c.owner] : []));
    case 'investigate':
      return state.turn === null ? [] : [state.turn];
    case 'over':
      return [];
  }
}

/** The result once over: 1 point per winner, 0 otherwise; a draw only when nobody won (a server circuit nobody found). */
export function outcome(state: Pick<LaserState, 'phase' | 'result' | 'players'>): Outcome | null {
  if (state.phase !== 'over' || state.result === null) return null;
  const winners = [...state.result.winners];
  return {
    scores: Array.from({ length: state.players }, (_, s) => (winners.includes(s) ? 1 : 0)),
    winners,
    draw: winners.length === 0,
  };
}

/**
 * A layout drawn from a fork of the state's generator (which itself does not advance). A declared or designed
 * layout may be shown, so the fork is one-way: it tells nothing of the hidden draws (forkRng).
 */
function derivedLayout(state: LaserState, ...salt: number[]): [LaserLayout, RngState] {
  return randomLayout(forkRng(state.rng, state.game, ...salt), state.kinds);
}

/** A complete design the engine accepts (identifiable, or at least not proven ambiguous under strict design). */
function legalDesign(state: LaserState, seat: Seat): LaserLayout {
  let [layout, rng] = derivedLayout(state, seat, 0x5e5);
  if (!state.options.strictDesign) return layout;
  for (let i = 0; i < DESIGN_TRIES && checkIdentifiable(layout).status === 'ambiguous'; i++)
    [layout, rng] = randomLayout(rng, state.kinds);
  return layout;
}

/**
 * A sample of legal actions for `seat`: a designer gets a draft and a design; the investigator on turn the
 * shots at the pointers whose answer he does not hold (and their secret variants when he may) and one declaration of a layout drawn from the state;
 * seat 0 a rematch once over. Anybody else: none (notes are always legal for investigators but not sampled).
 */
export function legalActions(state: LaserState, seat: Seat): LaserAction[] {
  switch (state.phase) {
    case 'design': {
      const own = ownCircuit(state, seat);
      if (own === null || state.circuits[own]?.layout) return [];
      const layout = legalDesign(state, seat);
      return [
        { type: 'draft', layout: { pieces: layout.pieces.slice(0, 2) } },
        { type: 'design', layout },
      ];
    }
    case 'investigate': {
      if (state.turn !== seat || !activeInvestigator(state, seat)) return [];
      const known = knownShots(state, seat).map((s) => s.pointer);
      const out = fireActions(
        secretAllowed(state.mode, state.investigators) && (state.secretLeft[seat] ?? 0) > 0,
        known,
      );
      const shots = state.circuits.reduce((n, c) => n + c.shots.length, 0);
      out.push({ type: 'declare', layout: derivedLayout(state, seat, shots, 0xdec)[0] });
      return out;
    }
    case 'over':
      return seat === 0 ? [{ type: 'rematch' }] : [];
  }
}

/**
 * The actions whose `apply` may search for long (the host's hint, shared/core/engine.ts): a design (its
 * identifiability verdict: ~90 ms for some Einstein layouts), a rematch (a new server circuit is proven
 * identifiable), and any investigator move while the assistant counts the layouts still possible.
 */
export function costly(state: LaserState, _seat: Seat, action: LaserAction): boolean {
  if (action.type === 'design' || action.type === 'rematch') return true;
  return state.options.assistant === 'count' && (action.type === 'fire' || action.type === 'declare');
}
