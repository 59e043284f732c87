// What each viewer may see: the only door through which Masterdice state leaves the server.
import type { Viewer } from '../../core/index.js';
import { solverAid } from './aid.js';
import { outcome, toAct } from './legal.js';
import type { MasterdiceState, MasterdiceView } from './types.js';

/** Whether `viewer` may see the code behind the screen: the coder and the broadcast feed, never the solver. */
export function seesCode(state: MasterdiceState, viewer: Viewer): boolean {
  if (viewer.kind === 'broadcast') return true;
  return viewer.kind === 'seat' && viewer.seat === state.coder;
}

/**
 * The view for one viewer: the code only for the coder and the broadcast feed (after a game ends it is in
 * `results` for everyone), the solver's aid only for the solver when the option is on, never the generator.
 */
export function view(state: MasterdiceState, viewer: Viewer): MasterdiceView {
  const isSolver = viewer.kind === 'seat' && viewer.seat === state.solver && state.phase !== 'over';
  return {
    game: 'masterdice',
    options: state.options,
    match: state.match,
    gameIndex: state.gameIndex,
    games: state.options.games,
    coder: state.coder,
    solver: state.solver,
    phase: state.phase,
    codeRolled: state.code !== null,
    code: seesCode(state, viewer) ? state.code : null,
    rows: state.rows,
    roll: state.roll,
    rollCount: state.rollCount,
    supply: state.supply,
    scores: state.scores,
    results: state.results,
    toAct: toAct(state),
    outcome: outcome(state),
    aid: state.options.aid && isSolver ? solverAid(state.rows) : null,
  };
}
