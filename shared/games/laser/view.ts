// What each viewer may see: the only door through which Laser state leaves the server. Layouts, drafts and
// verdicts stay with their designer (and the broadcast feed) until the end; secret shots with their asker
// and the designer; notebooks with their owner; the generator with nobody.
import type { Seat, Viewer } from '../../core/index.js';
import { contradictedShots } from './assistant.js';
import type { AssistantView, Circuit, CircuitView, LaserState, LaserView } from './game-types.js';
import { outcome, toAct } from './legal.js';
import { EMPTY_NOTEBOOK } from './notebook.js';
import { activeInvestigator, knownShots, seesShot, targetOf } from './roles.js';

const seatOf = (viewer: Viewer): Seat | null => (viewer.kind === 'seat' ? viewer.seat : null);

/** Whether `viewer` sees this circuit's layout, draft and verdict: its designer, the broadcast feed, everyone at the end. */
export function seesCircuit(state: LaserState, circuit: Pick<Circuit, 'owner'>, viewer: Viewer): boolean {
  if (viewer.kind === 'broadcast' || state.phase === 'over') return true;
  return viewer.kind === 'seat' && circuit.owner !== null && viewer.seat === circuit.owner;
}

function circuitView(state: LaserState, c: Circuit, viewer: Viewer): CircuitView {
  const sees = seesCircuit(state, c, viewer);
  return {
    owner: c.owner,
    designed: c.layout !== null,
    layout: sees ? c.layout : null,
    draft: sees && state.phase === 'design' ? c.draft : null,
    verdict: sees ? c.verdict : null,
    shots: c.shots.filter((s) => seesShot(c, s, viewer)),
  };
}

/** The assistant for a seated, active investigator when the table option is on (not during the design phase). */
function assistantView(state: LaserState, viewer: Viewer): AssistantView | null {
  const seat = seatOf(viewer);
  if (
    state.options.assistant === 'off' ||
    seat === null ||
    state.phase === 'design' ||
    !activeInvestigator(state, seat)
  )
    return null;
  return {
    contradicted: contradictedShots(state.notebooks[seat] ?? EMPTY_NOTEBOOK, state.kinds, knownShots(state, seat)),
    remaining: state.options.assistant === 'count' ? (state.remaining[seat] ?? null) : null,
  };
}

/** The view for one viewer (see the file comment for who sees what). */
export function view(state: LaserState, viewer: Viewer): LaserView {
  const seat = seatOf(viewer);
  const notebooks: Record<number, LaserState['notebooks'][number]> = {};
  state.investigators.forEach((s) => {
    if (viewer.kind === 'broadcast' || s === seat) notebooks[s] = state.notebooks[s] ?? EMPTY_NOTEBOOK;
  });
  const result = outcome(state);
  return {
    phase: state.phase,
    mode: state.mode,
    players: state.players,
    options: state.options,
    kinds: state.kinds,
    game: state.game,
    toAct: toAct(state),
    turn: state.turn,
    investigators: state.investigators,
    circuits: state.circuits.map((c) => circuitView(state, c, viewer)),
    target: seat === null ? null : targetOf(state, seat),
    secretLeft: state.secretLeft,
    eliminated: state.investigators.filter((s) => state.eliminated[s] === true),
    notebooks,
    assistant: assistantView(state, viewer),
    declarations: state.declarations.map((d) => ({
      seat: d.seat,
      circuit: d.circuit,
      correct: d.correct,
      layout: viewer.kind === 'broadcast' || state.phase === 'over' || d.seat === seat ? d.layout : null,
    })),
    result: state.result,
    scores: result ? result.scores : null,
  };
}
