// Symbotrio as a game at the table: the engine object the platform hosts (rules/symbotrio.md, issue 10).
import type { Game } from '../../core/index.js';
import { botMemory, type SymbotrioMemory } from './bot-memory.js';
import { BOTS } from './bots.js';
import type { SymbotrioAction, SymbotrioEvent, SymbotrioOptions, SymbotrioState, SymbotrioView } from './game-types.js';
import { legalActions, legalFromView, outcome, toAct } from './legal.js';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, parseAction, parseOptions } from './parse.js';
import { apply } from './rules.js';
import { setup } from './setup.js';
import { view } from './view.js';

/** The Symbotrio engine for the generic table room, replays, bots and tests. */
export const symbotrio: Game<
  SymbotrioState,
  SymbotrioAction,
  SymbotrioView,
  SymbotrioOptions,
  SymbotrioEvent,
  SymbotrioMemory
> = {
  id: 'symbotrio',
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
  botMemory,
  bots: BOTS,
};
