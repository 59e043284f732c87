// Labiro as a game at the table: the engine object the platform hosts (rules/labiro.md, issue 4).
import type { Game } from '../../core/index.js';
import { BOTS } from './bots.js';
import type { LabiroAction, LabiroEvent, LabiroOptions, LabiroState, LabiroView } from './game-types.js';
import { legalActions, legalFromView, outcome, toAct } from './legal.js';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, parseAction, parseOptions } from './parse.js';
import { apply } from './rules.js';
import { setup } from './setup.js';
import { view } from './view.js';

/** The Labiro engine for the generic table room, replays, bots and tests. */
export const labiro: Game<LabiroState, LabiroAction, LabiroView, LabiroOptions, LabiroEvent> = {
  id: 'labiro',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions: DEFAULT_OPTIONS,
  parseOptions,
  setup,
  parseAction,
  apply,
  view,
  toAct,
  outcome,
  legalActions,
  legalFromView,
  // A walk reaches any tower the doors join: of a run of walks, the last from where the run began is the same move
  // (kept alone in the log when it gives exactly the same state: shared/core/latest.ts foldsExactly).
  folding: ['move'] satisfies LabiroAction['type'][],
  bots: BOTS,
};
